import { and, eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { orderRefunds, orderTransfers, payments, type OrderRefundRow, type OrderRow } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import { text } from "../../../lib/messages";
import { checkIban } from "../../payments/iban";
import { cancelLocked } from "../cancel";
import { lockedForMove, snapshotOf, type DeskContext } from "./locked-order";
import type { DeskChange } from "./fulfilment";
import type { RefundNotice } from "./mails";
import { transferStanding } from "./transfers";

// The staff's cancel (docs/decisions/037-orders-desk.md): the buyer's cancel (orders/cancel.ts) undoes the stock and a
// net-term charge; here the money received is also given back. A card's refund is only recorded here, `pending`: the
// provider is asked by sendRefund (desk/refund.ts) after this transaction commits, so no provider call holds the
// order's row lock (docs/decisions/017-orders.md). An EFT's refund is a bank transfer the staff make to the IBAN given.

export interface StaffCancelInput {
  reason: string;
  /** Where the money of an EFT order goes back to; needed once any transfer was received for it. */
  refundTo?: { iban: string; accountHolder: string } | null;
}

export interface OrderCancelled extends DeskChange {
  /** The refund recorded: a card's to send (`pending`), an IBAN's `recorded`; null when nothing was received. */
  refund: OrderRefundRow | null;
}

export async function cancelOrder(tx: Executor, orderId: number, input: StaffCancelInput, context: DeskContext): Promise<OrderCancelled> {
  const reason = input.reason.trim();
  if (!reason) throw new AppError(400, text("orderDesk.reasonNeeded", context.locale));
  const order = await lockedForMove(tx, orderId, "cancelled", context);
  const owed = await refundOwed(tx, order, reason, input, context);
  if (order.paymentType === "pos") {
    // A buyer still at the bank: the payment is failed, so that a late callback captures nothing.
    await tx
      .update(payments)
      .set({ status: "failed", failureReason: reason, completedAt: new Date() })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")));
  }
  await cancelLocked(tx, order, reason, order.languageCode);
  const [refund] = owed ? await tx.insert(orderRefunds).values(owed).returning() : [null];
  return {
    before: snapshotOf(order),
    after: { ...snapshotOf(order), status: "cancelled" },
    refund,
    notice: { kind: "cancelled", orderId: order.id, reason, refund: refundNotice(order, refund) },
  };
}

/** What must go back, as the refund's row: the captured card payment whole, or every transfer received. */
async function refundOwed(tx: Executor, order: OrderRow, reason: string, input: StaffCancelInput, { locale }: DeskContext) {
  if (order.paymentType === "pos") {
    const [captured] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "captured")));
    if (!captured) return null;
    return {
      orderId: order.id,
      method: "card" as const,
      paymentId: captured.id,
      provider: captured.provider,
      amount: captured.amount,
      currencyCode: captured.currencyCode,
      reason,
      status: "pending" as const,
    };
  }
  if (order.paymentType !== "eft") return null;
  const transfers = await tx.select({ amount: orderTransfers.amount }).from(orderTransfers).where(eq(orderTransfers.orderId, order.id));
  const { received } = transferStanding(
    order.total,
    transfers.map((row) => row.amount),
  );
  if (!transfers.length) return null;
  const holder = input.refundTo?.accountHolder.trim();
  if (!input.refundTo || !holder) throw new AppError(400, text("orderDesk.ibanNeeded", locale));
  const iban = checkIban(input.refundTo.iban);
  if (!iban.valid) throw new AppError(400, text("orderDesk.ibanInvalid", locale));
  return {
    orderId: order.id,
    method: "iban" as const,
    provider: "bank",
    amount: received,
    currencyCode: order.currencyCode,
    reason,
    status: "recorded" as const,
    iban: iban.iban,
    accountHolder: holder,
    completedAt: new Date(),
  };
}

/** What the cancellation mail tells of the money: a card or IBAN refund, a net-term charge reversed, or nothing. */
function refundNotice(order: OrderRow, refund: OrderRefundRow | null): RefundNotice | null {
  if (refund) {
    return {
      method: refund.method,
      amount: refund.amount,
      currency: refund.currencyCode,
      ibanEnding: refund.iban?.slice(-4) ?? null,
      accountHolder: refund.accountHolder,
    };
  }
  if (order.paymentType === "net" && order.status !== "awaiting_payment")
    return { method: "account", amount: order.total, currency: order.currencyCode, ibanEnding: null, accountHolder: null };
  return null;
}
