/**
 * Engineering notation for SI values in the page's language: 10000 Ω → "10 kΩ", 1e-7 F → "100 nF", 0.00254 m →
 * "2.54 mm" ("2,54 mm" in Turkish); memory as datasheets write it: "128 KB". A tolerance is "±0.1 %" in English and
 * "±%0,1" in Turkish, where the percent sign goes before the number (as formatPercent writes rates on the storefront).
 */
import { writeNumber } from "@contract/calculators/numbers";
import { scaleByPowerOfTen, takesPrefix, withPrefix } from "@contract/engineering";
import type { Locale } from "@contract/locale";
import { formatMemorySize, isMemoryUnit } from "@contract/memory-units";

/** Four significant digits: more than any catalog value's precision. */
const DIGITS = 4;

export function formatQuantity(value: number, unit: string | null, locale: Locale): string {
  if (isMemoryUnit(unit)) return formatMemorySize(value, unit, locale);
  const number = (figure: number) => writeNumber(figure, locale, DIGITS);
  const symbol = unit ?? "";
  if (symbol === "%") return locale === "tr" ? `±%${number(value)}` : `±${number(value)} %`;
  if (symbol === "" || !takesPrefix(symbol)) return symbol ? `${number(value)} ${symbol}` : number(value);
  if (symbol === "m") return `${number(scaleByPowerOfTen(value, 3))} mm`;
  if (value === 0) return `0 ${symbol}`;
  const [scaled, prefix] = withPrefix(value);
  return `${number(scaled)} ${prefix}${symbol}`;
}
