// Locale-aware number formatting shared by server and browser rendering.

import type { Locale } from "@contract/locale";
import { unitPriceDecimals } from "@contract/price-display";
import { numberText } from "./number-text";

function formatDecimals(value: number, locale: Locale, decimals: { min: number; max: number }, currency?: string): string {
  // "negative": no "-0,00" for values that round to zero.
  return numberText(value, locale, { minDecimals: decimals.min, maxDecimals: decimals.max, currency, signDisplay: "negative" });
}

const AMOUNT_DECIMALS = { min: 2, max: 2 };

type PriceInput = number | string | null | undefined;

// null, undefined, '', '-' and unparsable text mean "no value"; strings may
// use a decimal comma ("12,5") as typed in Turkish forms.
function toNumber(value: PriceInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === "" || text === "-") return null;
  const parsed = Number(text.includes(".") ? text : text.replace(",", "."));
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * A unit price with exactly the decimals spec section 9 gives its size (5 below 10, 4 below 100, 3 below 1000, else 2).
 * The API has already rounded it to them, so the price shown times the quantity is the line it gives
 * (docs/decisions/010-price-display.md); this only formats.
 */
export function formatUnitPrice(value: PriceInput, locale: Locale, currencyCode?: string): string {
  const number = toNumber(value);
  if (number === null) return formatDecimals(0, locale, AMOUNT_DECIMALS, currencyCode);
  const decimals = unitPriceDecimals(number);
  return formatDecimals(number, locale, { min: decimals, max: decimals }, currencyCode);
}

export function formatAmount(value: PriceInput, locale: Locale, currencyCode?: string): string {
  return formatDecimals(toNumber(value) ?? 0, locale, AMOUNT_DECIMALS, currencyCode);
}

/** 1.500 → "1,5K" (tr), 2.000.000 → "2KK"; one decimal, rounded half-up, dropped when exact. */
export function formatCompactCount(n: number, locale: Locale): string {
  const sign = n < 0 ? -1 : 1;
  // Counts are whole; rounding first keeps 999.6 from printing "1.000" instead of "1K".
  const magnitude = Math.round(Math.abs(n));
  if (magnitude < 1000) return formatQuantity(n, locale);
  // Integer tenths (n * 10 / unit) keep half-up rounding free of float drift.
  let tenths = Math.round((magnitude * 10) / 1000);
  let suffix = "K";
  if (magnitude >= 1_000_000 || tenths >= 10_000) {
    // Also covers 999_950 and up, which would otherwise read "1000K".
    tenths = Math.round((magnitude * 10) / 1_000_000);
    suffix = "KK";
  }
  return numberText((sign * tenths) / 10, locale, { minDecimals: 0, maxDecimals: 1 }) + suffix;
}

/** Whole-number count with locale grouping: 12345 → "12.345" (tr) / "12,345" (en). */
export function formatQuantity(n: number, locale: Locale): string {
  return numberText(n, locale, { minDecimals: 0, maxDecimals: 0, signDisplay: "negative" });
}

/** A rate given in percent: 18 → "%18" (tr) / "18%" (en). */
export function formatPercent(percent: number, locale: Locale): string {
  return numberText(percent / 100, locale, { minDecimals: 0, maxDecimals: 2, percent: true });
}

/** A measured size as typed, with up to three decimals: 12.5 → "12,5" (tr) / "12.5" (en). */
export function formatMeasure(n: number, locale: Locale): string {
  return numberText(n, locale, { minDecimals: 0, maxDecimals: 3 });
}

/** A file's size as a download link states it, in binary units as memory sizes are: 24055 → "23,5 KB" (tr) / "23.5 KB" (en). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes < 1024 ? [bytes, "B"] : bytes < 1024 ** 2 ? [bytes / 1024, "KB"] : [bytes / 1024 ** 2, "MB"];
  return `${numberText(value, locale, { minDecimals: 0, maxDecimals: 1 })} ${unit}`;
}

/** An exchange rate as the bank gives it, 4 to 8 decimals: "42.48870000" → "42,4887" (tr) / "42.4887" (en). */
export function formatRate(value: string, locale: Locale): string {
  return formatDecimals(toNumber(value) ?? 0, locale, { min: 4, max: 8 });
}
