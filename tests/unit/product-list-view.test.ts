import { describe, expect, it } from "vitest";
import { catalogTranslators } from "./support/catalog-translators";
import type { PackagingChoice, ProductListItem, VariantSearchResult } from "../../contract/api/catalog/schemas";
import {
  FACET_VISIBLE_OPTIONS,
  listRow,
  listView,
  packagingChoiceLabel,
  shownOptions,
  shownPackaging,
} from "../../app/features/catalog/product-list-view";

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
  isBackorderable: false,
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
  packagings: [],
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

describe("a row's packagings", () => {
  const choice = (variant: ProductListItem | PackagingChoice): PackagingChoice => ({
    variantId: variant.variantId,
    sku: variant.sku,
    packaging: variant.packaging,
    isReel: variant.isReel,
    isShowPrice: variant.isShowPrice,
    isShowStock: variant.isShowStock,
    isBackorderable: variant.isBackorderable,
    stock: variant.stock,
    upcomingStock: variant.upcomingStock,
    upcomingStockDate: variant.upcomingStockDate,
    minimumOrderQuantity: variant.minimumOrderQuantity,
    orderQuantityMultiplier: variant.orderQuantityMultiplier,
    mpq: variant.mpq,
    unitPrice: variant.unitPrice,
    priceBreaks: variant.priceBreaks,
    discount: variant.discount,
  });
  const reel: PackagingChoice = {
    ...choice(item),
    variantId: 720,
    sku: "AC0603FR07100KL-RL",
    packaging: "Reel",
    isReel: true,
    stock: 1234,
    minimumOrderQuantity: 5000,
    orderQuantityMultiplier: 5000,
    mpq: 5000,
    unitPrice: 0.0123,
    priceBreaks: [
      { quantity: 5000, unitPrice: 0.0123 },
      { quantity: 10000, unitPrice: 0.0117 },
      { quantity: 25000, unitPrice: 0.011 },
    ],
  };
  const hidden: PackagingChoice = {
    ...reel,
    variantId: 721,
    sku: "AC0603FR07100KL-BK",
    packaging: "Bulk",
    isShowPrice: false,
    isShowStock: false,
  };
  const part: ProductListItem = { ...item, packagings: [choice(item), reel, hidden] };
  const translators = catalogTranslators();

  it("are offered in the API's order, each with its own stated and largest break; one packaging is no choice", () => {
    const row = listRow(part);
    expect(row.variantId).toBe(719);
    expect(row.packagings.map((packaging) => packaging.sku)).toEqual(["AC0603FR07100KL-CT", "AC0603FR07100KL-RL", "AC0603FR07100KL-BK"]);
    expect(row.packagings[1]).toMatchObject({ minimumOrderQuantity: 5000, priceBreaks: [reel.priceBreaks[0], reel.priceBreaks[2]] });
    expect(row.packagings[1]).not.toHaveProperty("mpq");
    expect(listRow({ ...item, packagings: [choice(item)] }).packagings).toEqual([]);
    // At the price sort's quantity each packaging states its own break, or its first when it cannot be ordered in it.
    const at = listRow(part, 200);
    expect(at.packagings[0].priceBreaks).toEqual([item.priceBreaks[1], item.priceBreaks[2]]);
    expect(at.packagings[1].priceBreaks).toEqual([reel.priceBreaks[0], reel.priceBreaks[2]]);
  });

  it("the row shows the chosen one, or the one a refusal was about, else its own", () => {
    const row = listRow(part);
    expect(shownPackaging(row, 720).sku).toBe("AC0603FR07100KL-RL");
    expect(shownPackaging(row, null).sku).toBe("AC0603FR07100KL-CT");
    // An id that is not this row's (another row's refusal) leaves the row as it is.
    expect(shownPackaging(row, 5).variantId).toBe(719);
    expect(shownPackaging(listRow(item), 720).variantId).toBe(719);
  });

  it("names each choice by packaging, stock and stated price, in the page's language", () => {
    const row = listRow(part);
    const labels = (locale: "tr" | "en") =>
      row.packagings.map((packaging) => packagingChoiceLabel(packaging, "USD", locale, translators[locale]));
    expect(labels("en")).toEqual([
      "Cut Tape · 9,395 in stock · $0.15363",
      "Reel · 1,234 in stock (below MOQ) · $0.01230",
      "Bulk · Stock on request · Call for price",
    ]);
    expect(labels("tr")).toEqual([
      "Kesik bant · Stokta 9.395 adet · $0,15363",
      "Makara · Stokta 1.234 (MOQ altı) · $0,01230",
      "Dökme · Stok için sorunuz · Fiyat için arayın",
    ]);
    expect(packagingChoiceLabel({ ...row.packagings[1], stock: 0, upcomingStock: 20000 }, "TRY", "tr", translators.tr)).toBe(
      "Makara · 20.000 adet yolda · ₺0,01230",
    );
  });
});
