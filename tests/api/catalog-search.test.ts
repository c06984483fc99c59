import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RESULT_WINDOW } from "@contract/limits";
import { breakAt } from "@contract/price-breaks";
import { createTestApp, type TestApp } from "./support/test-app";
import { getData, rows, search, sql } from "./support/catalog";

let t: TestApp;
let chipResistors: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [{ id: chipResistors }] = await rows<{ id: number }>(t.db, sql`SELECT id FROM categories WHERE code = 'chip-resistors'`);
});
afterAll(() => t.close());

type Item = {
  variantId: number;
  mpn: string;
  sku: string;
  unitPrice: number | null;
  isShowPrice: boolean;
  minimumOrderQuantity: number;
  priceBreaks: Array<{ quantity: number; unitPrice: number }>;
  manufacturer: { slug: string; name: string };
  packaging: string;
  properties: Record<string, { value: number | string }>;
};

describe("search box: engineering notation", () => {
  it("`10k 0603 1%` lists only 10 kΩ 0603 1 % resistors, all of them", async () => {
    const data = await getData(t.app, search({ search: "10k 0603 1%", pageSize: 100 }));
    const [{ count }] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(DISTINCT p.id)::int AS count FROM variants v JOIN products p ON p.id = v.product_id
          WHERE p.properties @> '{"resistance": 10000, "package": "0603", "tolerance": 1}'`,
    );
    expect(count).toBeGreaterThan(5);
    expect(data.total).toBe(count);
    for (const item of data.items as Item[]) {
      expect(item.properties.resistance.value).toBe(10000);
      expect(item.properties.package.value).toBe("0603");
      expect(item.properties.tolerance.value).toBe(1);
    }
    expect(data.tableProperties.map((column: { code: string }) => column.code)).toContain("resistance");
    expect(data.interpretedSearch.properties.map((item: { display: string }) => item.display)).toEqual(["10 kΩ", "±1 %", "0603"]);
  });

  it("`100nF 50V X7R` lists only 100 nF 50 V X7R capacitors", async () => {
    const data = await getData(t.app, search({ search: "100nF 50V X7R", pageSize: 100 }));
    expect(data.total).toBeGreaterThan(0);
    for (const item of data.items as Item[]) {
      expect(item.properties.capacitance.value).toBe(1e-7);
      expect(item.properties["voltage-rating"].value).toBe(50);
      expect(item.properties.dielectric.value).toBe("X7R");
    }
  });

  it("`3v3 LDO` finds 3.3 V low-dropout regulators and nothing else", async () => {
    const data = await getData(t.app, search({ search: "3v3 LDO", pageSize: 100 }));
    expect(data.total).toBeGreaterThan(0);
    for (const item of data.items as Item[]) {
      expect(item.properties["output-voltage"].value).toBe(3.3);
      expect(item.properties["regulator-type"].value).toBe("LDO");
    }
  });

  it("`4k7` is a 4.7 kΩ resistance and `47R` 47 Ω", async () => {
    for (const [text, ohms] of [
      ["4k7", 4700],
      ["47R", 47],
    ] as const) {
      const data = await getData(t.app, search({ search: text, pageSize: 100 }));
      const [{ count }] = await rows<{ count: number }>(
        t.db,
        sql`SELECT count(DISTINCT p.id)::int AS count FROM variants v JOIN products p ON p.id = v.product_id WHERE p.properties @> ${JSON.stringify({ resistance: ohms })}::jsonb`,
      );
      expect(data.total).toBe(count);
      expect(count).toBeGreaterThan(0);
    }
  });

  it("matches nothing, not the whole catalogue, when the search has nothing to search for", async () => {
    for (const text of ["😀", "%", "*", "ı", " _ "]) {
      const data = await getData(t.app, search({ search: text }));
      expect({ text, total: data.total, items: data.items.length }).toEqual({ text, total: 0, items: 0 });
    }
  });

  it("finds Turkish and English words", async () => {
    const tr = await getData(t.app, search({ search: "kondansatör" }), { "accept-language": "tr" });
    const en = await getData(t.app, search({ search: "capacitor" }));
    expect(tr.total).toBeGreaterThan(0);
    expect(en.total).toBeGreaterThan(0);
    expect(tr.items[0].description).toMatch(/kondansatör/i);
  });
});

describe("search box: part numbers", () => {
  it("puts an exact MPN first", async () => {
    const data = await getData(t.app, search({ search: "RC0603FR-0710KL" }));
    expect(data.items[0].mpn).toBe("RC0603FR-0710KL");
    expect(data.interpretedSearch.exactMatch).toBe(true);
  });

  it("finds a part by a prefix of its MPN, without punctuation", async () => {
    const data = await getData(t.app, search({ search: "rc0603fr07", pageSize: 100 }));
    expect(data.total).toBeGreaterThan(1);
    for (const item of data.items as Item[]) expect(item.mpn.replace(/[^A-Z0-9]/g, "")).toMatch(/^RC0603FR07/);
  });

  it("puts an exact SKU first", async () => {
    const [{ sku }] = await rows<{ sku: string }>(t.db, sql`SELECT sku FROM variants WHERE packaging = 'Reel' ORDER BY id LIMIT 1`);
    const data = await getData(t.app, search({ search: sku }));
    expect(data.items[0].sku).toBe(sku);
  });

  it("still finds an MPN with a one-letter typo", async () => {
    const data = await getData(t.app, search({ search: "RC0603FR-0710KM" }));
    expect((data.items as Item[]).map((item) => item.mpn)).toContain("RC0603FR-0710KL");
    expect(data.interpretedSearch).toMatchObject({ nearMatches: true, exactMatch: false });
    const exact = await getData(t.app, search({ search: "RC0603FR-0710KL" }));
    expect(exact.interpretedSearch).toMatchObject({ nearMatches: false, exactMatch: true });
  });

  it("suggests parts, categories and manufacturers as the user types", async () => {
    const parts = await getData(t.app, "/v1/products/search/simple-fuzzy?search=RC0603FR-0710KL");
    expect(parts.parts[0].mpn).toBe("RC0603FR-0710KL");
    const makers = await getData(t.app, "/v1/products/search/simple-fuzzy?search=yageo");
    expect(makers.manufacturers.map((maker: { slug: string }) => maker.slug)).toContain("yageo");
    const categories = await getData(t.app, "/v1/products/search/simple-fuzzy?search=diren%C3%A7", { "accept-language": "tr" });
    expect(categories.categories.map((category: { code: string }) => category.code)).toContain("resistors");
  });
});

describe("product list filters and facets", () => {
  it("filters by manufacturer and property and counts facets like the database does", async () => {
    const data = await getData(t.app, search({ categoryId: chipResistors, manufacturer: "yageo", prop: "package:0603", pageSize: 50 }));
    const facetRows = await rows<{ slug: string; count: number }>(
      t.db,
      sql`SELECT m.slug, count(DISTINCT p.id)::int AS count FROM variants v JOIN products p ON p.id = v.product_id JOIN manufacturers m ON m.id = p.manufacturer_id
          WHERE p.category_id = ${chipResistors} AND p.properties @> '{"package": "0603"}' GROUP BY 1`,
    );
    const yageo = facetRows.find((row) => row.slug === "yageo")!;
    expect(data.total).toBe(yageo.count);
    // Disjunctive: the manufacturer facet ignores the manufacturer filter, so other makers stay choosable.
    for (const row of facetRows) {
      expect(data.facets.manufacturers.find((facet: { value: string }) => facet.value === row.slug)?.count).toBe(row.count);
    }
    for (const item of data.items as Item[]) {
      expect(item.manufacturer.slug).toBe("yageo");
      expect(item.properties.package.value).toBe("0603");
    }
    const packageFacet = data.facets.properties.find((facet: { code: string }) => facet.code === "package");
    const [{ count: yageo0402 }] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(DISTINCT p.id)::int AS count FROM variants v JOIN products p ON p.id = v.product_id JOIN manufacturers m ON m.id = p.manufacturer_id
          WHERE p.category_id = ${chipResistors} AND m.slug = 'yageo' AND p.properties @> '{"package": "0402"}'`,
    );
    expect(packageFacet.values.find((value: { value: string }) => value.value === "0402")?.count).toBe(yageo0402);
    const [{ inStock }] = await rows<{ inStock: number }>(
      t.db,
      sql`SELECT count(DISTINCT p.id)::int AS "inStock" FROM variants v JOIN products p ON p.id = v.product_id JOIN manufacturers m ON m.id = p.manufacturer_id
          WHERE p.category_id = ${chipResistors} AND m.slug = 'yageo' AND p.properties @> '{"package": "0603"}' AND v.total_stock > 0`,
    );
    expect(data.facets.inStock).toBe(inStock);
  });

  it("filters in stock, RoHS and packaging together", async () => {
    const data = await getData(
      t.app,
      search({ categoryId: chipResistors, inStock: "true", rohs: "true", packaging: "Reel", pageSize: 100 }),
    );
    const [{ count }] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(DISTINCT p.id)::int AS count FROM variants v JOIN products p ON p.id = v.product_id
          WHERE p.category_id = ${chipResistors} AND v.total_stock > 0 AND p.rohs AND v.packaging = 'Reel'`,
    );
    expect(data.total).toBe(count);
    for (const item of data.items as Array<Item & { stock: number | null; rohs: boolean }>) {
      expect(item.packaging).toBe("Reel");
      expect(item.rohs).toBe(true);
    }
  });

  it("filters a numeric range in SI units", async () => {
    const data = await getData(
      t.app,
      search({ categoryId: chipResistors, min: "resistance:1000", max: "resistance:10000", pageSize: 100 }),
    );
    expect(data.total).toBeGreaterThan(0);
    for (const item of data.items as Item[]) {
      expect(item.properties.resistance.value).toBeGreaterThanOrEqual(1000);
      expect(item.properties.resistance.value).toBeLessThanOrEqual(10000);
    }
  });

  /** The unit price a row states: at `quantity` from its breaks (breakAt's rule), or its first break's. */
  const statedPrice = (item: Item, quantity?: number) =>
    quantity === undefined ? item.priceBreaks[0].unitPrice : breakAt(item.priceBreaks, quantity, (step) => step.quantity)!.unitPrice;

  it("sorts by price: the first page non-decreasing in the stated unit price, with and without a quantity", async () => {
    for (const quantity of [undefined, 1, 100, 2500]) {
      const data = await getData(
        t.app,
        search({ categoryId: chipResistors, sort: "price-asc", pageSize: 100, ...(quantity ? { quantity } : {}) }),
      );
      expect(data.quantity).toBe(quantity ?? null);
      const items = data.items as Item[];
      const priced = items.filter((item) => item.isShowPrice && item.priceBreaks.length > 0);
      // At a quantity, the parts that can be ordered in it first; those whose minimum is above it after them.
      const orderable = priced.filter((item) => quantity === undefined || item.minimumOrderQuantity <= quantity);
      expect(orderable.length, `orderable at ${quantity}`).toBeGreaterThan(10);
      expect(items.slice(0, orderable.length), `at ${quantity}: the orderable first`).toEqual(orderable);
      const prices = orderable.map((item) => statedPrice(item, quantity));
      expect(prices, `at ${quantity}`).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it("a stated quantity puts a part whose minimum order is above it after the parts that can be ordered in it", async () => {
    const [reel] = await rows<{ categoryId: number; id: number; moq: number; low: string }>(
      t.db,
      sql`SELECT p.category_id AS "categoryId", v.id, v.minimum_order_quantity AS moq,
                 (SELECT min(b.unit_price_usd) FROM price_breaks b JOIN variants o ON o.id = b.variant_id JOIN products q ON q.id = o.product_id
                   WHERE q.category_id = p.category_id)::text AS low
          FROM variants v JOIN products p ON p.id = v.product_id
          WHERE v.is_show_price AND v.minimum_order_quantity >= 1000 ORDER BY v.id LIMIT 1`,
    );
    // The reel becomes the cheapest part of its category at every break.
    const cheapest = (Number(reel.low) / 2).toFixed(6);
    await t.db.execute(sql`UPDATE price_breaks SET unit_price_usd = ${cheapest}::numeric WHERE variant_id = ${reel.id}`);
    await t.db.execute(sql`UPDATE variants SET unit_price_usd = ${cheapest}::numeric WHERE id = ${reel.id}`);
    const first = async (quantity?: number) =>
      (await getData(t.app, search({ categoryId: reel.categoryId, sort: "price-asc", pageSize: 10, ...(quantity ? { quantity } : {}) })))
        .items as Item[];
    // At each part's first break, and at its own minimum, it is the cheapest.
    expect((await first())[0].variantId).toBe(reel.id);
    expect((await first(reel.moq))[0].variantId).toBe(reel.id);
    // Below its minimum it cannot be bought: it goes after every part that can, however cheap.
    expect((await first(reel.moq - 1)).map((item) => item.variantId)).not.toContain(reel.id);
  });

  it("sorts by maker name A→Z, then part number", async () => {
    // A later page of ten on which the maker changes, wherever the catalog's makers fall.
    const head = (await getData(t.app, search({ sort: "manufacturer-asc", pageSize: 100 }))).items as Item[];
    const change = head.findIndex((item, at) => at > 10 && at % 10 !== 0 && item.manufacturer.name !== head[at - 1].manufacturer.name);
    expect(change).toBeGreaterThan(0);
    const data = await getData(t.app, search({ sort: "manufacturer-asc", pageSize: 10, page: Math.floor(change / 10) + 1 }));
    const keys = (data.items as Item[]).map((item) => [item.manufacturer.name, item.mpn] as const);
    const makers = new Intl.Collator("en", { sensitivity: "base" });
    const normalized = (mpn: string) => mpn.toUpperCase().replace(/[^A-Z0-9]/g, "");
    for (let at = 1; at < keys.length; at += 1) {
      const [[makerBefore, mpnBefore], [maker, mpn]] = [keys[at - 1], keys[at]];
      const byMaker = makers.compare(makerBefore, maker);
      expect(byMaker, `${makerBefore} before ${maker}`).toBeLessThanOrEqual(0);
      if (byMaker === 0) expect(normalized(mpnBefore) <= normalized(mpn), `${mpnBefore} before ${mpn}`).toBe(true);
    }
    expect(new Set(keys.map(([maker]) => maker)).size).toBeGreaterThan(1);
  });

  it("pages past the end of a list shorter than the result window to an empty page, not the window's refusal", async () => {
    const query = { categoryId: chipResistors, pageSize: 25 };
    const { total } = await getData(t.app, search(query));
    expect(total).toBeLessThan(MAX_RESULT_WINDOW);
    const deep = await getData(t.app, search({ ...query, page: MAX_RESULT_WINDOW / 25 + 1 }));
    expect({ items: deep.items, total: deep.total, pageCount: deep.pageCount }).toEqual({
      items: [],
      total,
      pageCount: Math.ceil(total / 25),
    });
  });

  it("answers a bad query with 400 naming the field", async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ pageSize: 7 }, "pageSize"],
      [{ sort: "cheapest" }, "sort"],
      [{ sort: "price-asc", quantity: 0 }, "quantity"],
      [{ sort: "price-asc", quantity: "ten" }, "quantity"],
      [{ prop: "no-such-property:1" }, "prop"],
      [{ prop: "resistance:ten" }, "prop"],
      [{ currency: "GBP" }, "currency"],
    ];
    for (const [params, field] of cases) {
      const response = await t.app.inject({ method: "GET", url: search(params) });
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().error.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
  });

  it("follows stock changes made to variants (the filter table is kept in step)", async () => {
    const [variant] = await rows<{ id: number; sku: string }>(
      t.db,
      sql`SELECT id, sku FROM variants WHERE total_stock > 0 ORDER BY id LIMIT 1`,
    );
    const inStock = () => getData(t.app, search({ search: variant.sku, inStock: "true" }));
    expect((await inStock()).items.map((item: Item) => item.sku)).toContain(variant.sku);
    await t.db.execute(sql`UPDATE variants SET total_stock = 0 WHERE id = ${variant.id}`);
    expect((await inStock()).items.map((item: Item) => item.sku)).not.toContain(variant.sku);
  });

  it("answers an unknown category with 404", async () => {
    expect((await t.app.inject({ method: "GET", url: search({ category: "no-such-category" }) })).statusCode).toBe(404);
  });

  it("lets a shared cache keep public catalog answers", async () => {
    const response = await t.app.inject({ method: "GET", url: search({ categoryId: chipResistors }) });
    expect(response.headers["cache-control"]).toMatch(/s-maxage=\d+/);
    expect(response.headers["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
  });
});
