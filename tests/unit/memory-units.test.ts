import { describe, expect, it } from "vitest";
import { formatMemorySize, parseMemorySize } from "../../contract/memory-units";
import { formatRangePlaceholder, parseRangeValue, rangeBoundText, rangeFieldUnit } from "../../contract/range-field";
import { formatQuantity } from "../../api/modules/catalog/units";

describe("memory sizes", () => {
  it("are written with binary prefixes, as datasheets write them", () => {
    expect(formatMemorySize(128 * 1024, "B")).toBe("128 KB");
    expect(formatMemorySize(1024 * 1024, "B")).toBe("1 MB");
    expect(formatMemorySize(512, "B")).toBe("512 B");
    expect(formatMemorySize(3584, "B")).toBe("3.5 KB");
    expect(formatMemorySize(256 * 1024, "bit")).toBe("256 Kbit");
    // The API's display of a property goes the same way (it wrote "131.1 kB" before).
    expect(formatQuantity(131072, "B")).toBe("128 KB");
    expect(formatQuantity(2 * 1024 * 1024, "B")).toBe("2 MB");
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
    expect(formatRangePlaceholder(16 * 1024, "B")).toBe("16 KB");
    expect(parseRangeValue("32", "B")).toBe(32 * 1024);
    expect(rangeBoundText("32", "B")).toBe("32 KB");
    expect(rangeBoundText("1M", "B")).toBe("1 MB");
  });

  it("read other units as before: a plain number or SI notation in the base unit", () => {
    expect(parseRangeValue("4700", "Ω")).toBe(4700);
    expect(parseRangeValue("4k7", "Ω")).toBe(4700);
    expect(parseRangeValue("1e-9", "F")).toBe(1e-9);
    expect(parseRangeValue("abc", "Ω")).toBeNull();
    expect(formatRangePlaceholder(4700, "Ω")).toBe("4.7k");
    expect(rangeBoundText("10k", "Ω")).toBe("10k Ω");
  });
});
