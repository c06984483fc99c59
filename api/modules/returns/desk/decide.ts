import type { Executor } from "../../../db/client";
import { AppError } from "../../../lib/errors";
import { text } from "../../../lib/messages";
import type { DeskContext } from "../../orders/desk/locked-order";
import { lockedForReturnMove, returnSnapshotOf, settleOrder, updateReturn, type ReturnSnapshot } from "./locked-return";

// The staff's decision on a return request (docs/decisions/039-returns-desk.md): approved (the buyer sends the goods
// back) or rejected, each with the staff's words, which the buyer reads on the return's page and in a mail.

export type ReturnNotice =
  | { kind: "approved" | "rejected"; returnNumber: string; note: string }
  | { kind: "refunded"; returnNumber: string; method: string; amount: string; currency: string; ibanEnding: string | null };

export interface ReturnChange {
  before: ReturnSnapshot;
  after: ReturnSnapshot;
  /** The order's status when the change moved it (a rejection that closes the last open request). */
  orderStatus?: { before: string; after: string };
  notice?: ReturnNotice;
}

const noteOf = (note: string, context: DeskContext) => {
  const trimmed = note.trim();
  if (!trimmed)
    throw new AppError(400, text("returnDesk.reasonNeeded", context.locale), [
      { field: "reason", message: text("returnDesk.reasonNeeded", context.locale) },
    ]);
  return trimmed;
};

/** Approves a requested return; the note says what to do next (where and how to send the goods). */
export async function approveReturn(tx: Executor, returnNumber: string, note: string, context: DeskContext): Promise<ReturnChange> {
  const decisionNote = noteOf(note, context);
  const { request } = await lockedForReturnMove(tx, returnNumber, "approved", context);
  const after = await updateReturn(tx, request.id, { status: "approved", decisionNote, decidedAt: new Date() });
  return {
    before: returnSnapshotOf(request),
    after: returnSnapshotOf(after),
    notice: { kind: "approved", returnNumber, note: decisionNote },
  };
}

/**
 * Rejects a requested return with its reason: its quantities may be asked for again, and the order goes back to
 * delivered when no other request of it is open.
 */
export async function rejectReturn(tx: Executor, returnNumber: string, reason: string, context: DeskContext): Promise<ReturnChange> {
  const decisionNote = noteOf(reason, context);
  const { order, request } = await lockedForReturnMove(tx, returnNumber, "rejected", context);
  const after = await updateReturn(tx, request.id, { status: "rejected", decisionNote, decidedAt: new Date() });
  const orderAfter = await settleOrder(tx, order, returnNumber);
  return {
    before: returnSnapshotOf(request),
    after: returnSnapshotOf(after),
    orderStatus: { before: order.status, after: orderAfter },
    notice: { kind: "rejected", returnNumber, note: decisionNote },
  };
}

/** Marks the approved return's goods received at the store. */
export async function receiveReturn(tx: Executor, returnNumber: string, context: DeskContext): Promise<ReturnChange> {
  const { request } = await lockedForReturnMove(tx, returnNumber, "received", context);
  const after = await updateReturn(tx, request.id, { status: "received", receivedAt: new Date() });
  return { before: returnSnapshotOf(request), after: returnSnapshotOf(after) };
}
