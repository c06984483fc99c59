import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { centsText, toMicro } from "../../lib/money";

// What iyzico answers to the calls the adapter makes (docs/decisions/018-iyzico.md), checked before use: an
// answer comes from the network, and a field missing or of another type must not pass as a payment.

/** iyzico sends amounts as JSON numbers ("paidPrice": 1250.5); a string is accepted as well. */
const amount = z.union([z.number().nonnegative(), z.string().regex(/^\d+(\.\d+)?$/)]);
/** Ids iyzico documents as strings but some answers carry as numbers. */
const idText = z.union([z.string(), z.number()]).transform(String);

export const refusal = z.object({
  status: z.literal("failure"),
  errorCode: idText.optional(),
  errorMessage: z.string().nullish(),
  errorGroup: z.string().nullish(),
});

export const checkoutFormStarted = z.object({
  status: z.literal("success"),
  conversationId: z.string().nullish(),
  token: z.string().min(1),
  paymentPageUrl: z.url({ protocol: /^https?$/ }),
  signature: z.string(),
});

export const checkoutFormResult = z.object({
  status: z.literal("success"),
  token: z.string(),
  paymentStatus: z.string(),
  paymentId: idText.nullish(),
  conversationId: z.string().nullish(),
  basketId: z.string().nullish(),
  currency: z.string().nullish(),
  price: amount.nullish(),
  paidPrice: amount.nullish(),
  lastFourDigits: z.string().nullish(),
  /** One per basket item: a refund names the item's transaction and gives back at most its paid price. */
  itemTransactions: z.array(z.object({ paymentTransactionId: idText, paidPrice: amount })).nullish(),
  signature: z.string(),
});

/** The cancel of a same-day payment: iyzico's SDKs sign no field of it, so its ids and currency are compared instead. */
export const cancelAnswer = z.object({
  status: z.literal("success"),
  paymentId: idText,
  price: amount.nullish(),
  currency: z.string().nullish(),
  conversationId: z.string().nullish(),
});

/** The refund of one item's transaction, signed over `paymentId:price:currency:conversationId`. */
export const refundAnswer = z.object({
  status: z.literal("success"),
  paymentId: idText.nullish(),
  paymentTransactionId: idText,
  price: amount,
  currency: z.string().nullish(),
  conversationId: z.string().nullish(),
  signature: z.string(),
});

export const installmentTable = z.object({
  status: z.literal("success"),
  installmentDetails: z.array(
    z.object({
      installmentPrices: z.array(z.object({ installmentNumber: z.number().int().min(1), totalPrice: amount })),
    }),
  ),
});

/**
 * An amount as iyzico signs it: the decimal without trailing zeros ("6", "1250.5"), which is what its SDKs produce
 * (Java's BigDecimal.stripTrailingZeros, JavaScript's String(number)).
 */
export function signedAmountText(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

/** An amount in whole cents ("1250.50"), as payments store it; one with a fraction of a cent stays as it came, so it matches none. */
export function centsOf(value: number | string): string {
  const text = signedAmountText(value);
  return /^\d+(\.\d{1,2})?$/.test(text) ? centsText(toMicro(text)) : text;
}

/**
 * Whether `signature` is iyzico's HMAC-SHA256 (hex, with the merchant's secret key) of the answer's fields joined by
 * ":" in the order its "response signature validation" table gives for the call; a missing field counts as "".
 */
export function isSignedByIyzico(secretKey: string, fields: ReadonlyArray<string | null | undefined>, signature: string): boolean {
  const expected = Buffer.from(
    createHmac("sha256", secretKey)
      .update(fields.map((field) => field ?? "").join(":"))
      .digest("hex"),
  );
  const given = Buffer.from(signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
