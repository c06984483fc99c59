// Locale-aware number formatting shared by server and browser rendering.

import type { Locale } from "@contract/locale";

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

function formatFixed(value: number, locale: Locale, decimals: number, currencyCode?: string): string {
  return getFormatter(`fixed|${locale}|${decimals}|${currencyCode ?? ""}`, locale, () => ({
    ...(currencyCode ? { style: "currency", currency: currencyCode } : {}),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    // Avoid "-0,00" for values that round to zero.
    signDisplay: "negative",
  })).format(value);
}

/** Cheap parts need more precision: 5 decimals below 10, 4 below 100, 3 below 1000, else 2. */
export function unitPriceDecimals(value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude < 10) return 5;
  if (magnitude < 100) return 4;
  if (magnitude < 1000) return 3;
  return 2;
}

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

export function formatUnitPrice(value: PriceInput, locale: Locale, currencyCode?: string): string {
  const number = toNumber(value);
  if (number === null) return formatFixed(0, locale, 2, currencyCode);
  return formatFixed(number, locale, unitPriceDecimals(number), currencyCode);
}

export function formatAmount(value: PriceInput, locale: Locale, currencyCode?: string): string {
  return formatFixed(toNumber(value) ?? 0, locale, 2, currencyCode);
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
