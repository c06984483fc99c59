import { describe, expect, it } from "vitest";
import { readPlainNumber, readValue, writeNumber, writeWithPrefix, writeWithUnit } from "../../contract/calculators/numbers";

describe("readPlainNumber", () => {
  it.each([
    ["4,7", 4.7],
    ["4.7", 4.7],
    ["-12,5", -12.5],
    ["−40", -40],
    ["+3", 3],
    [".5", 0.5],
    ["1e-3", 0.001],
    ["2,5E3", 2500],
    ["100 000", 100_000],
    ["3\u202f600\u202f000", 3_600_000],
    [" 0 ", 0],
  ])("reads %j as %d", (text, expected) => {
    expect(readPlainNumber(text)).toBe(expected);
  });

  it("reads a decimal exactly, not through a multiplication", () => {
    expect(readPlainNumber("4.7e-6")).toBe(4.7e-6);
  });

  it.each(["", "abc", "4,7,1", "1.000,5", "1..2", "10k", "4k7", "5 m", "1e", "--1"])("refuses %j", (text) => {
    expect(readPlainNumber(text)).toBeNull();
  });

  it("reads an overflow as infinity, for the calculators to refuse", () => {
    expect(readPlainNumber("1e400")).toBe(Infinity);
  });
});

describe("readValue", () => {
  it.each([
    ["10k", [], 10_000],
    ["4k7", [], 4_700],
    ["2R2", ["Ω"], 2.2],
    ["2,2µ", ["F"], 2.2e-6],
    ["2.2uF", ["F"], 2.2e-6],
    ["100n", ["F"], 1e-7],
    ["4p7", ["F"], 4.7e-12],
    ["1M", ["Ω"], 1e6],
    ["1m", ["Ω"], 0.001],
    ["10 kΩ", ["Ω"], 10_000],
    ["10 k\u2126", ["Ω"], 10_000],
    ["12 V", ["V"], 12],
    ["-5V", ["V"], -5],
    ["1e-3", [], 0.001],
    ["1e3k", [], 1e6],
    ["4,7", [], 4.7],
  ] as const)("reads %j as %d", (text, units, expected) => {
    expect(readValue(text, units)).toBe(expected);
  });

  it.each([
    ["10 kg", ["Ω"]],
    ["10 A", ["V"]],
    ["k10", []],
    ["10 k 5", []],
    ["twelve", ["V"]],
  ] as const)("refuses %j", (text, units) => {
    expect(readValue(text, units)).toBeNull();
  });
});

describe("writeNumber", () => {
  it.each([
    [0.45359237, "0,45359237", "0.45359237"],
    [3_600_000, "3\u202f600\u202f000", "3\u202f600\u202f000"],
    [1000, "1000", "1000"],
    [373.15, "373,15", "373.15"],
    [-459.67, "−459,67", "−459.67"],
    [212.00000000000003, "212", "212"],
    [4.699999999999999, "4,7", "4.7"],
    [0.0001, "0,0001", "0.0001"],
    [1.602176634e-19, "1,602176634 × 10⁻¹⁹", "1.602176634 × 10⁻¹⁹"],
    [1e12, "1 × 10¹²", "1 × 10¹²"],
    [0, "0", "0"],
  ])("writes %d as %j in Turkish and %j in English", (value, tr, en) => {
    expect(writeNumber(value, "tr")).toBe(tr);
    expect(writeNumber(value, "en")).toBe(en);
  });

  it("keeps at least six significant figures and drops trailing zeros", () => {
    expect(writeNumber(2 / 3, "en", 6)).toBe("0.666667");
    expect(writeNumber(2.5, "en", 6)).toBe("2.5");
  });
});

describe("writeWithPrefix and writeWithUnit", () => {
  it.each([
    [10_000, "Ω", "10\u00a0kΩ"],
    [0.0006, "A", "600\u00a0µA"],
    [6, "V", "6\u00a0V"],
    [1e-7, "F", "100\u00a0nF"],
    [999.9999999, "Ω", "1\u00a0kΩ"],
    [0.002553191489, "A", "2.55319\u00a0mA"],
    [0, "W", "0\u00a0W"],
  ])("writes %d %s as %j", (value, unit, expected) => {
    expect(writeWithPrefix(value, unit, "en")).toBe(expected);
  });

  it("writes the unit after a no-break space, in the page's language", () => {
    expect(writeWithUnit(373.15, "K", "tr")).toBe("373,15\u00a0K");
    expect(writeWithPrefix(4700, "Ω", "tr")).toBe("4,7\u00a0kΩ");
  });

  it("writes what the readers read back", () => {
    for (const value of [3_600_000, 0.45359237, -40]) expect(readPlainNumber(writeNumber(value, "tr"))).toBe(value);
  });
});
