import { describe, expect, it } from "vitest";
import { formatEngineeringNumber, formatRangeValue, parseEngineeringNumber } from "../../app/lib/engineering";

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
    expect(formatRangeValue(4700, "Ω")).toBe("4.7k");
    expect(formatRangeValue(0.1, "%")).toBe("0.1");
    expect(formatRangeValue(125, "°C")).toBe("125");
    expect(formatRangeValue(1e-7, null)).toBe("100n");
  });
});
