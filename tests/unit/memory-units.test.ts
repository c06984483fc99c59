import { describe, expect, it } from "vitest";
import { formatMemorySize, parseMemorySize } from "../../contract/memory-units";
import { formatRangePlaceholder, parseRangeValue, rangeBoundText, rangeFieldUnit } from "../../contract/range-field";
import { formatQuantity } from "../../api/modules/catalog/units";

describe("memory sizes", () => {
  it("are written with binary prefixes, as datasheets write them", () => {
    expect(formatMemorySize(128 * 1024, "B", "en")).toBe("128 KB");
    expect(formatMemorySize(1024 * 1024, "B", "en")).toBe("1 MB");
    expect(formatMemorySize(512, "B", "en")).toBe("512 B");
    expect(formatMemorySize(3584, "B", "en")).toBe("3.5 KB");
    expect(formatMemorySize(256 * 1024, "bit", "en")).toBe("256 Kbit");
    // The API's display of a property goes the same way (it wrote "131.1 kB" before).
    expect(formatQuantity(131072, "B", "en")).toBe("128 KB");
    expect(formatQuantity(2 * 1024 * 1024, "B", "en")).toBe("2 MB");
  });

  it("take the decimal comma on a Turkish page", () => {
    expect(formatMemorySize(3584, "B", "tr")).toBe("3,5 KB");
    expect(formatQuantity(1.5 * 1024 * 1024, "B", "tr")).toBe("1,5 MB");
  });

  it("read a bare number in KB and a prefix as binary, in any case", () => {
    expect(parseMemorySize("32")).toBe(32 * 1024);
    expect(parseMemorySize("32KB")).toBe(32 * 1024);
    expect(parseMemorySize("32 kb")).toBe(32 * 1024);
    expect(parseMemorySize("32k")).toBe(32 * 1024);
    expect(parseMemorySize("1M")).toBe(1024 * 1024);
    expect(parseMemorySize("1,5 MB")).toBe(1.5 * 1024 * 1024);
    expect(parseMemorySize("512 B")).toBe(512);
    expect(parseMemorySize("abc")).toBeNull();
    expect(parseMemorySize("4k7")).toBeNull();
  });
});

describe("range fields", () => {
  it("show memory in KB and read what is typed in it", () => {
    expect(rangeFieldUnit("B")).toBe("KB");
    expect(rangeFieldUnit("Ω")).toBe("Ω");
    expect(formatRangePlaceholder(16 * 1024, "B", "en")).toBe("16 KB");
    expect(parseRangeValue("32", "B")).toBe(32 * 1024);
    expect(rangeBoundText("32", "B", "en")).toBe("32 KB");
    expect(rangeBoundText("1M", "B", "en")).toBe("1 MB");
    expect(rangeBoundText("1,5M", "B", "tr")).toBe("1,5 MB");
  });

  it("read other units as before: a plain number or SI notation in the base unit", () => {
    expect(parseRangeValue("4700", "Ω")).toBe(4700);
    expect(parseRangeValue("4k7", "Ω")).toBe(4700);
    expect(parseRangeValue("1e-9", "F")).toBe(1e-9);
    expect(parseRangeValue("abc", "Ω")).toBeNull();
    expect(formatRangePlaceholder(4700, "Ω", "en")).toBe("4.7k");
    expect(rangeBoundText("10k", "Ω", "en")).toBe("10k Ω");
  });

  it("write Turkish placeholders and chips with the decimal comma, which the field reads back", () => {
    expect(formatRangePlaceholder(4700, "Ω", "tr")).toBe("4,7k");
    expect(parseRangeValue(formatRangePlaceholder(4700, "Ω", "tr"), "Ω")).toBe(4700);
    expect(parseRangeValue(formatRangePlaceholder(2.5, "K/W", "tr"), "K/W")).toBe(2.5);
    // Either decimal sign is read; the chip repeats the bound in the page's language.
    expect(rangeBoundText("4.7k", "Ω", "tr")).toBe("4,7k Ω");
    expect(rangeBoundText("4,7k", "Ω", "en")).toBe("4.7k Ω");
    expect(rangeBoundText("abc", "Ω", "tr")).toBe("abc");
  });
});
