import * as z from "zod";
import { operation } from "../../operation";
import { cartQuery, money } from "../carts/schemas";
import { CARD_BIN_PATTERN } from "./card-bin";

// What a card payment of the checkout's order would charge (docs/decisions/033-card-payments-in-lira.md): in TRY at the
// day's rate, per installment count the cart may be paid in, with the provider's commission. The payment step shows
// these amounts and posts `quote` back with the order, so that the order charges exactly what the buyer confirmed.

export { CARD_BIN_PATTERN };

export const cardChargesQuery = cartQuery.extend({
  bin: z.string().trim().regex(CARD_BIN_PATTERN, "validation.cardBin").optional(),
});

export const cardChargeOptionSchema = z.object({
  count: z.number().int(),
  /** Percent the commission adds to the base, as the provider's table says ("0.00" for a single payment). */
  ratePercent: z.string(),
  commission: money,
  /** What is charged, commission included, and its share per installment. */
  amount: money,
  perInstallment: money,
});
export type CardChargeOption = z.output<typeof cardChargeOptionSchema>;

export const cardChargesSchema = z.object({
  currency: z.literal("TRY"),
  /** The order's own currency and total, and the rate (TRY per unit of it) of `rateDate` that turns it into `base`. */
  orderCurrency: z.string(),
  orderTotal: money,
  rate: z.string(),
  rateDate: z.string(),
  /** The order's total in TRY: what a single payment charges. */
  base: money,
  /** The most installments this cart may be paid in (the store's cap and its product groups'). */
  maxInstallments: z.number().int(),
  /** The card BIN the table is for; null: no card given, each count at the highest commission of any card. */
  bin: z.string().nullable(),
  /** Names this table: the order is placed only while the API would still answer the same amounts. */
  quote: z.string(),
  options: z.array(cardChargeOptionSchema),
});
export type CardCharges = z.output<typeof cardChargesSchema>;

const charges = { tags: ["checkout"], query: cardChargesQuery, data: cardChargesSchema, errors: [409, 503] } as const;

export const getCardCharges = operation({
  method: "GET",
  path: "/checkout/users/me/card-charges",
  summary: "What paying the active cart's checkout by card charges in TRY, per installment count allowed (optionally for a card's BIN)",
  access: "user",
  permission: "create-orders",
  ...charges,
});

export const getGuestCardCharges = operation({
  method: "GET",
  path: "/checkout/guests/me/card-charges",
  summary: "What paying a guest's checkout by card charges in TRY, per installment count allowed (optionally for a card's BIN)",
  access: "public",
  ...charges,
});
