// Numbers written as Intl.NumberFormat writes them for tr-TR and en-US, without Intl: a browser's first number
// format loads its locale data, a task of 60–90 ms on a slow phone-class CPU before the page can answer
// (docs/decisions/068-own-number-text.md). tests/unit/number-text.test.ts holds it to Intl's output.

import { LOCALE_TAGS, type Locale } from "@contract/locale";

export interface NumberTextOptions {
  minDecimals: number;
  maxDecimals: number;
  /** A currency's code: its narrow symbol goes before the number ("₺1.234,50", "-$3.20"). */
  currency?: string;
  /** The number is a fraction written as a percentage, as Intl's percent style: 0.185 → "%18,5" (tr), "18.5%" (en). */
  percent?: boolean;
  /** Intl's signDisplay: "negative" writes no sign on a value that rounds to zero, "auto" writes "-0". */
  signDisplay?: "auto" | "negative";
}

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  tr: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
};

/** The store's currencies (contract/limits.ts) and their narrow symbols; another code is written as Intl does. */
const CURRENCY_SYMBOLS = new Map([
  ["USD", "$"],
  ["TRY", "₺"],
  ["EUR", "€"],
]);

/**
 * A non-negative number's decimal digits, from the shortest text that reads back as it (Intl rounds from it), times
 * 10 to the power `shift` (a percentage's 2): moved as digits, never multiplied as a float.
 */
function decimalDigits(value: number, shift: number): { whole: string; fraction: string } {
  const text = String(value);
  const exponentAt = text.indexOf("e");
  if (exponentAt === -1 && shift === 0) {
    const pointAt = text.indexOf(".");
    return pointAt === -1 ? { whole: text, fraction: "" } : { whole: text.slice(0, pointAt), fraction: text.slice(pointAt + 1) };
  }
  const [leading, trailing = ""] = (exponentAt === -1 ? text : text.slice(0, exponentAt)).split(".");
  const written = leading + trailing;
  let zeros = 0;
  while (written[zeros] === "0") zeros++;
  const digits = written.slice(zeros);
  const pointAt = leading.length - zeros + shift + (exponentAt === -1 ? 0 : Number(text.slice(exponentAt + 1)));
  if (digits === "") return { whole: "0", fraction: "" };
  if (pointAt <= 0) return { whole: "0", fraction: "0".repeat(-pointAt) + digits };
  if (pointAt >= digits.length) return { whole: digits.padEnd(pointAt, "0"), fraction: "" };
  return { whole: digits.slice(0, pointAt), fraction: digits.slice(pointAt) };
}

/** Adds one to a string of decimal digits. */
function incremented(digits: string): string {
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === "9") at--;
  const rest = "0".repeat(digits.length - at - 1);
  return at < 0 ? `1${rest}` : `${digits.slice(0, at)}${Number(digits[at]) + 1}${rest}`;
}

/** Rounded half away from zero to `maxDecimals`, trailing zeros dropped down to `minDecimals`. */
function rounded(value: number, shift: number, minDecimals: number, maxDecimals: number): { whole: string; fraction: string } {
  let { whole, fraction } = decimalDigits(value, shift);
  if (fraction.length > maxDecimals) {
    const kept = whole + fraction.slice(0, maxDecimals);
    const digits = fraction[maxDecimals] >= "5" ? incremented(kept) : kept;
    const wholeLength = digits.length - maxDecimals;
    whole = digits.slice(0, wholeLength);
    fraction = digits.slice(wholeLength);
  }
  let end = fraction.length;
  while (end > minDecimals && fraction[end - 1] === "0") end--;
  return { whole, fraction: fraction.slice(0, end).padEnd(minDecimals, "0") };
}

function grouped(whole: string, separator: string): string {
  if (whole.length <= 3) return whole;
  let text = whole.slice(0, ((whole.length - 1) % 3) + 1);
  for (let at = text.length; at < whole.length; at += 3) text += separator + whole.slice(at, at + 3);
  return text;
}

// Another currency's formats, made once each (a table cell may ask for one per row).
const intlCurrencyFormats = new Map<string, Intl.NumberFormat>();

function intlCurrencyText(
  value: number,
  locale: Locale,
  currency: string,
  minDecimals: number,
  maxDecimals: number,
  signDisplay: "auto" | "negative",
): string {
  const key = `${locale} ${currency} ${minDecimals} ${maxDecimals} ${signDisplay}`;
  let format = intlCurrencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      signDisplay,
    });
    intlCurrencyFormats.set(key, format);
  }
  return format.format(value);
}

/** `value` in the locale's way of writing numbers, as `new Intl.NumberFormat(tr-TR | en-US, options)` would. */
export function numberText(value: number, locale: Locale, options: NumberTextOptions): string {
  const { minDecimals, maxDecimals, currency, percent = false, signDisplay = "auto" } = options;
  const symbol = currency === undefined ? undefined : CURRENCY_SYMBOLS.get(currency);
  if (currency !== undefined && symbol === undefined)
    return intlCurrencyText(value, locale, currency, minDecimals, maxDecimals, signDisplay);
  const separators = SEPARATORS[locale];
  let figure = Number.isNaN(value) ? "NaN" : "∞";
  let isZero = false;
  if (Number.isFinite(value)) {
    const { whole, fraction } = rounded(Math.abs(value), percent ? 2 : 0, minDecimals, maxDecimals);
    isZero = whole === "0" && !/[1-9]/.test(fraction);
    figure = grouped(whole, separators.group) + (fraction ? separators.decimal + fraction : "");
  }
  const negative = value < 0 || Object.is(value, -0);
  const sign = negative && !(signDisplay === "negative" && isZero) ? "-" : "";
  if (symbol !== undefined) return `${sign}${symbol}${figure}`;
  if (percent) return locale === "tr" ? `${sign}%${figure}` : `${sign}${figure}%`;
  return sign + figure;
}
