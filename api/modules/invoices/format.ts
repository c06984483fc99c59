import { centsText } from "../../lib/money";
import type { ApiLocale } from "../../lib/locale";
import { displayDecimal } from "../carts/export-content";

// Figures as the invoice's language writes them: a Turkish invoice with decimal commas ("1.234,56").

/** Whole cents of micro-units: "1.234,56" (tr), "1,234.56" (en). */
export const amountText = (micro: bigint, locale: ApiLocale) => displayDecimal(centsText(micro), locale);

/** An amount with its currency: lira with its sign as each language places it ("1.234,56 ₺", "₺1,234.56"), others by code. */
export function moneyText(micro: bigint, currency: string, locale: ApiLocale): string {
  const amount = amountText(micro, locale);
  if (currency !== "TRY") return `${amount} ${currency}`;
  return locale === "tr" ? `${amount} ₺` : `₺${amount}`;
}

/** A unit price already at its shown decimals ("2.22280"), in the language: "2,22280". */
export const unitPriceText = (value: string, locale: ApiLocale) => {
  const decimals = value.split(".")[1]?.length ?? 0;
  return displayDecimal(value, locale, decimals, decimals);
};

/** A count of pieces with the language's grouping: "12.500" (tr), "12,500" (en). */
export const quantityText = (quantity: number, locale: ApiLocale) => displayDecimal(String(quantity), locale, 0, 0);

/** A rate with the central bank's four decimals: "34,5678". */
export const rateText = (rate: string, locale: ApiLocale) => displayDecimal(rate, locale, 4, 4);

/** A VAT rate: "%20" (tr), "20%" (en). */
export const percentText = (rate: string, locale: ApiLocale) => {
  const value = displayDecimal(rate, locale, 0, 2);
  return locale === "tr" ? `%${value}` : `${value}%`;
};
