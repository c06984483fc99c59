import { createHash } from "node:crypto";
import type { CardCharges } from "@contract/api/checkout/card-charges";
import type { CardCharge } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { centsText, divideRates, roundToCents, toMicro } from "../../lib/money";
import type { PaymentProvider } from "./provider";

// What a card payment charges (docs/decisions/033-card-payments-in-lira.md): the order's total in TRY, plus the
// commission of the installment count chosen, from the provider's table. Computed here only: the payment step shows
// these amounts, the order stores the one chosen, the provider is asked for exactly it and the callback accepts only it.

/** One installment's share of a total, in whole cents. */
export const perInstallment = (total: string, count: number) => centsText(roundToCents(toMicro(total) / BigInt(count)));

/** TRY per unit of the order's currency, from two rates in units per USD. */
export function tryRateOf(tryRate: string, orderCurrency: string, orderRate: string): string {
  if (orderCurrency === "TRY") return "1";
  return orderCurrency === "USD" ? tryRate : divideRates(tryRate, orderRate);
}

export interface ChargeBasis {
  orderCurrency: string;
  orderTotal: string;
  /** The order's total in TRY: what a single payment charges. */
  base: string;
  rate: string;
  rateDate: string;
  maxInstallments: number;
  bin: string | null;
}

/**
 * The charge per installment count allowed, from the provider's table for `base` in TRY (for the card's BIN when
 * given). A single payment is always offered, at the base when the provider's table leaves it out. `quote` is a digest
 * of what would be charged (base, BIN, each count's amount): an order posted with another quote was confirmed with
 * other amounts.
 */
export async function cardChargeTable(provider: PaymentProvider, basis: ChargeBasis, languageCode: ApiLocale): Promise<CardCharges> {
  const offered = await provider.installments({ amount: basis.base, currency: "TRY", languageCode, bin: basis.bin ?? undefined });
  const totals = new Map(offered.filter((option) => option.count <= basis.maxInstallments).map((option) => [option.count, option]));
  if (!totals.has(1)) totals.set(1, { count: 1, ratePercent: "0.00", total: basis.base });
  const base = toMicro(basis.base);
  const options = [...totals.values()]
    .sort((a, b) => a.count - b.count)
    .map((option) => ({
      count: option.count,
      ratePercent: option.ratePercent,
      commission: centsText(toMicro(option.total) - base),
      amount: option.total,
      perInstallment: perInstallment(option.total, option.count),
    }));
  const quote = createHash("sha256")
    .update(JSON.stringify([basis.base, basis.bin, options.map((option) => [option.count, option.amount])]))
    .digest("base64url")
    .slice(0, 22);
  return { currency: "TRY", ...basis, options, quote };
}

/**
 * The charge of `installments` from the table, as the order stores it. Refused in the buyer's language: more
 * installments than the cart may have (400, on the field), a count the provider does not offer (400), and a quote that
 * is not this table's (409: the rate, the cart or the provider's table changed since the buyer confirmed).
 */
export function chosenCharge(table: CardCharges, installments: number, quote: string | undefined, locale: ApiLocale): CardCharge {
  const fieldError = (message: string) => new AppError(400, message, [{ field: "installments", message }]);
  if (installments > table.maxInstallments)
    throw fieldError(text("orders.installmentsOverCap", locale, { count: installments, max: table.maxInstallments }));
  const option = table.options.find((candidate) => candidate.count === installments);
  if (!option) throw fieldError(text("orders.installmentsNotOffered", locale, { count: installments }));
  if (quote !== undefined && quote !== table.quote) throw new AppError(409, text("orders.cardChargeChanged", locale));
  return {
    currency: "TRY",
    installments,
    rate: table.rate,
    rateDate: table.rateDate,
    base: table.base,
    commission: option.commission,
    amount: option.amount,
  };
}
