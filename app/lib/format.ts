// Locale-aware number formatting shared by server and browser rendering.

import type { Locale } from "@contract/locale";
import { unitPriceDecimals } from "@contract/price-display";

const INTL_LOCALES: Record<Locale, string> = { tr: "tr-TR", en: "en-US" };

// Constructing Intl.NumberFormat is costly and these run per table cell, so
// instances are reused. Each caller names its formatter with a short key (the
// locale and the options that vary): keying by JSON of the options cost more
// per call than the formatting itself.
const formatterCache = new Map<string, Intl.NumberFormat>();

function getFormatter(key: string, locale: Locale, options: () => Intl.NumberFormatOptions): Intl.NumberFormat {
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALES[locale], options());
    formatterCache.set(key, formatter);
  }
  return formatter;
}

function formatDecimals(value: number, locale: Locale, decimals: { min: number; max: number }, currencyCode?: string): string {
  return getFormatter(`fixed|${locale}|${decimals.min}-${decimals.max}|${currencyCode ?? ""}`, locale, () => ({
    // narrowSymbol: "₺27.83" on English pages too, not "TRY 27.83".
    ...(currencyCode ? { style: "currency", currency: currencyCode, currencyDisplay: "narrowSymbol" } : {}),
    minimumFractionDigits: decimals.min,
    maximumFractionDigits: decimals.max,
    // Avoid "-0,00" for values that round to zero.
    signDisplay: "negative",
  })).format(value);
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
  const text = getFormatter(`compact|${locale}`, locale, () => ({ maximumFractionDigits: 1 })).format((sign * tenths) / 10);
  return text + suffix;
}

/** Whole-number count with locale grouping: 12345 → "12.345" (tr) / "12,345" (en). */
export function formatQuantity(n: number, locale: Locale): string {
  return getFormatter(`quantity|${locale}`, locale, () => ({ maximumFractionDigits: 0, signDisplay: "negative" })).format(n);
}

/**
 * Makes the browser load its number data for the locale (the first formatter costs about 15 ms; each later one
 * little): the page's entry runs it in a task of its own before hydrating (docs/decisions/067-hydration-in-turns.md).
 */
export function prepareNumberFormats(locale: Locale): void {
  formatQuantity(0, locale);
}

/** A rate given in percent: 18 → "%18" (tr) / "18%" (en). */
export function formatPercent(percent: number, locale: Locale): string {
  return getFormatter(`percent|${locale}`, locale, () => ({ style: "percent", maximumFractionDigits: 2 })).format(percent / 100);
}

/** A measured size as typed, with up to three decimals: 12.5 → "12,5" (tr) / "12.5" (en). */
export function formatMeasure(n: number, locale: Locale): string {
  return getFormatter(`measure|${locale}`, locale, () => ({ maximumFractionDigits: 3 })).format(n);
}

/** A file's size as a download link states it, in binary units as memory sizes are: 24055 → "23,5 KB" (tr) / "23.5 KB" (en). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes < 1024 ? [bytes, "B"] : bytes < 1024 ** 2 ? [bytes / 1024, "KB"] : [bytes / 1024 ** 2, "MB"];
  return `${getFormatter(`size|${locale}`, locale, () => ({ maximumFractionDigits: 1 })).format(value)} ${unit}`;
}

/** An exchange rate as the bank gives it, 4 to 8 decimals: "42.48870000" → "42,4887" (tr) / "42.4887" (en). */
export function formatRate(value: string, locale: Locale): string {
  return formatDecimals(toNumber(value) ?? 0, locale, { min: 4, max: 8 });
}
