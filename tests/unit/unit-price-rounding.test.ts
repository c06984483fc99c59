import { describe, expect, it } from "vitest";
import { extendedAmount, unitPriceDecimals } from "../../contract/price-display";
import { priceLine, type LineToPrice } from "../../api/modules/carts/pricing";
import { centsText, roundToCents, roundUnitPrice, toMicro, unitPriceText } from "../../api/lib/money";

// Spec section 9 and docs/decisions/010-price-display.md: a unit price shows 5 decimals below 10, 4 below 100, 3 below
// 1000, otherwise 2; the API rounds it to them and works each line out from the rounded price.

describe("unitPriceDecimals", () => {
  it.each([
    [0, 5],
    [0.02735, 5],
    [9.99999, 5],
    [10, 4],
    [99.9999, 4],
    [100, 3],
    [999.999, 3],
    [1000, 2],
    [123456, 2],
    [-0.5, 5],
    [-12.5, 4],
  ])("%d → %d decimals", (value, decimals) => {
    expect(unitPriceDecimals(value)).toBe(decimals);
  });
});

describe("roundUnitPrice", () => {
  it.each([
    // Half up at the last shown decimal; a price that rounds up to a bound has the bound's decimals.
    ["9.999994", "9.99999", "9.99999"],
    ["9.999996", "10.00000", "10.0000"],
    ["10", "10.0000", "10.0000"],
    ["27.830849", "27.8308", "27.8308"],
    ["99.99995", "100.0000", "100.000"],
    ["214.6455", "214.646", "214.646"],
    ["999.9995", "1000.000", "1000.00"],
    ["1234.565", "1234.57", "1234.57"],
    ["0.000004", "0", "0.00000"],
    ["0.000005", "0.00001", "0.00001"],
    ["-2.222849", "-2.22285", "-2.22285"],
  ])("%s → %s, given as %s", (stored, rounded, text) => {
    expect(roundUnitPrice(toMicro(stored))).toBe(toMicro(rounded));
    expect(unitPriceText(toMicro(stored))).toBe(text);
  });

  it("leaves an already rounded price as it is", () => {
    for (const price of ["2.22280", "55.3225", "214.646", "1500.00"]) {
      expect(roundUnitPrice(toMicro(price))).toBe(toMicro(price));
    }
  });
});

describe("a cart line multiplies out", () => {
  const USD = { currency: "USD" as const, rate: "1" };
  const TRY = { currency: "TRY" as const, rate: "34.56789012" };
  const line = (usd: string, quantity: number): LineToPrice => ({
    quantity,
    breaks: [[1, usd]],
    discountRate: null,
    vatRate: "20.00",
    isProject: false,
  });

  it.each([
    // The examples: "$2,22 × 9 = $20,01", "$1,60 × 25 = $40,01", "₺1,00 × 2 500 = ₺2.512,02".
    ["2.2228", 9, USD, "2.22280", "20.01"],
    ["1.6004", 25, USD, "1.60040", "40.01"],
    ["1.0008", 2500, USD, "1.00080", "2502.00"],
    // 2.2228 × 34.56789012 = 76.837506 → 76.8375; × 9 = 691.5375 → 691.54
    ["2.2228", 9, TRY, "76.8375", "691.54"],
    // 1.6004 × 34.56789012 = 55.322451 → 55.3225; × 25 = 1383.0625 → 1383.06
    ["1.6004", 25, TRY, "55.3225", "1383.06"],
    // 1.0008 × 34.56789012 = 34.595544 → 34.5955; × 2500 = 86488.75 (the unrounded price gave 86488.86)
    ["1.0008", 2500, TRY, "34.5955", "86488.75"],
    // 0.02907 × 34.56789012 = 1.004889 → 1.00489; × 2500 = 2512.225 → 2512.23 (the unrounded price gave 2512.22)
    ["0.029070", 2500, TRY, "1.00489", "2512.23"],
  ])("%s USD × %d in %o: unit %s, line %s", (usd, quantity, rate, unit, extended) => {
    const figures = priceLine(line(usd, quantity), rate)!;
    expect(unitPriceText(figures.unitPrice)).toBe(unit);
    expect(centsText(figures.extendedPrice)).toBe(extended);
    // What a buyer checks: the unit price as shown times the quantity is the line, to the cent.
    expect(figures.extendedPrice).toBe(roundToCents(toMicro(unit) * BigInt(quantity)));
  });

  it("works the discount out from the reference unit price as shown", () => {
    // 1.0008 / 0.82 = 1.220488 → 1.22049; × 2500 = 3051.225 → 3051.23; less the line 2502.00 = 549.23
    const figures = priceLine({ ...line("1.0008", 2500), discountRate: "18.00" }, USD)!;
    expect(centsText(figures.discount)).toBe("549.23");
  });
});

describe("extendedAmount (the storefront's shown total)", () => {
  it.each([
    // Exact where floats are not: 1.005 × 1 is 1.01 (1.005 × 100 is 100.4999… as a float, which rounds to 1.00).
    [1.005, 1],
    [2.2228, 37],
    [0.09437, 250],
    [0.00005, 1],
    [0.00005, 100],
    [27.8308, 3],
    [214.646, 7],
    [1234.57, 1],
    [0.15992, 999_995],
  ])("%d × %d is the cart's extended price", (unitPrice, quantity) => {
    const cart = roundToCents(toMicro(unitPrice.toFixed(5)) * BigInt(quantity));
    expect(toMicro(extendedAmount(unitPrice, quantity).toFixed(2))).toBe(cart);
  });
});
