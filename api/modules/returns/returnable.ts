import { and, asc, eq, min, ne, sql } from "drizzle-orm";
import type { ReturnableOrder, ReturnRefusal } from "@contract/api/returns/schemas";
import { mayRequestReturn, RETURN_WINDOW_DAYS } from "@contract/api/returns/values";
import type { Database, Executor } from "../../db/client";
import { orderEvents, orderLines, returnRequestLines, returnRequests, type OrderRow } from "../../db/schema";

const DAY_MS = 86_400_000;

/**
 * When the order was delivered: its first delivery (a request turned down puts the order back to delivered, which
 * must not start the 14 days again).
 */
async function deliveredAt(db: Database, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(orderEvents.createdAt) })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, "delivered")));
  return row?.at ?? null;
}

/** How many of each order line earlier requests took; a rejected request gives its quantities back. */
async function requestedByLine(db: Database, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineNumber: returnRequestLines.orderLineNumber, quantity: sql<number>`sum(${returnRequestLines.quantity})::int` })
    .from(returnRequestLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestLines.returnRequestId))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, "rejected")))
    .groupBy(returnRequestLines.orderLineNumber);
  return new Map(rows.map((row) => [row.lineNumber, row.quantity]));
}

/**
 * What of an order may go back now: each line with what is left of it, the end of the return window, and why nothing
 * can (not delivered, the window passed, everything already requested). Read under the order's row lock when a
 * request is written, so two requests never both take what is left.
 */
export async function returnableOf(db: Executor, order: OrderRow, now = new Date()): Promise<ReturnableOrder> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNumber));
  const requested = await requestedByLine(db, order.id);
  const delivered = await deliveredAt(db, order.id);
  const until = delivered ? new Date(delivered.getTime() + RETURN_WINDOW_DAYS * DAY_MS) : null;
  const items = lines.map((line) => ({
    lineNumber: line.lineNumber,
    mpn: line.mpn,
    manufacturerName: line.manufacturerName,
    description: line.description,
    ordered: line.quantity,
    left: Math.max(0, line.quantity - (requested.get(line.lineNumber) ?? 0)),
  }));
  let refusal: ReturnRefusal | null = null;
  if (!mayRequestReturn(order.status)) refusal = "notDelivered";
  else if (!until || now > until) refusal = "windowClosed";
  else if (items.every((item) => item.left === 0)) refusal = "nothingLeft";
  return {
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    returnableUntil: until?.toISOString() ?? null,
    refusal,
    lines: items,
  };
}
