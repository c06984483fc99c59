import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  rangeBounds,
  splitProp,
  unreadableBounds,
  variantSearchQuery,
} from "../../app/features/catalog/product-list-query";

const search = (text: string) => new URLSearchParams(text);

describe("variantSearchQuery", () => {
  it("passes the list's filters to the API with page 1 and 25 rows by default", () => {
    const query = variantSearchQuery(
      search("search=10k+0603&manufacturer=yageo&manufacturer=vishay&prop=package%3A0603&inStock=true&rohs=false&sort=price-asc"),
      "resistors",
    );
    expect(query).toEqual({
      category: "resistors",
      search: "10k 0603",
      manufacturer: ["yageo", "vishay"],
      prop: ["package:0603"],
      inStock: true,
      sort: "price-asc",
      page: 1,
      pageSize: 25,
    });
  });

  it("passes typed ranges as typed (the API reads them in the property's unit) and ignores what is not a number", () => {
    const query = variantSearchQuery(search("min.resistance=4k7&max.resistance=100k&min.capacitance=abc&max.voltage=&min.flash-size=32"));
    expect(query.min).toEqual(["resistance:4k7", "flash-size:32"]);
    expect(query.max).toEqual(["resistance:100k"]);
  });

  it("drops an unknown sort and page size, keeps a valid page", () => {
    expect(variantSearchQuery(search("sort=cheapest&pageSize=7&page=3"))).toEqual({ page: 3, pageSize: 25 });
    expect(variantSearchQuery(search("pageSize=50")).pageSize).toBe(50);
  });
});

describe("filters", () => {
  it("passes a whole quantity typed beside the price sort, and nothing for a blank, a fraction or a word", () => {
    expect(variantSearchQuery(new URLSearchParams("sort=price-asc&quantity=100"))).toMatchObject({ sort: "price-asc", quantity: 100 });
    for (const typed of ["", "2.5", "0", "ten", "1e9"])
      expect(variantSearchQuery(new URLSearchParams(`sort=price-asc&quantity=${typed}`)), typed).not.toHaveProperty("quantity");
  });

  it("counts every narrowing filter", () => {
    expect(activeFilterCount(search("search=x&manufacturer=a&manufacturer=b&rohs=true&min.resistance=1k"))).toBe(4);
    expect(activeFilterCount(search("search=x&sort=price-asc"))).toBe(0);
  });

  it("does not count a range bound that is not a number as a filter", () => {
    expect(activeFilterCount(search("min.resistance=abc&max.resistance=10k"))).toBe(1);
    expect(unreadableBounds(search("min.resistance=abc&max.resistance=10k"))).toEqual([
      { code: "resistance", bound: "min", text: "abc", value: null },
    ]);
  });

  it("reads range bounds as typed, refusing odd codes", () => {
    expect(rangeBounds(search("min.resistance=1k&max.bad%20code=3"))).toEqual([
      { code: "resistance", bound: "min", text: "1k", value: 1000 },
    ]);
  });

  it("splits a property value at its first colon", () => {
    expect(splitProp("package:0603")).toEqual(["package", "0603"]);
    expect(splitProp("mounting:Through Hole: radial")).toEqual(["mounting", "Through Hole: radial"]);
  });
});
