// Numbers as the calculators read and write them (docs/decisions/020-calculators.md). Read: a decimal point or a
// Turkish decimal comma, a sign, a power of ten ("1e-3"), and on electrical fields an SI prefix ("10k", "2,2µ", "4k7")
// and the field's unit; spaces between digits are grouping. Written: in the page's language, digits grouped by three
// with a narrow no-break space as SI does (a dot or a comma would read back as a decimal), very large and very small
// numbers as "× 10ⁿ", a no-break space before the unit.
import {
  DECIMAL,
  POINT_LETTER,
  PREFIX,
  pointLetterNumber,
  prefixExponent,
  scaleByPowerOfTen,
  significant,
  withPrefix,
} from "../engineering";
import type { Locale } from "../locale";

/** Significant figures of a unit conversion: exact definitions need up to twelve (1 US fl oz = 29.5735295625 mL). */
export const CONVERSION_DIGITS = 12;
/** Significant figures of an electrical result: far more than a component's tolerance. */
export const CIRCUIT_DIGITS = 6;

const NO_BREAK_SPACE = "\u00a0";
const GROUP_SEPARATOR = "\u202f";
const MINUS = "\u2212";

/** Trims, joins digits split by spaces ("100 000"), and writes any minus sign as "-". */
function normalize(text: string): string {
  return text
    .trim()
    .replace(/(\d)\s+(?=\d)/g, "$1")
    .replace(/[\u2212\u2013]/g, "-");
}

const EXPONENT = String.raw`(?:[eE]([-+]?\d+))?`;
const PLAIN = new RegExp(String.raw`^([-+]?)(${DECIMAL})${EXPONENT}$`);

/** "4,7", "-12.5", "1e-3", "100 000" → the number; null when the text is not one (an overflow reads as ±Infinity). */
export function readPlainNumber(text: string): number | null {
  const match = PLAIN.exec(normalize(text));
  if (!match) return null;
  const [, sign, decimal, exponent = "0"] = match;
  // Through the decimal string, so "4.7e-6" is the double nearest 4.7 × 10⁻⁶, not 4.7 × 1e-6.
  return Number(`${sign === "-" ? "-" : ""}${decimal.replace(",", ".")}e${exponent}`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const valuePatterns = new Map<string, RegExp>();

/** The pattern of an electrical value whose unit may be written as any of `units`. */
function valuePattern(units: readonly string[]): RegExp {
  const key = units.join("|");
  let pattern = valuePatterns.get(key);
  if (!pattern) {
    const unit = units.length ? String.raw`(?:${units.map(escape).join("|")})?` : "";
    const pointed = String.raw`(\d+)(${POINT_LETTER})(\d+)`;
    const prefixed = String.raw`(${DECIMAL})${EXPONENT}\s*(${PREFIX})?`;
    pattern = new RegExp(String.raw`^([-+]?)(?:${pointed}|${prefixed})\s*${unit}$`);
    valuePatterns.set(key, pattern);
  }
  return pattern;
}

/**
 * An electrical value in its base unit: a plain number, with an SI prefix ("10k", "2,2 µ", "100n", "1M"; "m" is milli,
 * "M" mega), with the prefix for the point ("4k7", "2R2") and optionally the unit ("10 kΩ", "12 V"); null when the
 * text is none of these.
 */
export function readValue(text: string, units: readonly string[] = []): number | null {
  const match = valuePattern(units).exec(normalize(text).replace(/\u2126/g, "Ω"));
  if (!match) return null;
  const [, sign, whole, letter, fraction, decimal, exponent = "0", prefix = ""] = match;
  const magnitude =
    whole !== undefined
      ? pointLetterNumber(whole, letter, fraction)
      : scaleByPowerOfTen(Number(`${decimal.replace(",", ".")}e${exponent}`), prefixExponent(prefix));
  return sign === "-" ? -magnitude : magnitude;
}

const SUPERSCRIPT: Record<string, string> = { "-": "⁻", 0: "⁰", 1: "¹", 2: "²", 3: "³", 4: "⁴", 5: "⁵", 6: "⁶", 7: "⁷", 8: "⁸", 9: "⁹" };

/** Plain figures down to 0.0001 and up to 999 999 999; beyond, "1,602176634 × 10⁻¹⁹". */
const isPlainMagnitude = (exponent: number) => exponent >= -4 && exponent <= 8;

/** A decimal string ("-100000.25") in the page's language: SI grouping of the whole part, the locale's decimal sign. */
function localDecimal(decimal: string, locale: Locale): string {
  const negative = decimal.startsWith("-");
  const [whole, fraction] = (negative ? decimal.slice(1) : decimal).split(".");
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR) : whole;
  const point = locale === "tr" ? "," : ".";
  return `${negative ? MINUS : ""}${grouped}${fraction ? point + fraction : ""}`;
}

/** A number to `digits` significant figures, trailing zeros dropped, in the page's language. */
export function writeNumber(value: number, locale: Locale, digits = CONVERSION_DIGITS): string {
  const rounded = significant(value, digits);
  if (rounded === 0) return "0";
  const [mantissa, power] = rounded.toExponential().split("e");
  const exponent = Number(power);
  if (isPlainMagnitude(exponent)) return localDecimal(String(rounded), locale);
  const superscript = String(exponent).replace(/./g, (character) => SUPERSCRIPT[character]);
  return `${localDecimal(mantissa, locale)} × 10${superscript}`;
}

/** A number and its unit symbol: "373,15 K", "100 000 pF". */
export function writeWithUnit(value: number, unit: string, locale: Locale, digits = CONVERSION_DIGITS): string {
  return `${writeNumber(value, locale, digits)}${NO_BREAK_SPACE}${unit}`;
}

/** An electrical value with the SI prefix that brings it to 1…999: 10000 Ω → "10 kΩ", 0.0006 A → "600 µA". */
export function writeWithPrefix(value: number, unit: string, locale: Locale, digits = CIRCUIT_DIGITS): string {
  // Rounded before the prefix is chosen, so 999.9996 writes as "1 k", not "1000".
  const rounded = significant(value, digits);
  if (rounded === 0) return writeWithUnit(0, unit, locale);
  const [scaled, prefix] = withPrefix(rounded);
  return writeWithUnit(scaled, `${prefix}${unit}`, locale, digits);
}
