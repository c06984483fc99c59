import { describe, expect, it } from "vitest";
import { readValues, suggestionOptions } from "../../app/features/catalog/search-suggestions";

const result = {
  parts: [
    {
      variantId: 7,
      sku: "DE-7",
      mpn: "RC0603FR-0710KL",
      productSlug: "rc0603fr-0710kl",
      categorySlug: "chip-resistors",
      description: "10 kΩ 1% 0603",
      manufacturerName: "Yageo",
      imagePath: "/images/parts/0603/Yageo/RC0603FR-0710KL.svg",
    },
  ],
  categories: [{ id: 3, code: "chip-resistors", name: "Chip resistors", slug: "chip-resistors", imagePath: null, productCount: 10 }],
  manufacturers: [{ id: 4, name: "Yageo", slug: "yageo" }],
  interpretedSearch: null,
  namesCategory: false,
};

describe("suggestionOptions", () => {
  it("lists parts, categories, manufacturers and all results, with links in the page's language", () => {
    expect(suggestionOptions(result, "en", "10k")).toEqual([
      {
        id: "part-7",
        kind: "part",
        href: "/en/p/chip-resistors/rc0603fr-0710kl?sku=DE-7",
        label: "RC0603FR-0710KL",
        detail: "Yageo · 10 kΩ 1% 0603",
      },
      { id: "category-3", kind: "category", href: "/en/c/3", label: "Chip resistors" },
      { id: "manufacturer-4", kind: "manufacturer", href: "/en/manufacturers/yageo", label: "Yageo" },
      { id: "all", kind: "all", href: "/en/ps?search=10k", label: "10k" },
    ]);
  });

  it("uses Turkish paths on Turkish pages", () => {
    expect(suggestionOptions(result, "tr", "10k %1").map((option) => option.href)).toEqual([
      "/p/chip-resistors/rc0603fr-0710kl?sku=DE-7",
      "/c/3",
      "/ureticiler/yageo",
      "/ps?search=10k+%251",
    ]);
  });

  it("lists the categories first when the search names one (`direnç`)", () => {
    const kinds = suggestionOptions({ ...result, namesCategory: true }, "tr", "direnç").map((option) => option.kind);
    expect(kinds).toEqual(["category", "part", "manufacturer", "all"]);
  });

  it("gives the values the search was read as, in the answer's words", () => {
    const interpretedSearch = {
      text: "10k 0603",
      properties: [
        { code: "resistance", label: "Direnç", value: 10000, display: "10 kΩ" },
        { code: "package", label: "Kılıf", value: "0603", display: "0603" },
      ],
      words: [],
      exactMatch: false,
      nearMatches: false,
    };
    expect(readValues({ ...result, interpretedSearch })).toEqual([
      { code: "resistance", label: "Direnç", display: "10 kΩ" },
      { code: "package", label: "Kılıf", display: "0603" },
    ]);
    expect(readValues(result)).toEqual([]);
  });
});
