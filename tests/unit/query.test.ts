import { describe, expect, it } from "vitest";
import { buildQuery } from "../../contract/query";

describe("buildQuery", () => {
  it("returns an empty string when there is nothing to add", () => {
    expect(buildQuery({})).toBe("");
    expect(buildQuery({ a: null, b: undefined, c: [] })).toBe("");
    expect(buildQuery({ a: [null, undefined] })).toBe("");
  });

  it('never includes a leading "?"', () => {
    expect(buildQuery({ q: "x" })).toBe("q=x");
  });

  it("serialises scalars in insertion order", () => {
    expect(buildQuery({ q: "led", page: 2, inStock: true, sale: false, offset: 0 })).toBe("q=led&page=2&inStock=true&sale=false&offset=0");
  });

  it("repeats the key for list values", () => {
    expect(buildQuery({ a: [1, 2] })).toBe("a=1&a=2");
    expect(buildQuery({ tag: ["smd", "tht"], page: 1 })).toBe("tag=smd&tag=tht&page=1");
  });

  it("skips null and undefined, also inside lists", () => {
    expect(buildQuery({ a: [1, null, 2, undefined], b: null, c: "x" })).toBe("a=1&a=2&c=x");
  });

  it("keeps empty strings", () => {
    expect(buildQuery({ q: "" })).toBe("q=");
  });

  it("encodes like URLSearchParams", () => {
    expect(buildQuery({ q: "10kΩ 1/4W", "a&b": "c=d" })).toBe("q=10k%CE%A9+1%2F4W&a%26b=c%3Dd");
    expect(buildQuery({ q: "çığ" })).toBe("q=%C3%A7%C4%B1%C4%9F");
  });

  it("round-trips through URLSearchParams", () => {
    const query = buildQuery({ a: [1, 2], q: "x y+z" });
    const parsed = new URLSearchParams(query);
    expect(parsed.getAll("a")).toEqual(["1", "2"]);
    expect(parsed.get("q")).toBe("x y+z");
  });
});
