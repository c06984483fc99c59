import type { OrderStatus } from "@contract/api/orders/values";
import type { Executor } from "../../../db/client";
import type { OrderRow } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import type { ApiLocale } from "../../../lib/locale";
import { text } from "../../../lib/messages";
import { canMove, lockOrder } from "../status";

// What every service of the orders desk shares (docs/decisions/037-orders-desk.md): each runs in a transaction its
// caller opens (the route, which writes the staff's audit entry in the same transaction), locks the order first, and
// answers what changed, before and after.

/** What the desk's services need besides the transaction: the staff member's language, for a refusal. */
export interface DeskContext {
  locale: ApiLocale;
}

/** The part of an order a desk's change touches, as the audit log records it before and after. */
export interface OrderSnapshot {
  status: OrderStatus;
  trackingCarrier: string | null;
  trackingNumber: string | null;
}

export const snapshotOf = (order: Pick<OrderRow, "status" | "trackingCarrier" | "trackingNumber">): OrderSnapshot => ({
  status: order.status,
  trackingCarrier: order.trackingCarrier,
  trackingNumber: order.trackingNumber,
});

/** The order locked for a change (FOR UPDATE); an unknown id is a 404. */
export async function lockedOrder(tx: Executor, orderId: number, { locale }: DeskContext): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError(404, text("orderDesk.notFound", locale));
  return order;
}

/** The order locked for a move to `to`; a move the transitions table does not allow is a 409. */
export async function lockedForMove(tx: Executor, orderId: number, to: OrderStatus, context: DeskContext): Promise<OrderRow> {
  const order = await lockedOrder(tx, orderId, context);
  if (!canMove(order.status, to)) throw new AppError(409, text("orderDesk.moveRefused", context.locale, { from: order.status, to }));
  return order;
}
