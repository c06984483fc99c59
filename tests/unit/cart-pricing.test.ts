import { describe, expect, it } from "vitest";
import { breakFor, priceLine, totalsOf, type LineToPrice } from "../../api/modules/carts/pricing";
import { orderStepRefusal, quantityRefusal } from "../../contract/quantity-rules";

const breaks: LineToPrice["breaks"] = [
  [1, "0.117050"],
  [10, "0.084276"],
  [100, "0.047990"],
];
const TRY = { currency: "TRY" as const, rate: "34.56789012" };
const USD = { currency: "USD" as const, rate: "1" };
const line = (quantity: number, extra: Partial<LineToPrice> = {}): LineToPrice => ({
  quantity,
  breaks,
  discountRate: null,
  vatRate: "20.00",
  isProject: false,
  ...extra,
});
const micro = (decimal: string) => BigInt(Math.round(Number(decimal) * 1e6));

describe("cart pricing", () => {
  it("takes the break of the largest quantity not above the line's", () => {
    expect([1, 9, 10, 99, 100, 5000].map((quantity) => breakFor(breaks, quantity))).toEqual([
      "0.117050",
      "0.117050",
      "0.084276",
      "0.084276",
      "0.047990",
      "0.047990",
    ]);
    expect(breakFor([], 10)).toBeNull();
  });

  it("matches a hand calculation in TRY: unit at the stored rate as shown, extended and KDV each rounded once to kuruş", () => {
    // 0.084276 USD × 34.56789012 = 2.9132435... TRY → 2.91324 (five decimals below 10, half up)
    // × 37 = 107.78988 → 107.79; KDV 20 % = 21.558 → 21.56; line total 129.35
    const figures = priceLine(line(37), TRY)!;
    expect(figures.unitPrice).toBe(micro("2.91324"));
    expect(figures.extendedPrice).toBe(micro("107.79"));
    expect(figures.tax).toBe(micro("21.56"));
    expect(figures.totalPrice).toBe(micro("129.35"));
  });

  it("rounds per line, not on the sum (two lines of 0.125 + 0.125 at 10 % are 0.02 + 0.02 tax, not 0.03)", () => {
    const cheap: LineToPrice = { quantity: 1, breaks: [[1, "0.125000"]], discountRate: null, vatRate: "10.00", isProject: false };
    const first = priceLine(cheap, USD)!;
    expect(first.extendedPrice).toBe(micro("0.13"));
    expect(first.tax).toBe(micro("0.01"));
    const totals = totalsOf([
      { line: cheap, figures: first },
      { line: cheap, figures: first },
    ]);
    expect(totals.subtotal).toBe(micro("0.26"));
    expect(totals.tax).toBe(micro("0.02"));
    expect(totals.total).toBe(micro("0.28"));
  });

  it("keeps project lines apart, sums discounts, and adds no shipping before checkout", () => {
    const standard = line(100, { discountRate: "18.00" });
    const project = line(10, { isProject: true, vatRate: "10.00" });
    const standardFigures = priceLine(standard, USD)!;
    const projectFigures = priceLine(project, USD)!;
    // 0.047990 × 100 = 4.799 → 4.80; reference 0.047990 / 0.82 = 0.05852 (five decimals, half up) × 100 = 5.852 → 5.85;
    // saving 1.05
    expect(standardFigures.discount).toBe(micro("1.05"));
    // 0.084276 × 10 = 0.84276 → 0.84; KDV 10 % = 0.084 → 0.08
    expect(projectFigures.extendedPrice).toBe(micro("0.84"));
    expect(projectFigures.tax).toBe(micro("0.08"));
    const totals = totalsOf([
      { line: standard, figures: standardFigures },
      { line: project, figures: projectFigures },
    ]);
    expect(totals).toEqual({
      subtotal: micro("4.80"),
      discount: micro("1.05"),
      shipping: 0n,
      tax: micro("0.96"),
      projectSubtotal: micro("0.84"),
      projectTax: micro("0.08"),
      totalWithoutShipment: micro("6.68"),
      total: micro("6.68"),
    });
  });

  it("leaves a part without prices unpriced", () => {
    expect(priceLine(line(5, { breaks: [] }), TRY)).toBeNull();
  });
});

describe("quantity rules", () => {
  const rules = { minimumOrderQuantity: 10, orderQuantityMultiplier: 5, totalStock: 40, isBackorderable: false };
  it("refuses below the minimum, off the multiple (offering the nearest), beyond the stock unless back-orderable", () => {
    expect(quantityRefusal(5, rules)).toEqual({ code: "belowMinimum", minimum: 10 });
    expect(quantityRefusal(12, rules)).toEqual({ code: "notMultiple", multiplier: 5, lower: 10, higher: 15 });
    expect(quantityRefusal(45, rules)).toEqual({ code: "overStock", stock: 40 });
    expect(quantityRefusal(45, { ...rules, isBackorderable: true })).toBeNull();
    expect(quantityRefusal(40, rules)).toBeNull();
  });
});

describe("order steps (what the buy box says as a quantity is typed)", () => {
  it("names the minimum, or the multiples around an off-step quantity, and never the stock", () => {
    const rules = { minimumOrderQuantity: 10, orderQuantityMultiplier: 5 };
    expect(orderStepRefusal(9, rules)).toEqual({ code: "belowMinimum", minimum: 10 });
    expect(orderStepRefusal(16, rules)).toEqual({ code: "notMultiple", multiplier: 5, lower: 15, higher: 20 });
    expect(orderStepRefusal(1_000_000, rules)).toBeNull();
  });
});
