import { randomBytes } from "node:crypto";
import { isSignedSandboxResult, sandboxToken, type SandboxResult } from "@contract/payments/sandbox-bank";
import { pathFor } from "@contract/paths";
import { AppError } from "../../lib/errors";
import { text } from "../../lib/messages";
import { centsText, roundToCents, toMicro } from "../../lib/money";
import type { InstallmentOption, PaymentProvider, PaymentRequest } from "./provider";

// The built-in sandbox provider: it behaves like a 3-D Secure gateway (a challenge page on its own path, test cards
// that succeed, fail or time out, a signed callback) so that `npm start` can take a card payment. Its page is served
// by the storefront (app/features/payments/routes/sandbox-bank.tsx) with the same secret; the messages between the two, and the
// test cards, are contract/payments/sandbox-bank.ts.

/**
 * The sandbox's installment commission, in percent of the amount per count, the same for every card (a BIN changes
 * nothing here): the fixed table docs/decisions/033-card-payments-in-lira.md documents.
 */
const SANDBOX_INSTALLMENTS: ReadonlyArray<Omit<InstallmentOption, "total">> = [
  { count: 1, ratePercent: "0.00" },
  { count: 2, ratePercent: "2.10" },
  { count: 3, ratePercent: "3.20" },
  { count: 6, ratePercent: "6.40" },
  { count: 9, ratePercent: "9.60" },
  { count: 12, ratePercent: "12.80" },
];

/** Without a secret nothing can be signed: starting a card payment answers 503 and no callback verifies. */
export function sandboxProvider(secret: string | undefined): PaymentProvider {
  return {
    name: "sandbox",
    available: Boolean(secret),
    async start(request: PaymentRequest) {
      if (!secret) throw new AppError(503, text("orders.cardUnavailable", request.languageCode));
      const providerPaymentId = `sbx_${randomBytes(12).toString("hex")}`;
      const token = sandboxToken(secret, {
        paymentId: providerPaymentId,
        orderNumber: request.orderNumber,
        amount: request.amount,
        currency: request.currency,
        installments: request.installments,
        languageCode: request.languageCode,
        callbackPath: request.callbackPath,
        expiresAt: Date.now() + 30 * 60 * 1000,
      });
      return { providerPaymentId, redirectUrl: pathFor("sandboxBank", request.languageCode, {}, { token }) };
    },
    async verifyCallback(fields) {
      if (!secret || !isSignedSandboxResult(secret, fields)) return null;
      const { paymentId, status, amount, currency, cardLast4 } = fields as SandboxResult;
      if (status === "success")
        return {
          kind: "captured",
          providerPaymentId: paymentId,
          amount,
          currency,
          cardSummary: cardLast4 ? `**** ${cardLast4}` : null,
          capture: null,
        };
      const reason = status === "timeout" ? "timeout" : status === "verification" ? "verification" : "declined";
      return { kind: "failed", providerPaymentId: paymentId, amount, currency, reason };
    },
    async installments({ amount }) {
      const micro = toMicro(amount);
      // 100 % in micro-units is 100_000_000: the amount times (100 % + the rate), rounded once to cents.
      return SANDBOX_INSTALLMENTS.map((option) => ({
        ...option,
        total: centsText(roundToCents((micro * (100_000_000n + toMicro(option.ratePercent))) / 100_000_000n)),
      }));
    },
    /**
     * Refunds as a gateway would, without a bank behind it: the refund's row is the record. Its one rule, as real
     * gateways have it: more than the payment took, or in another currency, is refused (docs/decisions/037-orders-desk.md).
     */
    async refund({ payment, amount, currency, languageCode }) {
      if (!secret) throw new AppError(503, text("orders.cardUnavailable", languageCode));
      if (currency !== payment.currencyCode || toMicro(amount) > toMicro(payment.amount))
        return { status: "failed", reason: text("orderDesk.refundOverPayment", languageCode), providerRefundId: null };
      return { status: "succeeded", providerRefundId: `sbr_${randomBytes(12).toString("hex")}` };
    },
  };
}
