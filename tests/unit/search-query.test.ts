import { describe, expect, it } from "vitest";
import { parseSearchQuery, readPackage, readQuantity } from "../../api/modules/catalog/search-query";

const quantities = (text: string) => parseSearchQuery(text).quantities.map(({ quantity, value }) => [quantity, value]);

describe("search query: engineering notation", () => {
  it("reads `10k 0603 1%` as resistance, package and tolerance", () => {
    const parsed = parseSearchQuery("10k 0603 1%");
    expect(quantities("10k 0603 1%")).toEqual([
      ["resistance", 10000],
      ["tolerance", 1],
    ]);
    expect(parsed.packages).toEqual(["0603"]);
    expect(parsed.words).toEqual([]);
    expect(parsed.partNumber).toBeNull();
  });

  it("reads `100nF 50V X7R` as capacitance, voltage and dielectric", () => {
    const parsed = parseSearchQuery("100nF 50V X7R");
    expect(quantities("100nF 50V X7R")).toEqual([
      ["capacitance", 1e-7],
      ["voltage", 50],
    ]);
    expect(parsed.dielectrics).toEqual(["X7R"]);
  });

  it.each([
    ["4.7uH", "inductance", 4.7e-6],
    ["4u7H", "inductance", 4.7e-6],
    ["4k7", "resistance", 4700],
    ["2R2", "resistance", 2.2],
    ["47R", "resistance", 47],
    ["47Ω", "resistance", 47],
    ["1M", "resistance", 1e6],
    ["1MΩ", "resistance", 1e6],
    ["2.2µF", "capacitance", 2.2e-6],
    ["2,2uF", "capacitance", 2.2e-6],
    ["100n", "capacitance", 1e-7],
    ["1n5", "capacitance", 1.5e-9],
    ["3v3", "voltage", 3.3],
    ["250mW", "power", 0.25],
    ["1.5A", "current", 1.5],
    ["500mA", "current", 0.5],
    ["16MHz", "frequency", 16e6],
    ["±5%", "tolerance", 5],
    ["0.1%", "tolerance", 0.1],
    ["%1", "tolerance", 1],
    ["±%5", "tolerance", 5],
    ["%0,1", "tolerance", 0.1],
  ])("reads %s as %s %s", (token, quantity, value) => {
    expect(readQuantity(token)).toMatchObject({ quantity, value });
  });

  it("keeps values free of float noise so they equal the stored SI numbers", () => {
    expect(readQuantity("4.7uF")?.value).toBe(0.0000047);
    expect(readQuantity("2.2nF")?.value).toBe(2.2e-9);
    expect(readQuantity("49k9")?.value).toBe(49900);
  });

  it("joins a number and a unit typed with a space", () => {
    expect(quantities("10 k 1 %")).toEqual([
      ["resistance", 10000],
      ["tolerance", 1],
    ]);
    expect(quantities("100 nF")).toEqual([["capacitance", 1e-7]]);
  });
});

describe("search query: packages, dielectrics and words", () => {
  it.each([
    ["0402", "0402"],
    ["SOT-23", "SOT-23"],
    ["sot23", "SOT-23"],
    ["soic8", "SOIC-8"],
    ["TO-220", "TO-220"],
    ["QFN-32", "QFN-32"],
    ["DPAK", "DPAK"],
  ])("reads %s as package %s", (token, name) => {
    expect(readPackage(token)).toBe(name);
  });

  it("maps NP0 and COG to C0G", () => {
    expect(parseSearchQuery("1nF np0").dielectrics).toEqual(["C0G"]);
    expect(parseSearchQuery("cog").dielectrics).toEqual(["C0G"]);
  });

  it("keeps other tokens as folded words: `3v3 LDO` is a voltage and the word ldo", () => {
    const parsed = parseSearchQuery("3v3 LDO");
    expect(quantities("3v3 LDO")).toEqual([["voltage", 3.3]]);
    expect(parsed.words).toEqual(["ldo"]);
  });

  it("folds Turkish letters so `Direnç` and `direnc` meet", () => {
    expect(parseSearchQuery("SMD Dirençler").words).toEqual(["smd", "direncler"]);
    expect(parseSearchQuery("IŞIK").words).toEqual(["isik"]);
  });

  it("offers a single non-value token as a part number, normalised", () => {
    expect(parseSearchQuery(" rc0603fr-0710kl ").partNumber).toBe("RC0603FR0710KL");
    expect(parseSearchQuery("STM32F103C8T6").partNumber).toBe("STM32F103C8T6");
    expect(parseSearchQuery("10k").partNumber).toBeNull();
    expect(parseSearchQuery("LM317 TO-220").partNumber).toBeNull();
  });

  it("is empty for blank input", () => {
    expect(parseSearchQuery("   ")).toMatchObject({ text: "", quantities: [], words: [], partNumber: null });
  });
});

describe("the Turkish decimal comma", () => {
  it("reads a comma between digits as the decimal sign, any other comma as a separator", () => {
    expect(quantities("4,7k")).toEqual([["resistance", 4700]]);
    expect(quantities("4.7k")).toEqual([["resistance", 4700]]);
    expect(quantities("2,2 µF")).toEqual([["capacitance", 2.2e-6]]);
    expect(quantities("10k, 0603,%1")).toEqual([
      ["resistance", 10000],
      ["tolerance", 1],
    ]);
  });
});
