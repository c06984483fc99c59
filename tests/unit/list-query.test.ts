import { describe, expect, it } from "vitest";
import {
  expandToggleLink,
  pageFrom,
  pageParams,
  pageSummary,
  pageWindow,
  queryOf,
  toggleLinks,
  toggleParam,
  withParams,
} from "../../app/lib/list-query";
import { buildQuery } from "../../contract/query";

const search = (text: string) => new URLSearchParams(text);

describe("list query", () => {
  it("keeps repeated keys as lists", () => {
    expect(queryOf(search("manufacturer=yageo&manufacturer=vishay&sort=price-asc"))).toEqual({
      manufacturer: ["yageo", "vishay"],
      sort: "price-asc",
    });
  });

  it("changing a filter keeps the others and goes back to page 1", () => {
    const next = withParams(search("search=10k&page=3&rohs=true"), { sort: "price-asc" });
    expect(buildQuery(next)).toBe("search=10k&rohs=true&sort=price-asc");
  });

  it("null removes a key", () => {
    expect(buildQuery(withParams(search("a=1&b=2"), { b: null }))).toBe("a=1");
  });

  it("toggles one value of a repeated key", () => {
    expect(buildQuery(toggleParam(search("manufacturer=yageo&page=2"), "manufacturer", "vishay"))).toBe(
      "manufacturer=yageo&manufacturer=vishay",
    );
    expect(buildQuery(toggleParam(search("manufacturer=yageo&manufacturer=vishay"), "manufacturer", "yageo"))).toBe("manufacturer=vishay");
  });

  it("a filter group's links are the toggled queries, byte for byte", () => {
    const queries = [
      "",
      "page=3",
      "manufacturer=yageo&page=2&sort=price-asc",
      "prop=package%3A0603&manufacturer=yageo&prop=tolerance%3A1&search=10k+0603+1%25",
      "packaging=Cut+Tape&inStock=true&min.resistance=4k7",
      "manufacturer=w%C3%BCrth&page=9",
    ];
    const values: Record<string, string[]> = {
      manufacturer: ["yageo", "vishay", "würth", "a&b=c"],
      prop: ["package:0603", "tolerance:1", "dielectric:X7R"],
      packaging: ["Cut Tape", "Reel"],
      inStock: ["true"],
    };
    for (const query of queries) {
      for (const [key, options] of Object.entries(values)) {
        const linkTo = toggleLinks({ pathname: "/en/ps/chip-resistors-smd", search: search(query) }, key);
        for (const value of options) {
          const expected = buildQuery(toggleParam(search(query), key, value));
          expect(linkTo(value)).toBe(expected ? `/en/ps/chip-resistors-smd?${expected}` : "/en/ps/chip-resistors-smd");
        }
      }
    }
  });

  it("page links keep every other parameter; page 1 has no page parameter", () => {
    expect(buildQuery(pageParams(search("prop=package%3A0603&sort=price-asc&page=4"), 2))).toBe(
      "prop=package%3A0603&sort=price-asc&page=2",
    );
    expect(buildQuery(pageParams(search("sort=price-asc&page=4"), 1))).toBe("sort=price-asc");
  });

  it("a group's show-all link adds it to expand and its show-fewer link removes it; the page and filters stay", () => {
    const at = (query: string) => ({ pathname: "/en/ps/chip-resistors-smd", search: search(query) });
    expect(expandToggleLink(at("manufacturer=yageo&page=3"), "resistance")).toBe(
      "/en/ps/chip-resistors-smd?manufacturer=yageo&page=3&expand=resistance#facet-resistance",
    );
    expect(expandToggleLink(at("expand=resistance&expand=manufacturer"), "resistance")).toBe(
      "/en/ps/chip-resistors-smd?expand=manufacturer#facet-resistance",
    );
    expect(expandToggleLink(at("expand=resistance"), "resistance")).toBe("/en/ps/chip-resistors-smd#facet-resistance");
  });

  it("reads the page number, defaulting to 1", () => {
    expect(pageFrom(search("page=7"))).toBe(7);
    for (const bad of ["", "page=0", "page=-2", "page=x", "page=1.5"]) expect(pageFrom(search(bad))).toBe(1);
  });
});

describe("pageSummary", () => {
  it("gives the shown range and page count", () => {
    expect(pageSummary(1, 25, 1284)).toEqual({ from: 1, to: 25, pageCount: 52 });
    expect(pageSummary(52, 25, 1284)).toEqual({ from: 1276, to: 1284, pageCount: 52 });
    expect(pageSummary(1, 25, 0)).toEqual({ from: 0, to: 0, pageCount: 1 });
  });
});

describe("pageWindow", () => {
  it("shows first, last and the neighbours of the current page with gaps", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 52)).toEqual([1, null, 8, 9, 10, 11, 12, null, 52]);
    expect(pageWindow(2, 52)).toEqual([1, 2, 3, 4, null, 52]);
  });
});
