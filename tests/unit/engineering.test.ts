import { describe, expect, it } from "vitest";
import { formatEngineeringNumber, formatRangeValue, parseEngineeringNumber } from "../../contract/engineering";
import { readQuantity } from "../../api/modules/catalog/search-query";

describe("parseEngineeringNumber", () => {
  it.each([
    ["10", 10],
    ["10k", 10_000],
    ["10 kΩ", 10_000],
    ["4k7", 4_700],
    ["2R2", 2.2],
    ["3v3", 3.3],
    ["100n", 1e-7],
    ["100nF", 1e-7],
    ["2.2 µF", 2.2e-6],
    ["4,7uH", 4.7e-6],
    ["1M", 1e6],
    ["5m", 0.005],
    ["0.25W", 0.25],
    ["±1%", 1],
  ])("reads %s as %d", (input, expected) => {
    expect(parseEngineeringNumber(input)).toBe(expected);
  });

  it.each(["", "abc", "1..2", "k10", "10 k 5"])("refuses %j", (input) => {
    expect(parseEngineeringNumber(input)).toBeNull();
  });
});

describe("formatEngineeringNumber", () => {
  it.each([
    [4700, "4.7k"],
    [1e-7, "100n"],
    [2.2e-6, "2.2µ"],
    [1e6, "1M"],
    [0.25, "250m"],
    [12, "12"],
    [0, "0"],
  ])("writes %d as %s", (value, expected) => {
    expect(formatEngineeringNumber(value)).toBe(expected);
  });

  it("round-trips through the parser", () => {
    for (const value of [4700, 1e-7, 2.2e-6, 33, 1.5e9]) expect(parseEngineeringNumber(formatEngineeringNumber(value))).toBe(value);
  });
});

describe("formatRangeValue", () => {
  it("uses prefixes where the unit takes them and plain numbers where it does not", () => {
    expect(formatRangeValue(4700, "Ω", "en")).toBe("4.7k");
    expect(formatRangeValue(0.1, "%", "en")).toBe("0.1");
    expect(formatRangeValue(125, "°C", "en")).toBe("125");
    expect(formatRangeValue(1e-7, null, "en")).toBe("100n");
  });

  it("writes the decimal comma on a Turkish page and no thousands separator, so the value reads back", () => {
    expect(formatRangeValue(4700, "Ω", "tr")).toBe("4,7k");
    expect(formatRangeValue(0.1, "%", "tr")).toBe("0,1");
    expect(formatRangeValue(1200, "lm", "tr")).toBe("1200");
    expect(parseEngineeringNumber(formatRangeValue(2.2e-6, "F", "tr"))).toBe(2.2e-6);
  });
});

// The range filters and the search box used to read numbers with two readers; these are the cases they disagreed on.
describe("one reader for the range filters and the search box", () => {
  it("reads a leading-point decimal in both", () => {
    expect(parseEngineeringNumber(".5k")).toBe(500);
    expect(readQuantity(".5A")).toMatchObject({ quantity: "current", value: 0.5 });
    expect(readQuantity(".47uF")).toMatchObject({ quantity: "capacitance", value: 4.7e-7 });
  });

  it("takes m and G as the decimal point in both, where the search box knows the unit", () => {
    expect(parseEngineeringNumber("2m2")).toBe(0.0022);
    expect(readQuantity("2m2H")).toMatchObject({ quantity: "inductance", value: 0.0022 });
    expect(parseEngineeringNumber("1G5")).toBe(1.5e9);
    expect(readQuantity("1G5Ω")).toMatchObject({ quantity: "resistance", value: 1.5e9 });
    // Without a unit, "4m7" and "2G4" name no quantity: the search box leaves them to the part-number and word passes.
    expect(readQuantity("4m7")).toBeNull();
    expect(readQuantity("2G4")).toBeNull();
  });

  it("reads every spelling of micro and kilo alike, free of float noise", () => {
    for (const micro of ["u", "µ", "μ"]) {
      expect(parseEngineeringNumber(`4.7${micro}`)).toBe(0.0000047);
      expect(parseEngineeringNumber(`4${micro}7`)).toBe(0.0000047);
      expect(readQuantity(`4.7${micro}F`)?.value).toBe(0.0000047);
    }
    expect(parseEngineeringNumber("4K7")).toBe(4700);
    expect(readQuantity("4K7")).toMatchObject({ quantity: "resistance", value: 4700 });
    expect(parseEngineeringNumber("49k9")).toBe(49900);
  });

  it("takes R as the decimal point of a resistance in both", () => {
    expect(parseEngineeringNumber("4R7")).toBe(4.7);
    expect(readQuantity("4R7")).toMatchObject({ quantity: "resistance", value: 4.7 });
  });
});

describe("formatRangeValue and the API's display agree on plain units", () => {
  it("writes kelvin and lumens as plain numbers, as the API shows them", () => {
    expect(formatRangeValue(1200, "lm", "en")).toBe("1200");
    expect(formatRangeValue(300, "K", "en")).toBe("300");
    expect(formatRangeValue(2.5, "K/W", "en")).toBe("2.5");
  });
});
