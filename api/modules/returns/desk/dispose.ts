import { and, eq, sql } from "drizzle-orm";
import type { ReturnDisposition } from "@contract/api/returns/values";
import type { Executor } from "../../../db/client";
import { orderLines, returnRequestLines, variants } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import { text } from "../../../lib/messages";
import type { DeskContext } from "../../orders/desk/locked-order";
import { lockedReturn } from "./locked-return";

// What becomes of a received return's goods, line by line (docs/decisions/039-returns-desk.md): back in stock (the
// part's stock grows by the returned quantity) or written off with a reason. Each line is settled once, whole.

export interface LineSnapshot {
  lineNumber: number;
  quantity: number;
  disposition: ReturnDisposition | null;
  dispositionNote: string | null;
  /** The part's stock, for a line put back. */
  stock?: number;
}

export interface LineDisposed {
  before: LineSnapshot;
  after: LineSnapshot;
}

export interface DispositionInput {
  lineNumber: number;
  disposition: ReturnDisposition;
  /** Why the goods are written off; needed for a write-off only. */
  reason?: string | null;
}

export async function disposeReturnLine(
  tx: Executor,
  returnNumber: string,
  input: DispositionInput,
  context: DeskContext,
): Promise<LineDisposed> {
  const { locale } = context;
  const note = input.reason?.trim() || null;
  if (input.disposition === "written_off" && !note)
    throw new AppError(400, text("returnDesk.writeOffReasonNeeded", locale), [
      { field: "reason", message: text("returnDesk.writeOffReasonNeeded", locale) },
    ]);
  const { order, request } = await lockedReturn(tx, returnNumber, context);
  if (request.status !== "received" && request.status !== "refunded") throw new AppError(409, text("returnDesk.notReceived", locale));
  const [line] = await tx
    .select({ returned: returnRequestLines, variantId: orderLines.variantId })
    .from(returnRequestLines)
    .innerJoin(orderLines, and(eq(orderLines.orderId, order.id), eq(orderLines.lineNumber, returnRequestLines.orderLineNumber)))
    .where(and(eq(returnRequestLines.returnRequestId, request.id), eq(returnRequestLines.orderLineNumber, input.lineNumber)));
  if (!line) throw new AppError(404, text("returnDesk.lineNotFound", locale, { lineNumber: input.lineNumber }));
  if (line.returned.disposition) throw new AppError(409, text("returnDesk.lineSettled", locale, { lineNumber: input.lineNumber }));

  const snapshot = (disposition: ReturnDisposition | null, dispositionNote: string | null): LineSnapshot => ({
    lineNumber: input.lineNumber,
    quantity: line.returned.quantity,
    disposition,
    dispositionNote,
  });
  const before = snapshot(null, null);
  const after = snapshot(input.disposition, input.disposition === "written_off" ? note : null);
  if (input.disposition === "restocked") {
    // The order line keeps its own copy of the part; one no longer in the catalog cannot take stock back.
    const [stocked] = await tx
      .update(variants)
      .set({ totalStock: sql`${variants.totalStock} + ${line.returned.quantity}` })
      .where(eq(variants.id, line.variantId))
      .returning({ stock: variants.totalStock });
    if (!stocked) throw new AppError(409, text("returnDesk.partGone", locale));
    before.stock = stocked.stock - line.returned.quantity;
    after.stock = stocked.stock;
  }
  await tx
    .update(returnRequestLines)
    .set({ disposition: input.disposition, dispositionNote: after.dispositionNote, disposedAt: new Date() })
    .where(and(eq(returnRequestLines.returnRequestId, request.id), eq(returnRequestLines.orderLineNumber, input.lineNumber)));
  return { before, after };
}
