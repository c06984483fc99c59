import { eq } from "drizzle-orm";
import { ORDER_NUMBER_PATTERN } from "@contract/api/orders/schemas";
import type { Database } from "../../db/client";
import { orders, type OrderRow } from "../../db/schema";
import { derivedKey, readSignedLink, signLink } from "../../lib/signed-links";

// The signed link of an order's mails (docs/decisions/051-guest-order-link.md): it opens that one order, read-only,
// to whoever holds it, for 90 days from the mail.

export const ORDER_LINK_DAYS = 90;

/** The key order links are signed with: derived from the server's secret for this purpose alone. */
export const orderLinkKey = (jwtSecret: string) => derivedKey(jwtSecret, "guest-order-link");

/** A link token for the order `orderNumber`, valid for ORDER_LINK_DAYS from `now`. */
export const orderLinkToken = (key: Buffer, orderNumber: string, now = Date.now()) =>
  signLink(key, orderNumber, ORDER_LINK_DAYS, now).token;

/** The order a token opens: undefined for a forged, altered or expired token, or one of no order. */
export async function findLinkedOrder(db: Database, key: Buffer, token: string): Promise<OrderRow | undefined> {
  const orderNumber = readSignedLink(key, token);
  if (!orderNumber || !ORDER_NUMBER_PATTERN.test(orderNumber)) return undefined;
  // Read here rather than through the desk's finder, which the order mails' module cannot import (desk → mails).
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}
