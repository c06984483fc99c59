import { describe, expect, it } from "vitest";
import { identityNumberText, taxNumberText } from "../../contract/rules";
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

  it("the contract's fields tell a wrong length from a wrong check digit, for a VKN and a sole proprietor's TCKN", () => {
    const messages = (schema: typeof taxNumberText, value: string) => schema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages(taxNumberText, "123")).toEqual(["validation.taxNumber"]);
    expect(messages(taxNumberText, "1234567891")).toEqual(["validation.taxNumberCheck"]);
    expect(messages(taxNumberText, "10000000147")).toEqual(["validation.taxNumberCheck"]);
    expect(taxNumberText.parse(" 1234567890 ")).toBe("1234567890");
    expect(taxNumberText.parse("10000000146")).toBe("10000000146");
    expect(messages(identityNumberText, "1000000014")).toEqual(["validation.identityNumber"]);
    expect(messages(identityNumberText, "10000000147")).toEqual(["validation.identityNumberCheck"]);
  });
});
