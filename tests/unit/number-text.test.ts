import { describe, expect, it } from "vitest";
import { numberText, type NumberTextOptions } from "~/lib/number-text";
import { LOCALE_TAGS, type Locale } from "@contract/locale";

// The store writes numbers without Intl in the browser (docs/decisions/068-own-number-text.md): each of the ways it
// writes them must give, for any number, what Intl.NumberFormat gives for tr-TR and en-US.

const WAYS: NumberTextOptions[] = [
  { minDecimals: 5, maxDecimals: 5, signDisplay: "negative" },
  { minDecimals: 2, maxDecimals: 2, signDisplay: "negative", currency: "TRY" },
  { minDecimals: 3, maxDecimals: 3, signDisplay: "negative", currency: "USD" },
  { minDecimals: 4, maxDecimals: 4, signDisplay: "negative", currency: "EUR" },
  { minDecimals: 0, maxDecimals: 0, signDisplay: "negative" },
  { minDecimals: 0, maxDecimals: 1 },
  { minDecimals: 0, maxDecimals: 3 },
  { minDecimals: 4, maxDecimals: 8, signDisplay: "negative" },
  { minDecimals: 0, maxDecimals: 2, percent: true },
];

const intlFormats = new Map<string, Intl.NumberFormat>();

function intlText(value: number, locale: Locale, way: NumberTextOptions): string {
  const key = `${locale} ${JSON.stringify(way)}`;
  let format = intlFormats.get(key);
  if (!format) {
    const { minDecimals, maxDecimals, currency, percent, signDisplay = "auto" } = way;
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      ...(currency ? { style: "currency", currency, currencyDisplay: "narrowSymbol" } : percent ? { style: "percent" } : {}),
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      signDisplay,
    });
    intlFormats.set(key, format);
  }
  return format.format(value);
}

const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.005,
  2.675,
  999.995,
  9.99999,
  0.000005,
  0.0000049,
  1e-7,
  1.5e-10,
  12.5,
  1000,
  1234567.891,
  999999.9999,
  -0.001,
  -0.0000001,
  0.30000000000000004,
  123456789.125,
  1e21,
  2.5e22,
  0.1 + 0.2,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

/** A fixed sequence of numbers of every size and many decimals (a seeded generator: the same numbers every run). */
function spreadOfNumbers(count: number): number[] {
  let seed = 20261129;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () => {
    const magnitude = 10 ** Math.floor(next() * 14 - 6);
    const value = next() * magnitude;
    const decimals = Math.floor(next() * 7);
    const roundedValue = next() < 0.5 ? Number(value.toFixed(decimals)) : value;
    return next() < 0.2 ? -roundedValue : roundedValue;
  });
}

/** The numbers numberText writes otherwise than Intl, with what each wrote (the first five). */
function disagreements(values: number[], locale: Locale, way: NumberTextOptions): string[] {
  return values
    .map((value) => ({ value, own: numberText(value, locale, way), intl: intlText(value, locale, way) }))
    .filter(({ own, intl }) => own !== intl)
    .slice(0, 5)
    .map(({ value, own, intl }) => `${value} ${JSON.stringify(way)}: ${own}, Intl ${intl}`);
}

describe("numberText", () => {
  for (const locale of ["tr", "en"] as const) {
    it(`writes every way's edge cases as Intl does (${locale})`, () => {
      for (const way of WAYS) expect(disagreements(EDGES, locale, way)).toEqual([]);
    });

    it(`writes 5,000 numbers of every size as Intl does (${locale})`, () => {
      const numbers = spreadOfNumbers(5_000);
      for (const way of WAYS) expect(disagreements(numbers, locale, way)).toEqual([]);
    });
  }

  it("writes the separators and symbols of each language", () => {
    const price = { minDecimals: 2, maxDecimals: 2, signDisplay: "negative" } as const;
    expect(numberText(-1234.5, "tr", { ...price, currency: "TRY" })).toBe("-₺1.234,50");
    expect(numberText(-1234.5, "en", { ...price, currency: "USD" })).toBe("-$1,234.50");
    expect(numberText(0.185, "tr", { minDecimals: 0, maxDecimals: 2, percent: true })).toBe("%18,5");
    expect(numberText(0.185, "en", { minDecimals: 0, maxDecimals: 2, percent: true })).toBe("18.5%");
    expect(numberText(-0.001, "en", price)).toBe("0.00");
  });

  it("leaves a currency it has no symbol for to Intl", () => {
    const way = { minDecimals: 2, maxDecimals: 2, currency: "GBP" } as const;
    expect(numberText(3.2, "en", way)).toBe(intlText(3.2, "en", way));
  });
});
