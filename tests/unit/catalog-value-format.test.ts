import { describe, expect, it } from "vitest";
import { formatQuantity } from "../../api/modules/catalog/units";

// What a product page, a facet and a comparison write for a catalog value: the page's decimal sign, and the
// percent sign where each language puts it (issue 35: "0.1W", "62.5 mW", "±0.1 %" on Turkish pages).
describe("catalog values in the page's language", () => {
  it.each([
    [4700, "Ω", "4,7 kΩ", "4.7 kΩ"],
    [0.0625, "W", "62,5 mW", "62.5 mW"],
    [2.2e-6, "F", "2,2 µF", "2.2 µF"],
    [0.00254, "m", "2,54 mm", "2.54 mm"],
    [3.3, "V", "3,3 V", "3.3 V"],
    [2.5, "K/W", "2,5 K/W", "2.5 K/W"],
    [0.5, "°C", "0,5 °C", "0.5 °C"],
    [10000, "Ω", "10 kΩ", "10 kΩ"],
    [0, "A", "0 A", "0 A"],
  ])("writes %s %s as %s in Turkish and %s in English", (value, unit, tr, en) => {
    expect(formatQuantity(value, unit, "tr")).toBe(tr);
    expect(formatQuantity(value, unit, "en")).toBe(en);
  });

  it("puts the percent sign before a Turkish tolerance, after an English one", () => {
    expect(formatQuantity(0.1, "%", "tr")).toBe("±%0,1");
    expect(formatQuantity(5, "%", "tr")).toBe("±%5");
    expect(formatQuantity(0.1, "%", "en")).toBe("±0.1 %");
  });

  it("groups a long whole part with a thin space, which reads as no decimal sign in either language", () => {
    expect(formatQuantity(12000, "lm", "tr")).toBe("12\u202f000 lm");
    expect(formatQuantity(12000, "lm", "en")).toBe("12\u202f000 lm");
    expect(formatQuantity(1200, "lm", "tr")).toBe("1200 lm");
  });

  it("writes a plain number with no unit in the page's language", () => {
    expect(formatQuantity(1.5, "", "tr")).toBe("1,5");
    expect(formatQuantity(1.5, null, "en")).toBe("1.5");
  });
});
