import { describe, expect, it } from "vitest";
import { orderStepRefusal, smallestOrderQuantity } from "@contract/quantity-rules";

describe("smallestOrderQuantity", () => {
  it("is the minimum rounded up to the order increment, the first quantity the order steps accept", () => {
    for (const rules of [
      { minimumOrderQuantity: 1, orderQuantityMultiplier: 1, smallest: 1 },
      { minimumOrderQuantity: 10, orderQuantityMultiplier: 5, smallest: 10 },
      { minimumOrderQuantity: 12, orderQuantityMultiplier: 5, smallest: 15 },
      { minimumOrderQuantity: 3, orderQuantityMultiplier: 0, smallest: 3 },
    ]) {
      expect(smallestOrderQuantity(rules)).toBe(rules.smallest);
      expect(orderStepRefusal(rules.smallest, rules)).toBeNull();
      expect(orderStepRefusal(rules.smallest - 1, rules)).not.toBeNull();
    }
  });
});
