import { describe, expect, it } from "vitest";
import { isValidTckn, isValidVkn } from "../../contract/tax-numbers";

describe("Turkish identity and tax numbers", () => {
  it("accepts a TCKN whose check digits hold and refuses one changed digit, a leading zero or a wrong length", () => {
    expect(isValidTckn("10000000146")).toBe(true);
    expect(isValidTckn("10000000147")).toBe(false);
    expect(isValidTckn("10000000156")).toBe(false);
    expect(isValidTckn("00000000146")).toBe(false);
    expect(isValidTckn("1000000014")).toBe(false);
  });

  it("accepts a VKN whose check digit holds and refuses the other nine endings", () => {
    expect(isValidVkn("1234567890")).toBe(true);
    for (let digit = 1; digit <= 9; digit++) expect(isValidVkn(`123456789${digit}`)).toBe(false);
    expect(isValidVkn("12345678901")).toBe(false);
    expect(isValidVkn("12345a7890")).toBe(false);
  });
});
