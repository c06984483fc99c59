import { describe, expect, it } from "vitest";
import { cleanText, isValidEmail, numericFieldText, parseDecimalField } from "../../contract/rules";

describe("isValidEmail", () => {
  it.each([
    "a.b+c@mail.example.com",
    "user@example.com",
    "USER@EXAMPLE.COM",
    "first_last%tag-1@sub-domain.example.co",
    "x@a.io",
    "123@456.org",
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "a@b..com",
    "a@b.c",
    "@x.com",
    "a b@x.com",
    "",
    "plainaddress",
    "a@",
    "a@x",
    "a@.x.com",
    "a@x.com.",
    "a@@x.com",
    "a@x.c0m",
    " a@x.com",
    "a@x.com ",
    "ayşe@x.com",
    "a@x.com\n",
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe("cleanText", () => {
  it("keeps Turkish letters, digits and whitespace", () => {
    expect(cleanText("Çağrı İğne Ölçü Şişe Üzüm ı 123")).toBe("Çağrı İğne Ölçü Şişe Üzüm ı 123");
  });

  it("removes punctuation and symbols", () => {
    expect(cleanText("10kΩ direnç, 1/4W (%5)!")).toBe("10kΩ direnç 14W 5");
    expect(cleanText("a-b_c.d@e#f$g")).toBe("abcdefg");
  });

  it("returns an empty string for symbols-only text", () => {
    expect(cleanText("!@#$%^&*()_+-=[]{};:'\",.<>/?\\|`~€₺")).toBe("");
    expect(cleanText("")).toBe("");
  });

  it("keeps tabs and newlines", () => {
    expect(cleanText("a\tb\nc!")).toBe("a\tb\nc");
  });

  it("keeps letters from other scripts", () => {
    expect(cleanText("Привет, 世界!")).toBe("Привет 世界");
  });

  it("recomposes decomposed letters instead of dropping their marks", () => {
    expect(cleanText("c\u0327ay")).toBe("çay");
  });

  it("drops emoji", () => {
    expect(cleanText("ok 👍")).toBe("ok ");
  });
});

describe("numericFieldText", () => {
  it.each([
    ["0", "0,1"],
    [",", "0,1"],
    [" 0 ", "0,1"],
    ["  ,", "0,1"],
  ])("replaces %j with %j", (input, expected) => {
    expect(numericFieldText(input)).toBe(expected);
  });

  it.each(["", " ", "00", "0,0", "0,5", "10", "1,", ",5", "abc", " 3 "])("returns %j unchanged", (input) => {
    expect(numericFieldText(input)).toBe(input);
  });
});

describe("parseDecimalField", () => {
  it.each([
    ["12,5", 12.5],
    ["12.5", 12.5],
    ["0", 0.1],
    [",", 0.1],
    [" 7 ", 7],
  ])("reads %j as %j", (input, expected) => {
    expect(parseDecimalField(input)).toBe(expected);
  });

  it.each(["", "abc", "-1", "1,2,3", "1e3"])("refuses %j", (input) => {
    expect(parseDecimalField(input)).toBeNull();
  });
});
