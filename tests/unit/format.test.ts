import { afterEach, describe, expect, it } from "vitest";
import { formatAmount, formatCompactCount, formatFileSize, formatPercent, formatQuantity, formatUnitPrice } from "../../app/lib/format";

// Intl separates some currency codes from the number with a no-break space.
const NBSP = "\u00a0";

describe("formatUnitPrice", () => {
  // Spec section 9 and docs/decisions/010-price-display.md: exactly 5 decimals below 10, 4 below 100, 3 below 1000,
  // otherwise 2 (the API has rounded the price to them; a figure with more is cut by Intl's half-expand rounding).
  it.each([
    [0.1, "0,10000", "0.10000"],
    [0.02735, "0,02735", "0.02735"],
    [0.012345, "0,01235", "0.01235"],
    [1, "1,00000", "1.00000"],
    [2.2228, "2,22280", "2.22280"],
    [9.99999, "9,99999", "9.99999"],
    [10, "10,0000", "10.0000"],
    [27.8308, "27,8308", "27.8308"],
    [99.9999, "99,9999", "99.9999"],
    [100, "100,000", "100.000"],
    [214.646, "214,646", "214.646"],
    [999.999, "999,999", "999.999"],
    [1000, "1.000,00", "1,000.00"],
    [1234567.891, "1.234.567,89", "1,234,567.89"],
    [0, "0,00000", "0.00000"],
  ])("%d → tr %s / en %s", (value, tr, en) => {
    expect(formatUnitPrice(value, "tr")).toBe(tr);
    expect(formatUnitPrice(value, "en")).toBe(en);
  });

  it("formats negative prices by the magnitude of their absolute value", () => {
    expect(formatUnitPrice(-0.5, "tr")).toBe("-0,50000");
    expect(formatUnitPrice(-0.01234, "en")).toBe("-0.01234");
    expect(formatUnitPrice(-12.5, "en")).toBe("-12.5000");
    expect(formatUnitPrice(-1500, "tr")).toBe("-1.500,00");
    expect(formatUnitPrice(-0.5, "tr", "USD")).toBe("-$0,50000");
  });

  it("formats with the currency's symbol in both languages", () => {
    expect(formatUnitPrice(0.01234, "en", "USD")).toBe("$0.01234");
    expect(formatUnitPrice(0.01234, "tr", "USD")).toBe("$0,01234");
    expect(formatUnitPrice(12.5, "tr", "TRY")).toBe("₺12,5000");
    expect(formatUnitPrice(27.8308, "en", "TRY")).toBe("₺27.8308");
    expect(formatUnitPrice(12.5, "en", "EUR")).toBe("€12.5000");
    expect(formatUnitPrice(1234.5, "en", "TRY")).toBe("₺1,234.50");
  });

  it.each([null, undefined, "", "-", "  ", "abc", Number.NaN])("shows zero for %j", (value) => {
    expect(formatUnitPrice(value, "tr")).toBe("0,00");
    expect(formatUnitPrice(value, "en")).toBe("0.00");
    expect(formatUnitPrice(value, "tr", "TRY")).toBe("₺0,00");
    expect(formatUnitPrice(value, "en", "USD")).toBe("$0.00");
  });

  it("accepts numeric strings, including a decimal comma", () => {
    expect(formatUnitPrice("12,5", "tr")).toBe("12,5000");
    expect(formatUnitPrice("1234.5", "en")).toBe("1,234.50");
    expect(formatUnitPrice(" 0.01234 ", "en", "USD")).toBe("$0.01234");
  });
});

describe("formatAmount", () => {
  it("always uses two decimals", () => {
    expect(formatAmount(0.01234, "en")).toBe("0.01");
    expect(formatAmount(9.99999, "tr")).toBe("10,00");
    expect(formatAmount(1234.567, "tr")).toBe("1.234,57");
    expect(formatAmount(1234.567, "en")).toBe("1,234.57");
    expect(formatAmount(1000000, "tr")).toBe("1.000.000,00");
    expect(formatAmount(-42.1, "en")).toBe("-42.10");
  });

  it("formats with a currency", () => {
    expect(formatAmount(1234.5, "tr", "TRY")).toBe("₺1.234,50");
    expect(formatAmount(1234.5, "en", "USD")).toBe("$1,234.50");
    expect(formatAmount(1234.5, "tr", "EUR")).toBe("€1.234,50");
    expect(formatAmount(-1234.5, "en", "EUR")).toBe("-€1,234.50");
    expect(formatAmount(1234.5, "en", "TRY")).toBe("₺1,234.50");
  });

  it("does not show a negative zero", () => {
    expect(formatAmount(-0.001, "en")).toBe("0.00");
    expect(formatAmount(-0, "tr", "EUR")).toBe("€0,00");
  });

  it.each([null, undefined, "", "-"])("shows zero for %j", (value) => {
    expect(formatAmount(value, "tr")).toBe("0,00");
    expect(formatAmount(value, "en")).toBe("0.00");
    expect(formatAmount(value, "en", "USD")).toBe("$0.00");
    expect(formatAmount(value, "tr", "TRY")).toBe("₺0,00");
  });

  it("accepts numeric strings", () => {
    expect(formatAmount("19,9", "tr")).toBe("19,90");
    expect(formatAmount("19.9", "en", "USD")).toBe("$19.90");
  });
});

describe("formatCompactCount", () => {
  it.each([
    [0, "0", "0"],
    [999, "999", "999"],
    [1000, "1K", "1K"],
    [1049, "1K", "1K"],
    [1050, "1,1K", "1.1K"],
    [1500, "1,5K", "1.5K"],
    [12_345, "12,3K", "12.3K"],
    [999_949, "999,9K", "999.9K"],
    [999_950, "1KK", "1KK"],
    [999_999, "1KK", "1KK"],
    [1_000_000, "1KK", "1KK"],
    [1_249_999, "1,2KK", "1.2KK"],
    [1_250_000, "1,3KK", "1.3KK"],
    [2_000_000, "2KK", "2KK"],
    [1_234_000_000, "1.234KK", "1,234KK"],
  ])("%d → tr %s / en %s", (n, tr, en) => {
    expect(formatCompactCount(n, "tr")).toBe(tr);
    expect(formatCompactCount(n, "en")).toBe(en);
  });

  it("keeps the sign of negative counts", () => {
    expect(formatCompactCount(-1500, "tr")).toBe("-1,5K");
    expect(formatCompactCount(-999, "en")).toBe("-999");
  });

  it("rounds fractional counts before choosing the unit", () => {
    expect(formatCompactCount(999.6, "tr")).toBe("1K");
    expect(formatCompactCount(999.4, "en")).toBe("999");
  });
});

describe("formatQuantity", () => {
  it.each([
    [0, "0", "0"],
    [999, "999", "999"],
    [1000, "1.000", "1,000"],
    [1_234_567, "1.234.567", "1,234,567"],
    [12.6, "13", "13"],
    [-2500, "-2.500", "-2,500"],
  ])("%d → tr %s / en %s", (n, tr, en) => {
    expect(formatQuantity(n, "tr")).toBe(tr);
    expect(formatQuantity(n, "en")).toBe(en);
  });
});

describe("formatFileSize", () => {
  it("states bytes, KB and MB in binary units with the page's decimal mark", () => {
    expect(formatFileSize(512, "en")).toBe("512 B");
    expect(formatFileSize(24055, "tr")).toBe("23,5 KB");
    expect(formatFileSize(24055, "en")).toBe("23.5 KB");
    expect(formatFileSize(3 * 1024 ** 2, "tr")).toBe("3 MB");
  });
});

describe("the browser's number data", () => {
  const OriginalNumberFormat = Intl.NumberFormat;

  afterEach(() => {
    Reflect.set(Intl, "NumberFormat", OriginalNumberFormat);
  });

  // Its first use is a long task on a phone (docs/decisions/068-own-number-text.md).
  it("is not used for the store's currencies, quantities, sizes and percentages; another currency is Intl's", () => {
    let created = 0;
    class CountingNumberFormat extends OriginalNumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        created += 1;
      }
    }
    Reflect.set(Intl, "NumberFormat", CountingNumberFormat);

    for (const currency of ["USD", "TRY", "EUR"]) formatUnitPrice(0.01234, "tr", currency);
    formatAmount(1234.5, "en", "TRY");
    formatQuantity(12345, "tr");
    formatCompactCount(1500, "en");
    formatFileSize(24055, "tr");
    formatPercent(18, "tr");
    expect(created).toBe(0);

    // CHF is not used elsewhere in this file, so the first call makes its format; the next ones reuse it.
    expect(formatAmount(5, "en", "CHF")).toBe(`CHF${NBSP}5.00`);
    expect(formatAmount(7, "en", "CHF")).toBe(`CHF${NBSP}7.00`);
    expect(formatAmount("", "en", "CHF")).toBe(`CHF${NBSP}0.00`);
    expect(created).toBe(1);

    // Same options in another locale is a separate format.
    expect(formatAmount(5, "tr", "CHF")).toBe(`CHF${NBSP}5,00`);
    expect(created).toBe(2);
  });
});
