import { describe, expect, it } from "vitest";
import { addToCompare, cleanCompareList, COMPARE_LIMIT, removeFromCompare, valuesDiffer } from "../../app/features/catalog/compare-list";

describe("compare list", () => {
  it("adds up to four and says when it is full", () => {
    let list: number[] = [];
    for (const id of [1, 2, 3, 4]) list = addToCompare(list, id).list;
    expect(list).toEqual([1, 2, 3, 4]);
    expect(COMPARE_LIMIT).toBe(4);
    expect(addToCompare(list, 5)).toEqual({ list: [1, 2, 3, 4], result: "full" });
  });

  it("does not list a product twice", () => {
    expect(addToCompare([7], 7)).toEqual({ list: [7], result: "alreadyListed" });
  });

  it("removes one", () => {
    expect(removeFromCompare([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it("cleans a tampered cookie", () => {
    expect(cleanCompareList("x")).toEqual([]);
    expect(cleanCompareList([3, 3, -1, 1.5, "4", 5, 6, 7, 8, 9])).toEqual([3, 5, 6, 7]);
  });

  it("marks rows whose values differ", () => {
    expect(valuesDiffer(["10 kΩ", "10 kΩ"])).toBe(false);
    expect(valuesDiffer(["10 kΩ", "4.7 kΩ"])).toBe(true);
    expect(valuesDiffer(["0603", undefined])).toBe(true);
  });
});
