// Engineering notation, as engineers type values ("4k7", "100n", "2.2 µF", "3v3", "2R2") and as the store writes
// them: one table of SI prefixes and one number reader, for the storefront's range filters and the API's search box
// (which adds its own token rules: units, packages, dielectrics).
import type { Locale } from "./locale";

/** Each SI prefix with its power of ten and its spellings, the written one first ("u" and "μ" are typed for "µ"). */
const PREFIXES: ReadonlyArray<readonly [exponent: number, written: string, ...typed: string[]]> = [
  [9, "G"],
  [6, "M"],
  [3, "k", "K"],
  [0, ""],
  [-3, "m"],
  [-6, "µ", "u", "μ"],
  [-9, "n"],
  [-12, "p"],
];

const EXPONENT_OF = new Map<string, number>(
  PREFIXES.flatMap(([exponent, ...spellings]) => spellings.map((spelling) => [spelling, exponent] as const)),
);
const SPELLINGS = [...EXPONENT_OF.keys()].join("");

/** A regular-expression class matching one typed prefix letter. */
export const PREFIX = `[${SPELLINGS}]`;

/** A letter that stands for the decimal point inside a value: a prefix ("4k7", "4u7"), R for ohms ("2R2"), V for volts ("3v3"). */
export const POINT_LETTER = `[${SPELLINGS}RrVv]`;

/** A decimal number as typed, with a point or a comma: "4.7", "4,7", ".5". */
export const DECIMAL = String.raw`(?:\d+(?:[.,]\d+)?|[.,]\d+)`;

/** The power of ten a typed prefix stands for (0 for none, and for a letter that is no prefix). */
export function prefixExponent(prefix: string): number {
  return EXPONENT_OF.get(prefix) ?? 0;
}

/**
 * The number a typed decimal and prefix stand for ("4.7" and "µ" → 0.0000047), exact: the power of ten goes through
 * the decimal string, so the result equals the stored SI number (4.7e-6, not 4.7 × 1e-6 = 4.7000000000000005e-6).
 * A letter that is no prefix (R, V) multiplies by one.
 */
export function prefixedNumber(decimal: string, prefix = ""): number {
  return Number(`${decimal.replace(",", ".")}e${prefixExponent(prefix)}`);
}

/** The value of "4k7", "2R2", "3v3": the whole part, the letter standing for the point, and the fraction. */
export function pointLetterNumber(whole: string, letter: string, fraction: string): number {
  return prefixedNumber(`${whole}.${fraction}`, letter);
}

const WITH_SUFFIX = new RegExp(String.raw`^(${DECIMAL})\s*(${PREFIX})?\s*[A-Za-zΩ°%/]*$`);
const WITH_POINT_LETTER = new RegExp(String.raw`^(\d+)(${POINT_LETTER})(\d+)[A-Za-zΩ]*$`);

/** A number typed with an optional SI prefix and unit ("10 kΩ", "4k7", "±1%"), in SI base units; null when it is not one. */
export function parseEngineeringNumber(input: string): number | null {
  const text = input.trim().replace(/^[±+]/, "");
  const pointed = WITH_POINT_LETTER.exec(text);
  if (pointed) return pointLetterNumber(pointed[1], pointed[2], pointed[3]);
  const match = WITH_SUFFIX.exec(text);
  if (!match) return null;
  const value = prefixedNumber(match[1], match[2]);
  return Number.isFinite(value) ? value : null;
}

/** Scales by a power of ten through the decimal string form, so 4.7e-6 / 1e-6 is exactly 4.7. */
export function scaleByPowerOfTen(value: number, exponent: number): number {
  const [mantissa, power = "0"] = value.toExponential().split("e");
  return Number(`${mantissa}e${Number(power) + exponent}`);
}

/** A non-zero value as a number and the written prefix that brings it to 1…999: 4700 → [4.7, "k"], 1e-7 → [100, "n"]. */
export function withPrefix(value: number): [scaled: number, prefix: string] {
  const magnitude = Math.floor(Math.log10(Math.abs(value)) + 1e-9);
  const [exponent, written] = PREFIXES.find(([power]) => magnitude >= power) ?? PREFIXES[PREFIXES.length - 1];
  return [scaleByPowerOfTen(value, -exponent), written];
}

/** At most `digits` significant digits without float noise ("4.7", not "4.700000001"). */
export function significant(value: number, digits = 4): number {
  return Number(value.toPrecision(digits));
}

/** An SI value written back with a prefix: 4700 → "4.7k", 1e-7 → "100n" (what parseEngineeringNumber reads). */
export function formatEngineeringNumber(value: number): string {
  if (value === 0 || !Number.isFinite(value)) return String(value);
  const [scaled, prefix] = withPrefix(value);
  return `${significant(scaled)}${prefix}`;
}

/** Units whose values read as plain numbers: nobody writes "100m%" for 0.1 % or "1k°C". */
const PLAIN_UNITS = new Set(["%", "°C", "°F", "ppm/°C", "K", "K/W", "dB", "dBm", "lm", "pcs", "IP"]);

/** Whether values of a unit are written with SI prefixes ("10 kΩ") or as plain numbers ("125 °C"). */
export function takesPrefix(unit: string | null): boolean {
  return unit === null || !PLAIN_UNITS.has(unit);
}

/** A size as a package name gives it ("8.0 x 8.0 mm", "2.54 mm"): numbers, "x" between them, millimetres. */
const SIZE_TEXT = /^\d+(?:\.\d+)?(?: ?x ?\d+(?:\.\d+)?)* ?mm$/;

/**
 * A text value that is a size, with the page's decimal sign ("8,0 x 8,0 mm" in Turkish); any other text as it is:
 * the point of a name or a version ("AMS1117-3.3", "USB 2.0") is no decimal sign to translate.
 */
export function localSizeText(text: string, locale: Locale): string {
  return locale === "tr" && SIZE_TEXT.test(text) ? text.replace(/(\d)\.(\d)/g, "$1,$2") : text;
}

/**
 * A property value as a range field shows it, with an SI prefix where the unit takes one, and the decimal comma on a
 * Turkish page: "4,7k". No thousands separator, so it reads back as typed (a Turkish "1.200" would read as 1.2).
 */
export function formatRangeValue(value: number, unit: string | null, locale: Locale): string {
  const text = takesPrefix(unit) ? formatEngineeringNumber(value) : String(significant(value, 6));
  return locale === "tr" ? text.replace(".", ",") : text;
}
