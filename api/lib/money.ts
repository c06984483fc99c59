import { unitPriceDecimals } from "@contract/price-display";

/**
 * Exact money arithmetic in integer micro-units (1e-6 of a currency unit) with BigInt: prices are read from
 * SQL numeric as strings and never pass through float multiplication.
 */
const MICRO_DIGITS = 6;
const RATE_DIGITS = 8;

/** "0.117050" → 117050n; more than six decimals round half up. */
export function toMicro(decimal: string): bigint {
  return scaleDecimal(decimal, MICRO_DIGITS);
}

function scaleDecimal(decimal: string, digits: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`not a decimal: ${decimal}`);
  const [, sign, whole, fraction = ""] = match;
  const padded = fraction.padEnd(digits + 1, "0");
  let value = BigInt(`${whole || "0"}${padded.slice(0, digits)}`);
  if (Number(padded[digits]) >= 5) value += 1n;
  return sign ? -value : value;
}

/** Divides with rounding half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const half = denominator / 2n;
  return numerator >= 0n ? (numerator + half) / denominator : (numerator - half) / denominator;
}

/** USD micro-units → micro-units of a currency at `rate` (units per USD, a decimal string). */
export function convertMicro(usdMicro: bigint, rate: string): bigint {
  return divideRounded(usdMicro * scaleDecimal(rate, RATE_DIGITS), 10n ** BigInt(RATE_DIGITS));
}

/**
 * One rate divided by another (decimal strings) as a rate of eight decimals, rounded half up: the EUR per USD of two
 * lira rates (docs/decisions/032-exchange-rates.md).
 */
export function divideRates(numerator: string, denominator: string): string {
  const scale = 10n ** BigInt(RATE_DIGITS);
  const quotient = divideRounded(scaleDecimal(numerator, RATE_DIGITS) * scale, scaleDecimal(denominator, RATE_DIGITS));
  const digits = quotient.toString().padStart(RATE_DIGITS + 1, "0");
  return `${digits.slice(0, -RATE_DIGITS)}.${digits.slice(-RATE_DIGITS)}`;
}

/** Micro-units as a JSON number with at most six decimals (the decimal string parsed once, no arithmetic). */
export function microToNumber(micro: bigint): number {
  const negative = micro < 0n;
  const digits = (negative ? -micro : micro).toString().padStart(MICRO_DIGITS + 1, "0");
  const text = `${digits.slice(0, -MICRO_DIGITS)}.${digits.slice(-MICRO_DIGITS)}`;
  return Number(negative ? `-${text}` : text);
}

/**
 * The price a discount of `percent` (a decimal string, below 100) was taken off: the reference price shown struck
 * through next to `micro`, the discounted price.
 */
export function beforeDiscountMicro(micro: bigint, percent: string): bigint {
  return divideRounded(micro * 10_000n, 10_000n - scaleDecimal(percent, 2));
}

/** Rounds micro-units to cents (totals are charged in whole cents). */
export function roundToCents(micro: bigint): bigint {
  return divideRounded(micro, 10_000n) * 10_000n;
}

/** Micro-units as a decimal string cut (not rounded) to `digits` decimals. */
function decimalText(micro: bigint, digits: number): string {
  const negative = micro < 0n;
  const text = (negative ? -micro : micro).toString().padStart(MICRO_DIGITS + 1, "0");
  return `${negative ? "-" : ""}${text.slice(0, -MICRO_DIGITS)}.${text.slice(-MICRO_DIGITS).slice(0, digits)}`;
}

/** Whole cents: "1234.50". */
export const centsText = (micro: bigint) => decimalText(micro, 2);

/**
 * A unit price as a buyer reads it: rounded half up to the decimals its size shows (`unitPriceDecimals`: 5 below 10,
 * 4 below 100, 3 below 1000, otherwise 2), so that the price shown times a quantity is the line
 * (docs/decisions/010-price-display.md).
 */
export function roundUnitPrice(micro: bigint): bigint {
  const step = 10n ** BigInt(MICRO_DIGITS - unitPriceDecimals(microToNumber(micro)));
  return divideRounded(micro, step) * step;
}

/** A unit price rounded by the display rule, with exactly the decimals it shows: "2.22280", "12.5000", "1500.00". */
export function unitPriceText(micro: bigint): string {
  const rounded = roundUnitPrice(micro);
  return decimalText(rounded, unitPriceDecimals(microToNumber(rounded)));
}
