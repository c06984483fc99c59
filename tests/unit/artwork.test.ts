import { describe, expect, it } from "vitest";
import { categoryTileSvg, manufacturerWordmarkSvg, wordsOf } from "../../app/features/catalog/artwork";

describe("catalog artwork", () => {
  it("reads the words of a file name", () => {
    expect(wordsOf("chip-resistors.svg")).toEqual(["chip", "resistors"]);
    expect(wordsOf("texas_instruments.svg")).toEqual(["texas", "instruments"]);
  });

  it("draws a category tile with its initials", () => {
    const svg = categoryTileSvg("ceramic-capacitors.svg");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(">CC</text>");
  });

  it("sets a manufacturer's name as a wordmark, escaped", () => {
    expect(manufacturerWordmarkSvg("texas-instruments.svg")).toContain(">TEXAS INSTRUMENTS</text>");
    expect(manufacturerWordmarkSvg("a&b.svg")).toContain("A&#38;B");
  });
});
