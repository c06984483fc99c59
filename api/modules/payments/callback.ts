import { and, eq } from "drizzle-orm";
import type { PaymentFailureEffect } from "@contract/api/orders/values";
import type { CallbackOutcome } from "@contract/api/payments/card";
import type { Database, Executor } from "../../db/client";
import { orders, payments, type PaymentRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { failPayment } from "../orders/cancel";
import { emptyOrderedLines } from "../orders/ordered-lines";
import type { InvoiceSettings } from "../invoices/settings";
import { lockOrder, markPaid } from "../orders/status";
import type { CallbackResult, PaymentProvider } from "./provider";

/**
 * Why a payment failed, told as what its failure did: a card order's was cancelled (the cart as it was), an EFT
 * order's payment by card left the order awaiting its transfer.
 */
const FAILURE_TEXT = {
  cancel_order: {
    declined: "orders.cardDeclined",
    timeout: "orders.cardTimeout",
    verification: "orders.cardVerificationFailed",
    orderClosed: "orders.paymentExpired",
  },
  keep_order: {
    declined: "orders.cardDeclinedOrderKept",
    timeout: "orders.cardTimeoutOrderKept",
    verification: "orders.cardVerificationFailedOrderKept",
    orderClosed: "orders.cardOrderClosed",
  },
} as const satisfies Record<PaymentFailureEffect, Record<string, string>>;

/**
 * A provider's callback, trusted only once the provider has verified it (a signature, iyzico's own answer): the
 * payment is found by the provider's id and must be for the amount and currency it says. Applied once, under the
 * order's row lock: a captured payment marks the order paid and empties the cart's ordered lines; a refused one does
 * what the payment's `onFailure` says (a card order is cancelled, its stock given back and the cart as it was; an EFT
 * order paid by card instead stays as it was). A replay (the browser's back button, a
 * provider's retry) answers the outcome already recorded. `onCaptured` runs once the capture is committed, only for the
 * callback that made it.
 */
export async function applyCallback(
  db: Database,
  provider: PaymentProvider,
  fields: Record<string, string>,
  locale: ApiLocale,
  invoicing: InvoiceSettings,
  onCaptured: (orderId: number) => Promise<void> = async () => undefined,
): Promise<CallbackOutcome> {
  // Asked before the transaction: a provider that checks with its server holds no connection or row lock meanwhile.
  const result = await provider.verifyCallback(fields, locale);
  if (!result) throw new AppError(400, text("orders.badSignature", locale));
  let capturedNow: number | null = null;
  const answer = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider.name), eq(payments.providerPaymentId, result.providerPaymentId)));
    if (!payment) throw new AppError(404, text("orders.unknownPayment", locale));
    const order = await lockOrder(tx, payment.orderId);
    if (!order) throw new AppError(404, text("orders.unknownPayment", locale));
    const language = order.languageCode;
    if (result.amount !== payment.amount || result.currency !== payment.currencyCode)
      throw new AppError(400, text("orders.badSignature", language));
    // Read again under the lock: a concurrent replay may have settled it while this one waited.
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    const outcome = (status: "captured" | "failed", reason: string | null): CallbackOutcome => ({
      orderNumber: order.orderNumber,
      status,
      message: reason,
      languageCode: language,
      onFailure: payment.onFailure,
    });
    if (current.status === "captured") return outcome("captured", null);
    if (current.status === "failed") return outcome("failed", current.failureReason);
    if (order.status !== "awaiting_payment") {
      // The order expired, was cancelled, or was paid by transfer while the buyer was at the bank: the money is not taken.
      const reason = text(FAILURE_TEXT[payment.onFailure].orderClosed, language);
      await failPayment(tx, order, payment, reason);
      return outcome("failed", reason);
    }
    if (result.kind === "captured") capturedNow = order.id;
    return settle(tx, result, payment, order, language, outcome, invoicing);
  });
  // Once committed, and only by the callback that captured it (a replay answers without): the confirmation mail.
  if (capturedNow !== null) await onCaptured(capturedNow);
  return answer;
}

async function settle(
  tx: Executor,
  result: CallbackResult,
  payment: PaymentRow,
  order: NonNullable<Awaited<ReturnType<typeof lockOrder>>>,
  language: ApiLocale,
  outcome: (status: "captured" | "failed", reason: string | null) => CallbackOutcome,
  invoicing: InvoiceSettings,
) {
  const completedAt = new Date();
  if (result.kind === "captured") {
    await tx
      .update(payments)
      .set({ status: "captured", cardSummary: result.cardSummary, captureDetails: result.capture, completedAt })
      .where(eq(payments.id, payment.id));
    // An EFT order paid by card instead becomes a card order with the payment's charge (invoiced as one, below); its
    // cart gave up the ordered lines when it was placed. A card order kept them until now.
    if (payment.cardCharge)
      await tx.update(orders).set({ paymentType: "pos", cardCharge: payment.cardCharge }).where(eq(orders.id, order.id));
    else await emptyOrderedLines(tx, order.cartId, order.id);
    await markPaid(tx, order, invoicing, payment.cardCharge ? text("orders.paidByCardInstead", order.languageCode) : null);
    return outcome("captured", null);
  }
  const reason = text(FAILURE_TEXT[payment.onFailure][result.reason], language);
  await failPayment(tx, order, payment, reason);
  return outcome("failed", reason);
}
