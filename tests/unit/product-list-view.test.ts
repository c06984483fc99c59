import { describe, expect, it } from "vitest";
import type { ProductListItem, VariantSearchResult } from "../../contract/api/catalog/schemas";
import { FACET_VISIBLE_OPTIONS, listView, shownOptions } from "../../app/features/catalog/product-list-view";

const item: ProductListItem = {
  variantId: 719,
  productId: 360,
  sku: "AC0603FR07100KL-CT",
  mpn: "AC0603FR-07100KL",
  productSlug: "ac0603fr-07100kl-yageo",
  categoryId: 2,
  categorySlug: "chip-resistors-smd",
  categoryName: "Chip Resistors (SMD)",
  description: "100 kΩ ±1% 0.1W 0603 thick film chip resistor",
  manufacturer: { id: 1, name: "Yageo", slug: "yageo" },
  imagePath: "/images/parts/0603/Yageo/AC0603FR-07100KL.svg",
  packaging: "Cut Tape",
  isReel: false,
  rohs: true,
  status: "active",
  isShowPrice: true,
  isShowStock: true,
  stock: 9395,
  upcomingStock: null,
  upcomingStockDate: null,
  minimumOrderQuantity: 10,
  orderQuantityMultiplier: 5,
  mpq: 1,
  currency: "USD",
  unitPrice: 0.15363,
  priceBreaks: [
    { quantity: 10, unitPrice: 0.15363 },
    { quantity: 100, unitPrice: 0.110614 },
    { quantity: 2500, unitPrice: 0.036871 },
  ],
  properties: { resistance: { code: "resistance", label: "Resistance", unit: "Ω", kind: "numeric", value: 100000, display: "100 kΩ" } },
  discount: null,
};

const result: VariantSearchResult = {
  items: [item],
  total: 1,
  page: 1,
  pageSize: 25,
  pageCount: 1,
  sort: "mpn-asc",
  quantity: null,
  currency: "USD",
  category: { id: 2, code: "chip-resistors", name: "Chip Resistors (SMD)", slug: "chip-resistors-smd", imagePath: null, productCount: 1 },
  breadcrumb: [{ id: 1, code: "resistors", name: "Resistors", slug: "resistors" }],
  tableProperties: [{ code: "resistance", label: "Resistance", unit: "Ω", kind: "numeric" }],
  facets: { manufacturers: [{ value: "yageo", label: "Yageo", count: 1 }], packaging: [], inStock: 1, rohs: 1, properties: [] },
  interpretedSearch: {
    text: "10k",
    properties: [{ code: "resistance", label: "Resistance", value: 10000, display: "10 kΩ" }],
    words: [],
    exactMatch: false,
    nearMatches: false,
  },
};

describe("listView", () => {
  it("keeps what the list page shows: the first and the largest price break, property display texts", () => {
    const view = listView(result, new URLSearchParams());
    const [row] = view.items;
    expect(row.priceBreaks).toEqual([item.priceBreaks[0], item.priceBreaks[2]]);
    expect(row.properties).toEqual({ resistance: "100 kΩ" });
    expect(row.manufacturerName).toBe("Yageo");
    expect(row).not.toHaveProperty("productId");
    expect(view.categoryName).toBe("Chip Resistors (SMD)");
    expect(view.breadcrumb).toEqual([{ id: 1, name: "Resistors" }]);
    expect(view.columns).toEqual([{ code: "resistance", label: "Resistance" }]);
    expect(view.readAs).toEqual([{ code: "resistance", label: "Resistance", display: "10 kΩ" }]);
    expect(view.facets).toEqual(result.facets);
    expect(view.optionCounts).toEqual({ manufacturer: 1, packaging: 0 });
  });

  it("a price sort at a stated quantity states the break at it, the first break's discount only on the first break", () => {
    const discount = { rate: 10, referenceUnitPrice: 0.1707, unitSaving: 0.01707 };
    const at = (quantity: number, minimumOrderQuantity = 10) =>
      listView({ ...result, sort: "price-asc", quantity, items: [{ ...item, minimumOrderQuantity, discount }] }, new URLSearchParams())
        .items[0];
    expect(at(150).priceBreaks).toEqual([item.priceBreaks[1], item.priceBreaks[2]]);
    expect(at(150).discount).toBeNull();
    expect(at(5000).priceBreaks).toEqual([item.priceBreaks[2]]);
    expect(at(10)).toMatchObject({ priceBreaks: [item.priceBreaks[0], item.priceBreaks[2]], discount });
    // A part whose minimum order is above the quantity states its first break (its quantity shows why it follows).
    expect(at(150, 500).priceBreaks).toEqual([item.priceBreaks[0], item.priceBreaks[2]]);
  });

  it("a list of every part has no category and nothing read from a search", () => {
    const view = listView(
      { ...result, category: null, interpretedSearch: null, items: [{ ...item, priceBreaks: [] }] },
      new URLSearchParams(),
    );
    expect(view.categoryName).toBeNull();
    expect(view.readAs).toEqual([]);
    expect(view.items[0].priceBreaks).toEqual([]);
  });
});

const options = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ value: `v${index}`, label: `V${index}`, count: 100 - index }));

describe("shownOptions", () => {
  it("lists the first options of a long group, the selected ones first, and the whole group once expanded", () => {
    const values = options(20);
    expect(shownOptions(values, () => false, false).map((option) => option.value)).toEqual(
      values.slice(0, FACET_VISIBLE_OPTIONS).map((option) => option.value),
    );
    const picked = new Set(["v15", "v3"]);
    const shown = shownOptions(values, (value) => picked.has(value), false).map((option) => option.value);
    expect(shown).toEqual(["v3", "v15", "v0", "v1", "v2", "v4", "v5", "v6"]);
    expect(shownOptions(values, (value) => picked.has(value), true)).toHaveLength(20);
  });

  it("keeps every selected option even beyond the visible number", () => {
    const values = options(12);
    const shown = shownOptions(values, (value) => value !== "v0", false);
    expect(shown).toHaveLength(11);
    expect(shown.map((option) => option.value)).not.toContain("v0");
  });
});

describe("listView filter groups", () => {
  const resistance = {
    code: "resistance",
    label: "Resistance",
    unit: "Ω",
    kind: "numeric" as const,
    values: options(30),
    min: 1,
    max: 1e6,
  };
  const many = { ...result, facets: { ...result.facets, manufacturers: options(10), properties: [resistance] } };

  it("cuts every group to its first options and counts what each group has", () => {
    const view = listView(many, new URLSearchParams("prop=resistance:v20"));
    expect(view.facets.manufacturers).toHaveLength(FACET_VISIBLE_OPTIONS);
    expect(view.facets.properties[0].values[0].value).toBe("v20");
    expect(view.facets.properties[0].values).toHaveLength(FACET_VISIBLE_OPTIONS);
    expect(view.optionCounts).toEqual({ manufacturer: 10, packaging: 0, resistance: 30 });
  });

  it("lists an expanded group whole and leaves the others cut", () => {
    const view = listView(many, new URLSearchParams("expand=resistance"));
    expect(view.facets.properties[0].values).toHaveLength(30);
    expect(view.facets.manufacturers).toHaveLength(FACET_VISIBLE_OPTIONS);
  });
});
