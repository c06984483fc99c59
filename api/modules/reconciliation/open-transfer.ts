import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { bankTransfers, orders, type BankTransferRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";

/** Who decides about a transfer (null: a tool), and in which language a refusal is written. */
export interface Decider {
  staffId: string | null;
  locale: ApiLocale;
}

/** What the audit entry keeps of a transfer before and after a decision. */
export type TransferSnapshot = Pick<
  BankTransferRow,
  "id" | "status" | "suggestedOrderId" | "suggestionRule" | "suggestionScore" | "matchedOrderId" | "ignoredReason" | "decidedBy"
> & { decidedAt: string | null };

export const snapshotOf = (row: BankTransferRow): TransferSnapshot => ({
  id: row.id,
  status: row.status,
  suggestedOrderId: row.suggestedOrderId,
  suggestionRule: row.suggestionRule,
  suggestionScore: row.suggestionScore,
  matchedOrderId: row.matchedOrderId,
  ignoredReason: row.ignoredReason,
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/**
 * The transfer, locked for the caller's transaction, when it may still be decided: 404 when there is none, 409 when
 * it is already matched (its money is recorded on an order; undoing that is the order's business, not this list's).
 */
export async function lockOpenTransfer(tx: Transaction, transferId: number, locale: ApiLocale): Promise<BankTransferRow> {
  const [transfer] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, transferId)).for("update");
  if (!transfer) throw new AppError(404, text("reconciliation.transferNotFound", locale));
  if (transfer.matchedOrderId !== null) {
    const [order] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, transfer.matchedOrderId));
    throw new AppError(
      409,
      text("reconciliation.alreadyMatched", locale, { orderNumber: order?.orderNumber ?? String(transfer.matchedOrderId) }),
    );
  }
  return transfer;
}
