// The card payment provider seen from the store (docs/decisions/017-orders.md): the buyer enters the card on the
// provider's own 3-D Secure page, never on ours, and comes back through a signed callback. Adapters: sandbox.ts
// (built in, the default) and, later, iyzico.

export interface PaymentStart {
  /** The payment's id at the provider: the callback names it. */
  providerPaymentId: string;
  /** Where the browser goes to enter the card: a path of the storefront for the sandbox, the provider's page otherwise. */
  redirectUrl: string;
}

export interface PaymentRequest {
  orderNumber: string;
  /** Whole cents as a decimal string, and its currency. */
  amount: string;
  currency: string;
  installments: number;
  languageCode: "tr" | "en";
  /** The storefront path the provider's page posts its result to. */
  callbackPath: string;
}

export type CallbackResult =
  | { kind: "captured"; providerPaymentId: string; amount: string; currency: string; cardSummary: string | null }
  | { kind: "failed"; providerPaymentId: string; amount: string; currency: string; reason: "declined" | "timeout" | "verification" };

export interface InstallmentOption {
  count: number;
  /** Percent added to the amount for this many installments ("0.00" for one). */
  ratePercent: string;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "iyzico";
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** The callback's fields checked: null when the signature does not hold (the caller answers 400). */
  verifyCallback(fields: Record<string, string>): CallbackResult | null;
  installments(): readonly InstallmentOption[];
}
