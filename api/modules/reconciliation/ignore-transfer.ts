import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { bankTransfers } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { text } from "../../lib/messages";
import { lockOpenTransfer, snapshotOf, type Decider, type TransferSnapshot } from "./open-transfer";

const REASON_MAX = 500;

/**
 * Sets a transfer aside with why (a refund from a supplier, a transfer between the store's own accounts): it leaves the
 * list of open transfers and is never suggested again. It may still be matched to an order later.
 */
export async function ignore(
  tx: Transaction,
  transferId: number,
  reason: string,
  decider: Decider,
): Promise<{ before: TransferSnapshot; after: TransferSnapshot }> {
  const why = reason.replace(/\s+/g, " ").trim().slice(0, REASON_MAX);
  if (!why) {
    const message = text("reconciliation.reasonRequired", decider.locale);
    throw new AppError(400, message, [{ field: "reason", message }]);
  }
  const transfer = await lockOpenTransfer(tx, transferId, decider.locale);
  const [ignored] = await tx
    .update(bankTransfers)
    .set({
      status: "ignored",
      suggestedOrderId: null,
      suggestionRule: null,
      suggestionScore: null,
      ignoredReason: why,
      decidedBy: decider.staffId,
      decidedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(bankTransfers.id, transfer.id))
    .returning();
  return { before: snapshotOf(transfer), after: snapshotOf(ignored) };
}
