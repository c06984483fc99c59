import type { CaptureDetails, CheckoutAddress, PaymentRow } from "../../db/schema";

// The card payment provider seen from the store (docs/decisions/017-orders.md): the buyer enters the card on the
// provider's own 3-D Secure page, never on ours, and comes back through a callback the provider's answer confirms.
// Adapters: sandbox.ts (built in, the default) and iyzico.ts (docs/decisions/018-iyzico.md).

export interface PaymentStart {
  /** The payment's id at the provider: the callback names it. */
  providerPaymentId: string;
  /** Where the browser goes to enter the card: a path of the storefront for the sandbox, the provider's page otherwise. */
  redirectUrl: string;
}

export interface PaymentRequest {
  orderNumber: string;
  /**
   * What the card is charged, installment commission included, and what the order costs without it: whole cents as
   * decimal strings, in `currency` (TRY: docs/decisions/033-card-payments-in-lira.md).
   */
  amount: string;
  base: string;
  currency: string;
  installments: number;
  languageCode: "tr" | "en";
  /** The storefront path the provider's page posts its result to. */
  callbackPath: string;
  /** Who pays, as the order recorded it: a real gateway's fraud checks ask for the buyer and both addresses. */
  buyer: { id: string; email: string; ip: string; identityNumber: string | null };
  billingAddress: CheckoutAddress;
  shippingAddress: CheckoutAddress;
}

export type CallbackResult =
  | {
      kind: "captured";
      providerPaymentId: string;
      amount: string;
      currency: string;
      cardSummary: string | null;
      /** What a later refund needs (iyzico's ids); null when the provider needs nothing more than the payment. */
      capture: CaptureDetails | null;
    }
  | { kind: "failed"; providerPaymentId: string; amount: string; currency: string; reason: "declined" | "timeout" | "verification" };

export interface InstallmentOption {
  count: number;
  /** Percent added to the amount for this many installments ("0.00" for one). */
  ratePercent: string;
  /** What the amount costs in this many installments, whole cents as a decimal string. */
  total: string;
}

/** A refund of a captured payment, whole or in part (docs/decisions/037-orders-desk.md). */
export interface RefundRequest {
  payment: PaymentRow;
  /** Whole cents as a decimal string, in `currency`: at most what the payment took. */
  amount: string;
  currency: string;
  /** Why, as the staff wrote it: the provider keeps it with the refund. */
  reason: string;
  /** Our refund's id: the provider's conversation id, so that its records name ours. */
  reference: string;
  /** The address of whoever asked for it (iyzico asks for one). */
  ip: string;
  languageCode: "tr" | "en";
}

/** The provider's answer: refunded (with its id of the refund), or refused with its reason. */
export type RefundResult =
  { status: "succeeded"; providerRefundId: string } | { status: "failed"; reason: string; providerRefundId: string | null };

export interface PaymentProvider {
  readonly name: "sandbox" | "iyzico";
  /** Whether it can take a payment now (the sandbox without its secret cannot): the checkout offers a card only then. */
  readonly available: boolean;
  start(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * The callback's fields checked with the provider: null when they cannot be trusted (a bad signature, a payment the
   * provider does not know; the caller answers 400). Called outside any database transaction: it may ask the provider,
   * and a provider that cannot be asked now answers 503 in `languageCode`.
   */
  verifyCallback(fields: Record<string, string>, languageCode: "tr" | "en"): Promise<CallbackResult | null>;
  /**
   * The installment table for an amount (a decimal string) in a currency, for the card whose first digits are `bin`
   * when given (else the highest commission of any card per count); a failure is told in `languageCode`.
   */
  installments(query: { amount: string; currency: string; languageCode: "tr" | "en"; bin?: string }): Promise<readonly InstallmentOption[]>;
  /**
   * Gives back `amount` of a captured payment. Called outside any database transaction (a provider call never holds a
   * row lock); a provider that cannot be asked now answers 503 in `languageCode`, and the refund may be sent again.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}
