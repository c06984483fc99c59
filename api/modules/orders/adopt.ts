import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";

/**
 * A guest who makes an account afterwards finds their orders in it (issue 16: guests may create an account after):
 * the orders a guest placed with this e-mail become the new consumer's once the e-mail is proven theirs (the sign-up
 * code or the activation link), since the order mails went to that mailbox. Business accounts take none: a company's
 * orders are the company's.
 */
export async function adoptGuestOrders(db: Database, user: { id: string; email: string; userType: "b2b" | "b2c" }) {
  if (user.userType !== "b2c") return;
  await db
    .update(orders)
    .set({ userId: user.id, guestId: null, updatedAt: new Date() })
    .where(and(isNotNull(orders.guestId), eq(orders.email, user.email)));
}
