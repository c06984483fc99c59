import { describe, expect, it } from "vitest";
import { ValueDictionary } from "../../api/modules/catalog/search-index/dictionary";

describe("ValueDictionary", () => {
  it("gives each distinct value one code, from 1; code 0 is no value", () => {
    const dictionary = new ValueDictionary();
    expect(dictionary.size).toBe(1);
    expect(dictionary.values[0]).toBeNull();
    const codes = ["0603", 10, "0402", 10, "0603", 0.1].map((value) => dictionary.intern(value));
    expect(codes).toEqual([1, 2, 3, 2, 1, 4]);
    expect(dictionary.size).toBe(5);
    expect(dictionary.values).toEqual([null, "0603", 10, "0402", 0.1]);
    expect(dictionary.codeOf("0402")).toBe(3);
    expect(dictionary.codeOf(0.1)).toBe(4);
    expect(dictionary.codeOf("0805")).toBeUndefined();
  });

  it("keeps a number and a string of the same text apart, as jsonb does", () => {
    const dictionary = new ValueDictionary();
    const number = dictionary.intern(1000);
    const text = dictionary.intern("1000");
    expect(number).not.toBe(text);
    expect(dictionary.codeOf(1000)).toBe(number);
    expect(dictionary.codeOf("1000")).toBe(text);
    // Nor does a string that looks like the internal key of a number meet that number.
    const tricky = dictionary.intern("n5");
    expect(dictionary.codeOf(5)).toBeUndefined();
    expect(dictionary.intern(5)).not.toBe(tricky);
    expect(dictionary.values[number]).toBe(1000);
    expect(dictionary.values[text]).toBe("1000");
  });

  it("finds an interned value only by its own type", () => {
    const dictionary = new ValueDictionary();
    dictionary.intern("47");
    expect(dictionary.codeOf(47)).toBeUndefined();
    dictionary.intern(47);
    expect(dictionary.codeOf(47)).toBe(2);
  });
});

describe("ValueDictionary.allowed", () => {
  it("is a table over every code with 1 where the test takes the value, never for code 0", () => {
    const dictionary = new ValueDictionary();
    for (const value of [100, "100", 1000, 47, "X7R"]) dictionary.intern(value);
    const seen: unknown[] = [];
    const atLeast100 = dictionary.allowed((value) => {
      seen.push(value);
      return typeof value === "number" && value >= 100;
    });
    expect(seen).toEqual([100, "100", 1000, 47, "X7R"]);
    expect(Array.from(atLeast100)).toEqual([0, 1, 0, 1, 0, 0]);
    expect(Array.from(dictionary.allowed(() => true))).toEqual([0, 1, 1, 1, 1, 1]);
    expect(Array.from(dictionary.allowed((value) => value === "100"))).toEqual([0, 0, 1, 0, 0, 0]);
  });

  it("is as long as the dictionary when it was asked (later values are not allowed)", () => {
    const dictionary = new ValueDictionary();
    dictionary.intern("a");
    const table = dictionary.allowed(() => true);
    dictionary.intern("b");
    expect(table.length).toBe(2);
    expect(table[dictionary.codeOf("b")!]).toBeUndefined();
    expect(new ValueDictionary().allowed(() => true).length).toBe(1);
  });
});
