import countries from "i18n-iso-countries";
import { UNKNOWN_PERSON_IDENTITY_NUMBER } from "@contract/identity-number";
import Iyzipay from "iyzipay";
import type { z } from "zod";
import type { CheckoutAddress } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { centsText, roundToCents, toMicro } from "../../lib/money";
import { isoDay } from "../carts/export-content";
import {
  cancelAnswer,
  centsOf,
  checkoutFormResult,
  checkoutFormStarted,
  installmentTable,
  isSignedByIyzico,
  refundAnswer,
  refusal,
  signedAmountText,
} from "./iyzico-answers";
import type { InstallmentOption, PaymentProvider, PaymentRequest, RefundRequest, RefundResult } from "./provider";

// iyzico's hosted Checkout Form (docs/decisions/018-iyzico.md): the buyer types the card on iyzico's page, which does
// 3-D Secure and posts a token back to the storefront; the result is then asked of iyzico server to server, so the
// browser's post is never believed on its own.

export interface IyzicoSettings {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
  /** The storefront's public address: iyzico's page sends the buyer back to a path under it. */
  storefrontUrl: string;
}

/**
 * The package has no timeout of its own. Placing a card order waits for the checkout form inside its transaction, so
 * the wait is kept below the storefront's API_TIMEOUT_MS (10 s).
 */
const IYZICO_TIMEOUT_MS = 8000;
/** iyzico's general "system error" codes: a failure of iyzico's, not an answer about the payment. */
const SYSTEM_ERRORS = new Set(["1", "2"]);
/** The checkout form's tokens are UUIDs; anything else is refused without asking iyzico. */
const TOKEN = /^[A-Za-z0-9-]{8,100}$/;

type Logger = { warn(details: object, message: string): void };

export function iyzicoProvider(settings: IyzicoSettings, log: Logger): PaymentProvider {
  const client = new Iyzipay({ apiKey: settings.apiKey, secretKey: settings.secretKey, uri: settings.baseUrl });
  const unavailable = (languageCode: ApiLocale) => new AppError(503, text("orders.cardUnavailable", languageCode));

  /** One call to iyzico: its answer, or a 503 when iyzico does not answer in time or cannot be reached. */
  const ask = (call: string, send: (answer: Iyzipay.Answer) => void, languageCode: ApiLocale) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        log.warn({ call }, "iyzico did not answer in time");
        reject(unavailable(languageCode));
      }, IYZICO_TIMEOUT_MS);
      send((error, answer) => {
        clearTimeout(timer);
        if (!error) return resolve(answer);
        log.warn({ call, err: error }, "iyzico could not be reached");
        reject(unavailable(languageCode));
      });
    });

  /** An answer of the expected shape; a refusal (logged with iyzico's error) or anything else is a 503. */
  const understood = <Schema extends z.ZodType>(
    call: string,
    answer: unknown,
    schema: Schema,
    languageCode: ApiLocale,
  ): z.output<Schema> => {
    const parsed = schema.safeParse(answer);
    if (parsed.success) return parsed.data;
    const refused = refusal.safeParse(answer);
    if (refused.success) log.warn({ call, ...refused.data }, "iyzico refused the call");
    else log.warn({ call, issues: parsed.error.issues.slice(0, 3) }, "iyzico's answer was not understood");
    throw unavailable(languageCode);
  };

  return {
    name: "iyzico",
    available: true,

    async start(request) {
      const form = checkoutForm(request, settings.storefrontUrl);
      const answer = await ask("checkoutFormInitialize", (done) => client.checkoutFormInitialize.create(form, done), request.languageCode);
      const refused = refusal.safeParse(answer);
      if (refused.success) {
        // Usually a field of the order iyzico will not take (an identity number, an address): its code helps support.
        log.warn({ orderNumber: request.orderNumber, ...refused.data }, "iyzico refused the checkout form");
        throw new AppError(503, text("orders.cardRefusedByProvider", request.languageCode, { code: refused.data.errorCode ?? "?" }));
      }
      const started = understood("checkoutFormInitialize", answer, checkoutFormStarted, request.languageCode);
      if (!isSignedByIyzico(settings.secretKey, [started.conversationId, started.token], started.signature)) {
        log.warn({ orderNumber: request.orderNumber }, "iyzico's checkout form answer has a wrong signature");
        throw unavailable(request.languageCode);
      }
      return { providerPaymentId: started.token, redirectUrl: started.paymentPageUrl };
    },

    async verifyCallback(fields, languageCode) {
      const token = fields.token;
      if (!token || !TOKEN.test(token)) return null;
      const answer = await ask("checkoutForm", (done) => client.checkoutForm.retrieve({ locale: languageCode, token }, done), languageCode);
      const refused = refusal.safeParse(answer);
      if (refused.success) {
        // A token iyzico does not know (or one of another merchant) is refused; iyzico's own failure may be retried.
        if (SYSTEM_ERRORS.has(refused.data.errorCode ?? "")) throw unavailable(languageCode);
        return null;
      }
      const result = understood("checkoutForm", answer, checkoutFormResult, languageCode);
      const signed = [
        result.paymentStatus,
        result.paymentId,
        result.currency,
        result.basketId,
        result.conversationId,
        signedAmountText(result.paidPrice),
        signedAmountText(result.price),
        result.token,
      ];
      if (!isSignedByIyzico(settings.secretKey, signed, result.signature) || result.token !== token) {
        log.warn({ token }, "iyzico's checkout form result has a wrong signature or token");
        return null;
      }
      const paid = {
        providerPaymentId: token,
        amount: centsOf(result.paidPrice ?? ""),
        currency: result.currency ?? "",
      };
      if (result.paymentStatus === "SUCCESS")
        return {
          kind: "captured",
          ...paid,
          cardSummary: result.lastFourDigits ? `**** ${result.lastFourDigits}` : null,
          // Kept for a refund: iyzico cancels by the payment's id and refunds by each item's transaction id.
          capture: result.paymentId
            ? {
                paymentId: result.paymentId,
                transactions: (result.itemTransactions ?? []).map((item) => ({
                  id: item.paymentTransactionId,
                  paidPrice: centsOf(item.paidPrice),
                })),
              }
            : null,
        };
      // Still in 3-D Secure (INIT_THREEDS, CALLBACK_THREEDS): an early post must not cancel a payment that may yet succeed.
      if (result.paymentStatus !== "FAILURE") return null;
      return { kind: "failed", ...paid, reason: "declined" };
    },

    async installments({ amount, currency, languageCode, bin }) {
      const answer = await ask(
        "installmentInfo",
        (done) => client.installmentInfo.retrieve({ locale: languageCode, price: amount, currency, binNumber: bin }, done),
        languageCode,
      );
      return installmentOptions(amount, understood("installmentInfo", answer, installmentTable, languageCode));
    },

    /**
     * A whole payment captured on the store's day is cancelled (it never reaches the card's statement); anything else,
     * or a cancel the bank refuses, is refunded item transaction by item transaction (docs/decisions/037-orders-desk.md).
     */
    async refund(request) {
      const { payment, amount, currency, languageCode } = request;
      const capture = payment.captureDetails;
      const refused = (reason: string, done: string[] = []): RefundResult => ({
        status: "failed",
        reason,
        providerRefundId: done.length ? done.join(",") : null,
      });
      if (!capture) return refused(text("orderDesk.refundNotPossible", languageCode));
      if (currency !== payment.currencyCode || toMicro(amount) > toMicro(payment.amount))
        return refused(text("orderDesk.refundOverPayment", languageCode));
      const whole = toMicro(amount) === toMicro(payment.amount);
      if (whole && payment.completedAt && isoDay(payment.completedAt) === isoDay(new Date())) {
        const cancelled = await cancelPayment(request, capture.paymentId);
        if (cancelled) return cancelled;
      }
      let left = toMicro(amount);
      const done: string[] = [];
      for (const transaction of capture.transactions) {
        if (left <= 0n) break;
        const share = left < toMicro(transaction.paidPrice) ? left : toMicro(transaction.paidPrice);
        const answer = await refundTransaction(request, transaction.id, centsText(share));
        if (answer.status === "failed") return refused(answer.reason, done);
        done.push(transaction.id);
        left -= share;
      }
      // Without the items' transactions (a capture answer that listed none) only the same day's cancel was possible.
      if (left > 0n) return refused(text(done.length ? "orderDesk.refundOverPayment" : "orderDesk.refundNotPossible", languageCode), done);
      return { status: "succeeded", providerRefundId: done.join(",") };
    },
  };

  /** iyzico's refusal of a cancel or refund as a failed result; its own system errors are a 503, to be sent again. */
  function refusedByIyzico(call: string, answer: unknown, languageCode: ApiLocale): RefundResult | null {
    const refused = refusal.safeParse(answer);
    if (!refused.success) return null;
    log.warn({ call, ...refused.data }, "iyzico refused the call");
    if (SYSTEM_ERRORS.has(refused.data.errorCode ?? "")) throw unavailable(languageCode);
    return {
      status: "failed",
      reason: text("orderDesk.refundRefused", languageCode, { code: refused.data.errorCode ?? "?" }),
      providerRefundId: null,
    };
  }

  /** The cancel of the whole payment; null when iyzico refuses it (the bank's day has closed), so that it is refunded instead. */
  async function cancelPayment(request: RefundRequest, paymentId: string): Promise<RefundResult | null> {
    const { languageCode } = request;
    const answer = await ask(
      "cancel",
      (done) =>
        client.cancel.create(
          {
            locale: languageCode,
            conversationId: request.reference,
            paymentId,
            ip: request.ip,
            reason: "other",
            description: request.reason,
          },
          done,
        ),
      languageCode,
    );
    if (refusedByIyzico("cancel", answer, languageCode)) return null;
    const cancelled = understood("cancel", answer, cancelAnswer, languageCode);
    if (cancelled.paymentId !== paymentId || (cancelled.currency && cancelled.currency !== request.currency)) {
      log.warn({ paymentId }, "iyzico's cancel answer names another payment");
      throw unavailable(languageCode);
    }
    return { status: "succeeded", providerRefundId: paymentId };
  }

  /** The refund of `price` of one item transaction, its answer's signature and figures checked. */
  async function refundTransaction(request: RefundRequest, transactionId: string, price: string): Promise<RefundResult> {
    const { languageCode } = request;
    const answer = await ask(
      "refund",
      (done) =>
        client.refund.create(
          {
            locale: languageCode,
            conversationId: request.reference,
            paymentTransactionId: transactionId,
            price,
            currency: request.currency,
            ip: request.ip,
            reason: "other",
            description: request.reason,
          },
          done,
        ),
      languageCode,
    );
    const refused = refusedByIyzico("refund", answer, languageCode);
    if (refused) return refused;
    const refunded = understood("refund", answer, refundAnswer, languageCode);
    const signed = [refunded.paymentId, signedAmountText(refunded.price), refunded.currency, refunded.conversationId];
    if (
      !isSignedByIyzico(settings.secretKey, signed, refunded.signature) ||
      refunded.paymentTransactionId !== transactionId ||
      centsOf(refunded.price) !== price
    ) {
      log.warn({ transactionId }, "iyzico's refund answer has a wrong signature or figures");
      throw unavailable(languageCode);
    }
    return { status: "succeeded", providerRefundId: transactionId };
  }
}

/** The checkout form for one order: one basket item for the whole order, the buyer and both addresses as it recorded them. */
function checkoutForm(request: PaymentRequest, storefrontUrl: string): Iyzipay.CheckoutFormInitializeRequest {
  const { buyer, billingAddress: billing } = request;
  return {
    locale: request.languageCode,
    conversationId: request.orderNumber,
    // The order's price, and what the card pays: the price with the installment commission the buyer confirmed
    // (docs/decisions/033-card-payments-in-lira.md).
    price: request.base,
    paidPrice: request.amount,
    currency: request.currency,
    basketId: request.orderNumber,
    paymentGroup: "PRODUCT",
    callbackUrl: `${storefrontUrl.replace(/\/+$/, "")}${request.callbackPath}`,
    // The count chosen at checkout is the only one the form offers: the order was confirmed with it.
    enabledInstallments: [request.installments],
    buyer: {
      id: buyer.id,
      name: billing.firstName,
      surname: billing.lastName,
      email: buyer.email,
      // iyzico requires one: a buyer who gave none is named by the stand-in their invoice carries (decision 035).
      identityNumber: buyer.identityNumber ?? UNKNOWN_PERSON_IDENTITY_NUMBER,
      gsmNumber: `${billing.phoneCountryCode}${billing.phone.replace(/\D/g, "")}`,
      registrationAddress: billing.addressLine,
      ip: buyer.ip,
      city: billing.cityName,
      country: countryName(billing.countryCode),
      zipCode: billing.zipCode ?? undefined,
    },
    billingAddress: address(billing),
    shippingAddress: address(request.shippingAddress),
    // The items must add up to the price to the cent; the order's lines, VAT and shipping stay on the order, and one
    // item of the order's total in TRY is the price (the commission is the paid price's part above it).
    basketItems: [
      {
        id: request.orderNumber,
        name: request.orderNumber,
        category1: "Electronic components",
        itemType: "PHYSICAL",
        price: request.base,
      },
    ],
  };
}

const countryName = (code: string) => countries.getName(code, "en") ?? code;

const address = (value: CheckoutAddress): Iyzipay.Address => ({
  contactName: `${value.firstName} ${value.lastName}`,
  city: value.cityName,
  country: countryName(value.countryCode),
  address: [value.companyName, value.addressLine, value.townName].filter(Boolean).join(", "),
  zipCode: value.zipCode ?? undefined,
});

/**
 * Without a BIN iyzico answers one table per card family: each count shows the most any family charges, so the figure
 * shown is never below what the card's bank would ask. With a BIN the table is that card's alone.
 */
function installmentOptions(amount: string, table: z.output<typeof installmentTable>): InstallmentOption[] {
  const highest = new Map<number, bigint>();
  for (const detail of table.installmentDetails)
    for (const price of detail.installmentPrices) {
      const total = roundToCents(toMicro(signedAmountText(price.totalPrice)));
      if (total > (highest.get(price.installmentNumber) ?? -1n)) highest.set(price.installmentNumber, total);
    }
  const base = toMicro(amount);
  return [...highest.entries()]
    .sort(([a], [b]) => a - b)
    .map(([count, total]) => ({ count, total: centsText(total), ratePercent: percentAbove(total, base) }));
}

/** How many percent `total` is above `base`, with two decimals (rounded half up). */
function percentAbove(total: bigint, base: bigint): string {
  if (base === 0n) return "0.00";
  const above = total - base;
  const size = above < 0n ? -above : above;
  const hundredths = (size * 20_000n + base) / (2n * base);
  return `${above < 0n ? "-" : ""}${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}`;
}
