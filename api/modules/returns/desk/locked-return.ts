import { and, eq, inArray } from "drizzle-orm";
import { RETURN_TRANSITIONS, type ReturnStatus } from "@contract/api/returns/values";
import type { Executor } from "../../../db/client";
import { returnRequests, type OrderRow, type ReturnRequestRow } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import { text } from "../../../lib/messages";
import type { DeskContext } from "../../orders/desk/locked-order";
import { lockOrder, moveOrder } from "../../orders/status";
import { returnableOf } from "../returnable";

// What every service of the returns desk shares (docs/decisions/039-returns-desk.md): each runs in the transaction its
// caller opens (the route, which writes the staff's audit entry in it), locks the order and then the request (the
// order first, as a buyer's new request does, so that the two never wait on each other), and answers before and after.

/** The part of a request a desk's change touches, as the audit log records it. */
export interface ReturnSnapshot {
  status: ReturnStatus;
  decisionNote: string | null;
  refundMethod: string | null;
  refundAmount: string | null;
  refundCurrency: string | null;
}

export const returnSnapshotOf = (row: ReturnRequestRow): ReturnSnapshot => ({
  status: row.status,
  decisionNote: row.decisionNote,
  refundMethod: row.refundMethod,
  refundAmount: row.refundAmount,
  refundCurrency: row.refundCurrency,
});

export interface LockedReturn {
  order: OrderRow;
  request: ReturnRequestRow;
}

/** The request by its number and its order, both locked (FOR UPDATE); an unknown number is a 404. */
export async function lockedReturn(tx: Executor, returnNumber: string, { locale }: DeskContext): Promise<LockedReturn> {
  const notFound = () => new AppError(404, text("returnDesk.notFound", locale));
  const [found] = await tx
    .select({ orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.returnNumber, returnNumber));
  if (!found) throw notFound();
  const order = (await lockOrder(tx, found.orderId))!;
  const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.returnNumber, returnNumber)).for("update");
  return { order, request };
}

/** The request locked for a move to `to`; a move the return's transitions do not allow is a 409. */
export async function lockedForReturnMove(tx: Executor, returnNumber: string, to: ReturnStatus, context: DeskContext) {
  const locked = await lockedReturn(tx, returnNumber, context);
  if (!RETURN_TRANSITIONS[locked.request.status].includes(to))
    throw new AppError(409, text("returnDesk.moveRefused", context.locale, { from: locked.request.status, to }));
  return locked;
}

/** Sets the request's status and the columns that go with it. */
export async function updateReturn(tx: Executor, id: number, values: Partial<ReturnRequestRow>): Promise<ReturnRequestRow> {
  const [row] = await tx
    .update(returnRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(returnRequests.id, id))
    .returning();
  return row;
}

/**
 * Once no request of the order is open any more (all rejected or refunded), the order leaves return_requested: to
 * `returned` when every item came back, else back to `delivered` (what is left may still be returned within the
 * window, which counts from the first delivery). Its history notes the return, in the order's language.
 */
export async function settleOrder(tx: Executor, order: OrderRow, returnNumber: string) {
  if (order.status !== "return_requested") return order.status;
  const [open] = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, order.id), inArray(returnRequests.status, ["requested", "approved", "received"])))
    .limit(1);
  if (open) return order.status;
  const returnable = await returnableOf(tx, order);
  const [refunded] = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, order.id), eq(returnRequests.status, "refunded")))
    .limit(1);
  const everything = returnable.lines.every((line) => line.left === 0);
  const to = everything && refunded ? "returned" : "delivered";
  await moveOrder(
    tx,
    order,
    to,
    text(to === "returned" ? "returnDesk.orderReturnedNote" : "returnDesk.orderBackNote", order.languageCode, { returnNumber }),
  );
  return to;
}
