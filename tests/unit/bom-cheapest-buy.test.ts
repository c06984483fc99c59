import { describe, expect, it } from "vitest";
import { cheapestBuy, neededQuantity, totalOf, type PackagingOption } from "../../contract/bom/cheapest-buy";
import { extendedAmount } from "../../contract/price-display";

const cutTape = (overrides: Partial<PackagingOption> = {}): PackagingOption => ({
  variantId: 1,
  packaging: "Cut Tape",
  priceBreaks: [
    { quantity: 1, unitPrice: 0.1 },
    { quantity: 10, unitPrice: 0.08 },
    { quantity: 100, unitPrice: 0.05 },
  ],
  minimumOrderQuantity: 1,
  orderQuantityMultiplier: 1,
  stock: 10_000,
  isBackorderable: false,
  ...overrides,
});

const reel = (overrides: Partial<PackagingOption> = {}): PackagingOption => ({
  variantId: 2,
  packaging: "Reel",
  priceBreaks: [{ quantity: 5000, unitPrice: 0.004 }],
  minimumOrderQuantity: 5000,
  orderQuantityMultiplier: 5000,
  stock: 50_000,
  isBackorderable: false,
  ...overrides,
});

describe("neededQuantity", () => {
  it("is boards × per board with the spares, rounded up, without float error", () => {
    expect(neededQuantity(10, 25, 5)).toBe(263);
    expect(neededQuantity(100, 1, 7)).toBe(107);
    expect(neededQuantity(1, 1000, 0.1)).toBe(1001);
    expect(neededQuantity(3, 4, 0)).toBe(12);
    expect(neededQuantity(1, 10, 2.5)).toBe(11);
    expect(() => neededQuantity(1.5, 2, 0)).toThrow(RangeError);
    expect(() => neededQuantity(1, 2, -1)).toThrow(RangeError);
  });
});

describe("cheapestBuy", () => {
  it("buys what is needed when no larger break costs less", () => {
    expect(cheapestBuy(12, [cutTape()])).toEqual({
      variantId: 1,
      quantity: 12,
      unitPrice: 0.08,
      total: 0.96,
      boughtUp: false,
      reason: "needed",
    });
  });

  it("buys up to a price break that costs less in total: 100 for 90", () => {
    // 90 × 0.08 = 7.20; 100 × 0.05 = 5.00.
    expect(cheapestBuy(90, [cutTape()])).toEqual({
      variantId: 1,
      quantity: 100,
      unitPrice: 0.05,
      total: 5,
      boughtUp: true,
      reason: "priceBreak",
    });
    // 60 × 0.08 = 4.80 is less than 5.00: no buy-up.
    expect(cheapestBuy(60, [cutTape()])).toMatchObject({ quantity: 60, total: 4.8, boughtUp: false });
    // Equal totals go to the smaller quantity: 50 × 0.10 and 100 × 0.05 both cost 5.00.
    const even = cutTape({
      priceBreaks: [
        { quantity: 1, unitPrice: 0.1 },
        { quantity: 100, unitPrice: 0.05 },
      ],
    });
    expect(cheapestBuy(50, [even])).toMatchObject({ quantity: 50, total: 5, boughtUp: false });
  });

  it("raises the quantity to the minimum order and to the multiple", () => {
    const stepped = cutTape({ minimumOrderQuantity: 10, orderQuantityMultiplier: 5 });
    expect(cheapestBuy(7, [stepped])).toMatchObject({ quantity: 10, reason: "minimumOrder", boughtUp: false });
    expect(cheapestBuy(12, [stepped])).toMatchObject({ quantity: 15, reason: "multiple", unitPrice: 0.08, total: 1.2 });
    // A minimum that is not a multiple rises to the next multiple.
    expect(cheapestBuy(3, [cutTape({ minimumOrderQuantity: 10, orderQuantityMultiplier: 4 })])).toMatchObject({ quantity: 12 });
    // A break's quantity is rounded to the multiple too: 100 is bought as 104.
    expect(cheapestBuy(90, [cutTape({ orderQuantityMultiplier: 8 })])).toMatchObject({ quantity: 104, total: 5.2, boughtUp: true });
  });

  it("chooses cut tape or a full reel by the quantity", () => {
    // 263 on cut tape: 263 × 0.05 = 13.15; a reel: 5000 × 0.004 = 20.00.
    expect(cheapestBuy(263, [cutTape(), reel()])).toMatchObject({ variantId: 1, quantity: 263, total: 13.15 });
    // 4000 on cut tape: 200.00; a reel is cheaper though larger.
    expect(cheapestBuy(4000, [cutTape(), reel()])).toEqual({
      variantId: 2,
      quantity: 5000,
      unitPrice: 0.004,
      total: 20,
      boughtUp: false,
      reason: "minimumOrder",
    });
    // The same total and quantity: cut tape first.
    const flat = [{ quantity: 1, unitPrice: 0.01 }];
    const options = [reel({ priceBreaks: flat, minimumOrderQuantity: 1, orderQuantityMultiplier: 1 }), cutTape({ priceBreaks: flat })];
    expect(cheapestBuy(500, options)).toMatchObject({ variantId: 1, quantity: 500 });
  });

  it("skips what cannot be bought: over stock without back order, no price", () => {
    const few = cutTape({ stock: 50 });
    const dearer = cutTape({ variantId: 3, priceBreaks: [{ quantity: 1, unitPrice: 0.2 }] });
    expect(cheapestBuy(90, [few, dearer])).toMatchObject({ variantId: 3, quantity: 90, total: 18 });
    expect(cheapestBuy(90, [cutTape({ stock: 50, isBackorderable: true })])).toMatchObject({ variantId: 1, quantity: 100 });
    // Stock for the need but not for the break: the need is bought.
    expect(cheapestBuy(90, [cutTape({ stock: 95 })])).toMatchObject({ quantity: 90, boughtUp: false });
    expect(cheapestBuy(90, [few, cutTape({ variantId: 4, priceBreaks: [] })])).toBeNull();
  });

  it("totals lines as the cart does: the unit price as shown × quantity, rounded once to cents", () => {
    const buy = cheapestBuy(263, [cutTape({ priceBreaks: [{ quantity: 1, unitPrice: 0.04567 }] })]);
    expect(buy?.total).toBe(12.01);
    expect(buy?.total).toBe(extendedAmount(0.04567, 263));
    expect(totalOf([{ total: 0.1 }, { total: 0.2 }, { total: 12.01 }])).toBe(12.31);
  });
});
