import { eq, sql } from "drizzle-orm";
import { ORDER_TRANSITIONS, type OrderStatus } from "@contract/api/orders/values";
import type { Executor } from "../../db/client";
import { orderEvents, orderLines, orders, type OrderRow } from "../../db/schema";
import { issueSalesInvoice } from "../invoices/issue";
import type { InvoiceSettings } from "../invoices/settings";

/** Whether an order may go from one status to another: the one place transitions are decided (contract/api/orders/values.ts). */
export const canMove = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

export class TransitionRefused extends Error {}

/** Moves an order (locked by the caller's transaction) to `to`, recording the event; a move not allowed throws. */
export async function moveOrder(tx: Executor, order: Pick<OrderRow, "id" | "status">, to: OrderStatus, note: string | null = null) {
  if (!canMove(order.status, to)) throw new TransitionRefused(`${order.status} → ${to}`);
  await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...(to === "awaiting_payment" ? {} : { expiresAt: null }) })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, status: to, note });
}

/**
 * Marks an order (locked by the caller's transaction) paid and issues its invoice in the same transaction: the one way a
 * placed order becomes paid (a card's capture, a transfer confirmed; docs/decisions/034-invoices.md).
 */
export async function markPaid(
  tx: Executor,
  order: Pick<OrderRow, "id" | "status">,
  invoicing: InvoiceSettings,
  note: string | null = null,
) {
  await moveOrder(tx, order, "paid", note);
  await issueSalesInvoice(tx, order.id, invoicing);
}

/** Gives back the stock an order took (on cancel or expiry), in variant order like the reservation. */
export async function releaseStock(tx: Executor, orderId: number) {
  await tx.execute(sql`
    UPDATE variants v SET total_stock = v.total_stock + l.reserved
    FROM (SELECT variant_id, sum(reserved_quantity)::int AS reserved FROM ${orderLines} WHERE order_id = ${orderId} GROUP BY variant_id) l
    WHERE v.id = l.variant_id AND l.reserved > 0`);
}

/** The order locked for a change of status (FOR UPDATE): two changes of one order never interleave. */
export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}
