import * as z from "zod";
import { operation } from "../../operation";
import { CURRENCIES } from "../../limits";
import { money } from "../carts/schemas";
import { PAYMENT_FAILURE_EFFECTS } from "../orders/values";

// Card payments through the provider (docs/decisions/017-orders.md): the provider's callback and the installments
// table. The callback comes from the buyer's browser after the provider's 3-D Secure page, without the buyer's
// session: the API trusts only the provider's signature, and the amount it carries must be the payment's.

export const PAYMENT_PROVIDERS = ["sandbox", "iyzico"] as const;

export const providerParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });

/** The provider's form fields as the browser posted them (each provider names its own). */
export const callbackBody = z.record(z.string().max(64), z.string().max(4000));

export const callbackOutcomeSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(["captured", "failed"]),
  /** Why the card was refused, in the order's language; null when captured. */
  message: z.string().nullable(),
  languageCode: z.enum(["tr", "en"]),
  /**
   * What a failure of this payment does: `cancel_order` for a card order's own payment (the buyer goes back to the
   * checkout's payment step, the cart as it was), `keep_order` for an EFT order paid by card from its page (the buyer
   * goes back to the order, which is as it was).
   */
  onFailure: z.enum(PAYMENT_FAILURE_EFFECTS),
});
export type CallbackOutcome = z.output<typeof callbackOutcomeSchema>;

export const paymentCallback = operation({
  method: "POST",
  path: "/payment/callbacks/:provider",
  summary: "The card provider's result for one payment, relayed by the storefront; a replay answers the first outcome",
  tags: ["payments"],
  access: "public",
  params: providerParams,
  body: callbackBody,
  data: callbackOutcomeSchema,
  errors: [404, 409],
});

export const installmentsQuery = z.object({
  amount: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, "validation.amount")
    .meta({ example: "1250.00" }),
  currency: z.enum(CURRENCIES).default("TRY"),
});

export const installmentsSchema = z.array(
  z.object({ count: z.number().int(), perInstallment: money, total: money, currency: z.string(), ratePercent: z.string() }),
);

export const paymentInstallments = operation({
  method: "GET",
  path: "/payment/installments",
  summary: "What an amount costs paid in installments by card (the provider's commission table)",
  tags: ["payments"],
  access: "public",
  query: installmentsQuery,
  data: installmentsSchema,
});
