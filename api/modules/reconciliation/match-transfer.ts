import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { bankTransfers, orders, type BankTransferRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { text } from "../../lib/messages";
import { normalReference } from "../orders/desk/transfers";
import { lockOpenTransfer, snapshotOf, type Decider, type TransferSnapshot } from "./open-transfer";

/** What the caller passes to the orders desk's `confirmTransfer` to record the money on the order, in the same transaction. */
export interface TransferForOrder {
  orderId: number;
  orderNumber: string;
  amount: string;
  currency: string;
  receivedOn: string;
  /** The bank's reference, spaces collapsed and upper-cased; a transfer without one is named by its line here. */
  bankReference: string;
  note: string | null;
}

export interface MatchedTransfer {
  before: TransferSnapshot;
  after: TransferSnapshot;
  transfer: TransferForOrder;
}

const bankReferenceOf = (row: BankTransferRow) => (row.reference ? normalReference(row.reference) : "") || `BANK-LINE-${row.id}`;

async function matchTo(tx: Transaction, transfer: BankTransferRow, orderId: number, decider: Decider): Promise<MatchedTransfer> {
  const [order] = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status, currency: orders.currencyCode })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new AppError(404, text("reconciliation.orderNotFound", decider.locale));
  if (order.status !== "awaiting_payment") {
    throw new AppError(409, text("reconciliation.notAwaitingPayment", decider.locale, { orderNumber: order.orderNumber }));
  }
  // The orders desk records a transfer in the order's currency only (confirmTransfer): said here, before the match.
  if (transfer.currencyCode !== order.currency) {
    const values = { orderNumber: order.orderNumber, transferCurrency: transfer.currencyCode, orderCurrency: order.currency };
    throw new AppError(409, text("reconciliation.currencyDiffers", decider.locale, values));
  }
  const [matched] = await tx
    .update(bankTransfers)
    .set({
      status: "matched",
      matchedOrderId: order.id,
      ignoredReason: null,
      decidedBy: decider.staffId,
      decidedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(bankTransfers.id, transfer.id))
    .returning();
  return {
    before: snapshotOf(transfer),
    after: snapshotOf(matched),
    transfer: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      amount: matched.amount,
      currency: matched.currencyCode,
      receivedOn: matched.bookedOn,
      bankReference: bankReferenceOf(matched),
      note: matched.description || null,
    },
  };
}

/**
 * A person confirms the order suggested for a transfer: `orderId` is the suggestion they saw, so a suggestion that
 * changed meanwhile is a 409, not a match to an order they did not see. The order must still await payment.
 */
export async function confirmMatch(tx: Transaction, transferId: number, orderId: number, decider: Decider): Promise<MatchedTransfer> {
  const transfer = await lockOpenTransfer(tx, transferId, decider.locale);
  if (transfer.status !== "suggested" || transfer.suggestedOrderId !== orderId) {
    throw new AppError(409, text("reconciliation.suggestionChanged", decider.locale));
  }
  return matchTo(tx, transfer, orderId, decider);
}

/** A person matches a transfer to an order of their choice: one without a suggestion, a wrong suggestion, or one set aside. */
export async function reassign(tx: Transaction, transferId: number, orderId: number, decider: Decider): Promise<MatchedTransfer> {
  const transfer = await lockOpenTransfer(tx, transferId, decider.locale);
  return matchTo(tx, transfer, orderId, decider);
}
