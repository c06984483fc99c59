import type { Random } from "./random";

export type PackagingKind = "tape" | "tube" | "tray" | "bulk";

export interface PropertySeed {
  code: string;
  tr: string;
  en: string;
  kind: "numeric" | "enum";
  unit?: string;
  /** The search box's quantity that filters this property (resistance, capacitance, voltage, …). */
  quantity?: string;
  key?: boolean;
}

/** One manufacturer part as a family builds it; the writer adds variants, prices and stock. */
export interface PartSeed {
  mpn: string;
  manufacturer: string;
  properties: Record<string, number | string>;
  en: string;
  tr: string;
  /** Single-unit USD list price; breaks fall from it. */
  priceUsd: number;
  packaging: PackagingKind;
  /** Units on a full reel, tube or tray. */
  fullPack: number;
  keywords?: string;
  /** The maker's own stable datasheet or product page, only where it is known to exist; never built from the MPN. */
  datasheetUrl?: string;
}

/** A leaf category's generator: `size` distinct parts, part `index` built deterministically. */
export interface Family {
  category: string;
  weight: number;
  size: number;
  properties: PropertySeed[];
  build(index: number, random: Random): PartSeed;
}

/** SI value from mantissa and exponent through the decimal string, so 4.7e-6 has no float noise. */
export const si = (mantissa: number, exponent: number) => Number(`${mantissa}e${exponent}`);

export const E24 = [1.0, 1.1, 1.2, 1.3, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1];
export const E96 = [
  1.0, 1.02, 1.05, 1.07, 1.1, 1.13, 1.15, 1.18, 1.21, 1.24, 1.27, 1.3, 1.33, 1.37, 1.4, 1.43, 1.47, 1.5, 1.54, 1.58, 1.62, 1.65, 1.69, 1.74,
  1.78, 1.82, 1.87, 1.91, 1.96, 2.0, 2.05, 2.1, 2.15, 2.21, 2.26, 2.32, 2.37, 2.43, 2.49, 2.55, 2.61, 2.67, 2.74, 2.8, 2.87, 2.94, 3.01,
  3.09, 3.16, 3.24, 3.32, 3.4, 3.48, 3.57, 3.65, 3.74, 3.83, 3.92, 4.02, 4.12, 4.22, 4.32, 4.42, 4.53, 4.64, 4.75, 4.87, 4.99, 5.11, 5.23,
  5.36, 5.49, 5.62, 5.76, 5.9, 6.04, 6.19, 6.34, 6.49, 6.65, 6.81, 6.98, 7.15, 7.32, 7.5, 7.68, 7.87, 8.06, 8.25, 8.45, 8.66, 8.87, 9.09,
  9.31, 9.53, 9.76,
];
export const E6 = [1.0, 1.5, 2.2, 3.3, 4.7, 6.8];
export const E12 = [1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2];

/** "10K", "4K7", "49K9", "100R", "4R7", "1M": the R/K/M notation printed in many resistor MPNs. */
export function rkmCode(ohms: number): string {
  const [divisor, letter] = ohms >= 1e6 ? [1e6, "M"] : ohms >= 1e3 ? [1e3, "K"] : [1, "R"];
  const scaled = String(Number((ohms / divisor).toPrecision(3)));
  return scaled.includes(".") ? scaled.replace(".", letter) : `${scaled}${letter}`;
}

/** EIA digit code: `digits` significant digits then the power of ten ("1002" = 10 kΩ, "104" = 100 000 pF); R marks the point below 10. */
export function digitCode(value: number, digits: number): string {
  if (value < 10 ** (digits - 1)) {
    const text = value.toFixed(digits).replace(".", "R");
    return text.slice(0, digits + 1).replace(/^0+(?=\d)/, "");
  }
  const exponent = Math.floor(Math.log10(value) + 1e-9) - (digits - 1);
  const mantissa = Math.round(value / 10 ** exponent);
  return `${mantissa}${exponent}`;
}

/** A value in the E-series decade range [from, to): index → (mantissa, exponent). */
export function seriesValue(series: readonly number[], index: number, fromExponent: number): number {
  const decade = Math.floor(index / series.length);
  return si(series[index % series.length], fromExponent + decade);
}

/** Price noise: ±20 % around the base, rounded to 5 significant digits. */
export function priced(random: Random, base: number): number {
  return Number((base * (0.8 + random.next() * 0.4)).toPrecision(5));
}
