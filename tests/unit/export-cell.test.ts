import { describe, expect, it } from "vitest";
import { safeCell } from "../../api/modules/carts/export-cell";

describe("safeCell", () => {
  it("keeps a text that would start a formula as text, with a leading apostrophe", () => {
    for (const text of ['=HYPERLINK("http://evil.example","x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1+1", "\r=1+1"]) {
      expect(safeCell(text)).toBe(`'${text}`);
    }
  });

  it("leaves every other text as it is", () => {
    for (const text of ["", "STM32F103C8T6", "Güç kartı İçöü", "A=B", "10-20", " =1"]) expect(safeCell(text)).toBe(text);
  });
});
