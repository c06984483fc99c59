import { describe, expect, it } from "vitest";
import { isSearchable } from "../../contract/search-text";

describe("isSearchable", () => {
  it("refuses entries with fewer than two letters or digits: symbols, emoji, one letter", () => {
    for (const text of ["", "😀", "%", "*", "ı", "5", " - ", "%%%"]) expect(isSearchable(text), text).toBe(false);
  });

  it("takes values, part numbers and words in any script", () => {
    for (const text of ["5V", "10k", "ıs", "çğ", "LM317", "100nF 50V X7R", "Ω1k"]) expect(isSearchable(text), text).toBe(true);
  });
});
