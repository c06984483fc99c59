import { describe, expect, it } from "vitest";
import { stockLevel } from "../../app/features/catalog/stock";

describe("stockLevel", () => {
  it("is in stock when a minimum order can ship", () => {
    expect(stockLevel({ totalStock: 100, minimumOrderQuantity: 10, onOrder: 0 })).toBe("inStock");
    expect(stockLevel({ totalStock: 1, minimumOrderQuantity: 0, onOrder: 0 })).toBe("inStock");
  });
  it("is below the minimum when some stock exists but not a whole minimum order", () => {
    expect(stockLevel({ totalStock: 5, minimumOrderQuantity: 10, onOrder: 0 })).toBe("belowMinimum");
  });
  it("is incoming when nothing is on the shelf but more is on order", () => {
    expect(stockLevel({ totalStock: 0, minimumOrderQuantity: 1, onOrder: 500 })).toBe("incoming");
  });
  it("is out of stock otherwise", () => {
    expect(stockLevel({ totalStock: 0, minimumOrderQuantity: 1, onOrder: 0 })).toBe("outOfStock");
  });
});
