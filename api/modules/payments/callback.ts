import { and, eq } from "drizzle-orm";
import type { CallbackOutcome } from "@contract/api/payments/card";
import type { Database, Executor } from "../../db/client";
import { payments } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { emptyOrderedLines } from "../orders/ordered-lines";
import type { InvoiceSettings } from "../invoices/settings";
import { lockOrder, markPaid, moveOrder, releaseStock } from "../orders/status";
import type { CallbackResult, PaymentProvider } from "./provider";

const FAILURE_TEXT = {
  declined: "orders.cardDeclined",
  timeout: "orders.cardTimeout",
  verification: "orders.cardVerificationFailed",
} as const;

/**
 * A provider's callback, trusted only once the provider has verified it (a signature, iyzico's own answer): the
 * payment is found by the provider's id and must be for the amount and currency it says. Applied once, under the
 * order's row lock: a captured payment marks the order paid and empties the cart's ordered lines; a refused one
 * cancels the order, gives its stock back and leaves the cart as it was. A replay (the browser's back button, a
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
    });
    if (current.status === "captured") return outcome("captured", null);
    if (current.status === "failed") return outcome("failed", current.failureReason);
    if (order.status !== "awaiting_payment") {
      // The order expired (or was cancelled) while the buyer was at the bank: the money is not taken.
      const reason = text("orders.paymentExpired", language);
      await tx
        .update(payments)
        .set({ status: "failed", failureReason: reason, completedAt: new Date() })
        .where(eq(payments.id, payment.id));
      return outcome("failed", reason);
    }
    if (result.kind === "captured") capturedNow = order.id;
    return settle(tx, result, payment.id, order, language, outcome, invoicing);
  });
  // Once committed, and only by the callback that captured it (a replay answers without): the confirmation mail.
  if (capturedNow !== null) await onCaptured(capturedNow);
  return answer;
}

async function settle(
  tx: Executor,
  result: CallbackResult,
  paymentId: string,
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
      .where(eq(payments.id, paymentId));
    await markPaid(tx, order, invoicing);
    await emptyOrderedLines(tx, order.cartId, order.id);
    return outcome("captured", null);
  }
  const reason = text(FAILURE_TEXT[result.reason], language);
  await tx.update(payments).set({ status: "failed", failureReason: reason, completedAt }).where(eq(payments.id, paymentId));
  await moveOrder(tx, order, "cancelled", reason);
  await releaseStock(tx, order.id);
  return outcome("failed", reason);
}
