import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderEvents, orderLines, orders } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import type { InvoiceSettings } from "../invoices/settings";
import { queryRows } from "../../lib/query-rows";
import type { OrderDraft } from "./build-order";
import { cancelPendingCardOrders } from "./cancel";
import { assertGuestUnpaidWithinLimits, type GuestUnpaidLimits } from "./guest-unpaid-limits";
import { orderNumberOf } from "./numbers";
import { settlePayment } from "./settle-payment";
import { reserveStock } from "./stock-reservation";

/**
 * Writes the order in one transaction: its number drawn, its lines with their stock reserved, its first event, and
 * its payment settled as far as it can be before a card provider is called. Any refusal undoes all of it.
 */
export async function persistOrder(
  db: Database,
  draft: OrderDraft,
  { guestUnpaid, providerName, invoicing }: { guestUnpaid: GuestUnpaidLimits; providerName: string; invoicing: InvoiceSettings },
  locale: ApiLocale,
) {
  return db.transaction(async (tx) => {
    // One pending card payment per cart, and a guest's unpaid orders capped (docs/decisions/030-unpaid-orders-hold.md):
    // the cart's older card order is cancelled first, so that a retry is not counted against the guest's caps.
    await cancelPendingCardOrders(tx, draft.cartId);
    if (draft.guest) await assertGuestUnpaidWithinLimits(tx, draft.guest.keys, draft.guest.valueUsd, guestUnpaid, locale);
    const [{ id }] = await queryRows<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`);
    const [order] = await tx
      .insert(orders)
      .values({ id, orderNumber: orderNumberOf(id, draft.order.createdAt), ...draft.order })
      .returning();
    await tx.insert(orderLines).values(draft.lines.map((line) => ({ orderId: id, ...line })));
    await reserveStock(tx, id, locale);
    await tx.insert(orderEvents).values({ orderId: id, status: draft.order.status });
    await settlePayment(tx, order, draft, providerName, locale, invoicing);
    return order;
  });
}
