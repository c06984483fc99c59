import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../api/db/client";
import { toMicro, unitPriceText } from "../../api/lib/money";
import { createTestApp, type TestApp } from "./support/test-app";
import { getData, rows, search, sql } from "./support/catalog";
import {
  FROM,
  countsBy,
  filters,
  hasWord,
  holds,
  orderedVariantIds,
  packagingCounts,
  paramsOf,
  partNumber,
  partTotals,
  scopes,
  tableCategoryOf,
  whereOf,
  type Filter,
  type ListSort,
  type Params,
  type Scope,
} from "./support/search-truth";

// The product list runs on an in-memory index of the catalog; these tests hold its answers against SQL on the
// tables themselves, before and after changes made straight in the database.

let t: TestApp;
const categoryId = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  for (const row of await rows<{ id: number; code: string }>(t.db, sql`SELECT id, code FROM categories`)) categoryId.set(row.code, row.id);
});
afterAll(() => t.close());

type FacetValue = { value: string; count: number };
type PropertyFacet = { code: string; kind: "numeric" | "enum"; values: FacetValue[]; min: number | null; max: number | null };
type Item = { variantId: number; productId: number; sku: string; mpn: string; unitPrice: number | null };
type SearchData = {
  items: Item[];
  total: number;
  facets: { manufacturers: FacetValue[]; packaging: FacetValue[]; inStock: number; rohs: number; properties: PropertyFacet[] };
};

/** The list shows at most this many values per facet: the most frequent, first (a numeric property's in value order). */
const FACET_VALUE_LIMIT = 100;

const list = (params: Params) => getData<SearchData>(t.app, search(params));
const idsOf = (data: SearchData) => data.items.map((item) => item.variantId);

/** A facet's values hold the database's counts: all of them, or the most frequent when there are more than the list shows. */
function expectFacetCounts(label: string, got: FacetValue[], expected: Array<{ value: number | string; count: number }>, byValue = false) {
  const expectedByValue = new Map(expected.map((row) => [String(row.value), row.count]));
  const counts = got.map((row) => row.count);
  if (byValue) {
    const values = got.map((row) => Number(row.value));
    expect(values, `${label}: in value order`).toEqual([...values].sort((a, b) => a - b));
  } else expect(counts, `${label}: most frequent first`).toEqual([...counts].sort((a, b) => b - a));
  if (expectedByValue.size <= FACET_VALUE_LIMIT) {
    expect(Object.fromEntries(got.map((row) => [row.value, row.count])), label).toEqual(Object.fromEntries(expectedByValue));
    return;
  }
  expect(got.length, label).toBe(FACET_VALUE_LIMIT);
  for (const row of got) expect(row.count, `${label} ${row.value}`).toBe(expectedByValue.get(row.value));
  const shown = new Set(got.map((row) => row.value));
  const lowestShown = Math.min(...counts);
  for (const [value, count] of expectedByValue)
    if (!shown.has(value)) expect(count, `${label} ${value} left out`).toBeLessThanOrEqual(lowestShown);
}

/** Asks the list with scopes and filters, and checks its total and every facet against SQL. */
async function expectFacetsMatchDatabase(scopeList: Scope[], filterList: Filter[]) {
  const url = search({ ...paramsOf([...scopeList, ...filterList]), pageSize: 10 });
  const label = decodeURIComponent(url);
  const data = await getData<SearchData>(t.app, url);
  const where = whereOf(scopeList, filterList);
  const totals = await partTotals(t.db, where);
  expect({ total: data.total, inStock: data.facets.inStock, rohs: data.facets.rohs }, label).toEqual(totals);
  expectFacetCounts(
    `${label} manufacturers`,
    data.facets.manufacturers,
    await countsBy(t.db, sql`m.slug`, whereOf(scopeList, filterList, "manufacturer")),
  );
  expectFacetCounts(`${label} packaging`, data.facets.packaging, await packagingCounts(t.db, scopeList, filterList));

  const tableCategory = await tableCategoryOf(t.db, scopeList, where);
  const keyCodes =
    tableCategory === null
      ? []
      : await rows<{ code: string }>(
          t.db,
          sql`SELECT code FROM property_definitions WHERE category_id = ${tableCategory} AND is_key ORDER BY sort_order, id`,
        );
  expect(
    data.facets.properties.map((facet) => facet.code),
    `${label} property facets`,
  ).toEqual(keyCodes.map((row) => row.code));
  for (const facet of data.facets.properties) {
    // Every part in scope holding the property counts, whatever its category: the value's link filters them all.
    const expected = await countsBy(t.db, sql`p.properties -> ${facet.code}::text`, whereOf(scopeList, filterList, `prop:${facet.code}`));
    expectFacetCounts(`${label} ${facet.code}`, facet.values, expected, facet.kind === "numeric");
    const numbers = expected.map((row) => row.value).filter((value): value is number => typeof value === "number");
    if (facet.kind === "numeric" && expected.length <= FACET_VALUE_LIMIT) {
      expect([facet.min, facet.max], `${label} ${facet.code} range`).toEqual(
        numbers.length ? [Math.min(...numbers), Math.max(...numbers)] : [null, null],
      );
    }
  }
  return { data, totals };
}

/** The middle value of a numeric property in a category (so bounds follow the data, not fixed numbers). */
async function medianOf(category: string, code: string): Promise<string> {
  const [row] = await rows<{ median: string }>(
    t.db,
    sql`SELECT (percentile_disc(0.5) WITHIN GROUP (ORDER BY (p.properties ->> ${code}::text)::numeric))::text AS median
        FROM products p WHERE p.category_id = ${categoryId.get(category)!} AND jsonb_typeof(p.properties -> ${code}::text) = 'number'`,
  );
  return String(Number(row.median));
}

async function busiestMaker(category: string): Promise<string> {
  const [row] = await rows<{ slug: string }>(
    t.db,
    sql`SELECT m.slug FROM ${FROM} WHERE p.category_id = ${categoryId.get(category)!} GROUP BY m.slug ORDER BY count(*) DESC, m.slug LIMIT 1`,
  );
  return row.slug;
}

const { category, search: searching } = scopes;
const { makers, packaging, inStock, rohs, prop, min, max } = filters;

describe("facet counts equal the database's: whole categories, no search words (bitmap scan)", () => {
  const cases: Array<[string, () => Promise<[Scope[], Filter[]]>]> = [
    ["a maker and a package", async () => [[category("chip-resistors")], [makers("yageo"), prop("package", "0603")]]],
    ["packaging, in stock and RoHS", async () => [[category("chip-resistors")], [packaging("Reel"), inStock(), rohs()]]],
    [
      "two makers, two packages, a tolerance and a resistance range",
      async () => [
        [category("chip-resistors")],
        [
          makers("yageo", "vishay"),
          prop("package", "0603", "0805"),
          prop("tolerance", 1),
          min("resistance", 1000),
          max("resistance", 100000),
        ],
      ],
    ],
    [
      "values and a max on the same property: the values' facet counts inside the max",
      async () => [[category("chip-resistors")], [prop("resistance", 10000, 1000), max("resistance", 5000), packaging("Cut Tape")]],
    ],
    ["a category with more values than a facet shows", async () => [[category("through-hole-resistors")], []]],
    [
      "more values than kept as bitmaps, filtered by a range",
      async () => [
        [category("through-hole-resistors")],
        [inStock(), min("resistance", await medianOf("through-hole-resistors", "resistance"))],
      ],
    ],
    [
      "a maker and a range on a property with many values",
      async () => [
        [category("power-inductors")],
        [makers(await busiestMaker("power-inductors")), max("dc-resistance", await medianOf("power-inductors", "dc-resistance"))],
      ],
    ],
    [
      "a dielectric, a capacitance range and stock",
      async () => [
        [category("ceramic-capacitors")],
        [prop("dielectric", "X7R"), min("capacitance", 1e-9), max("capacitance", 1e-6), inStock()],
      ],
    ],
    [
      "a parent category, a value only one leaf has: the facet counts the other leaf's values too",
      async () => [[category("resistors")], [prop("composition", "Thick Film")]],
    ],
    [
      "a parent category: two parametric leaves, no property facets",
      async () => [[category("resistors")], [makers("yageo", "vishay"), inStock()]],
    ],
    [
      "a parent category and `10k 0603 1%`",
      async () => [
        [category("resistors"), searching("10k 0603 1%", holds("resistance", 10000), holds("package", "0603"), holds("tolerance", 1))],
        [],
      ],
    ],
    [
      "`10k 0603 1%` over the whole catalog, with a packaging",
      async () => [
        [searching("10k 0603 1%", holds("resistance", 10000), holds("package", "0603"), holds("tolerance", 1))],
        [packaging("Cut Tape")],
      ],
    ],
    ["a property filter over the whole catalog", async () => [[], [prop("package", "0603"), makers("yageo")]]],
    ["the whole catalog", async () => [[], []]],
    ["the whole catalog, in stock, RoHS, two packagings", async () => [[], [inStock(), rohs(), packaging("Reel", "Tray")]]],
  ];
  for (const [name, build] of cases) {
    it(name, async () => {
      const [scopeList, filterList] = await build();
      const { totals } = await expectFacetsMatchDatabase(scopeList, filterList);
      expect(totals.total, "the case should match something").toBeGreaterThan(0);
    });
  }
});

describe("facet counts equal the database's: a search narrows to candidate products (row scan)", () => {
  const cases: Array<[string, Scope[], Filter[]]> = [
    [
      "an MPN prefix with packaging, a tolerance and stock",
      [searching("rc0603", partNumber("RC0603"))],
      [packaging("Reel"), prop("tolerance", 1), inStock()],
    ],
    [
      "a maker's word within a category, with a package and a packaging",
      [category("chip-resistors"), searching("yageo", hasWord("yageo"))],
      [prop("package", "0402"), packaging("Cut Tape")],
    ],
    ["a word and a package over the whole catalog", [searching("yageo 0603", hasWord("yageo"), holds("package", "0603"))], [inStock()]],
    [
      "a word with two makers and a range",
      [searching("resistor", hasWord("resistor"))],
      [makers("yageo", "vishay"), min("resistance", 1000), rohs()],
    ],
  ];
  for (const [name, scopeList, filterList] of cases) {
    it(name, async () => {
      const { totals } = await expectFacetsMatchDatabase(scopeList, filterList);
      expect(totals.total).toBeGreaterThan(0);
    });
  }

  it("an MPN prefix of one maker filtered to another: nothing listed, the maker facet still counts", async () => {
    const { data } = await expectFacetsMatchDatabase([searching("CRCW", partNumber("CRCW"))], [makers("yageo")]);
    expect(data.total).toBe(0);
    expect(data.facets.manufacturers.map((facet) => facet.value)).toContain("vishay");
  });
});

describe("pages follow the database's order", () => {
  /** Every sort, the price sorts also at stated quantities: below, inside and above the usual break ladders. */
  const SORTS: Array<{ sort: ListSort; quantity?: number }> = [
    ...(["price-asc", "price-desc", "stock-desc", "manufacturer-asc", "mpn-asc"] as const).map((sort) => ({ sort })),
    ...[1, 100, 2600].flatMap((quantity) => (["price-asc", "price-desc"] as const).map((sort) => ({ sort, quantity }))),
  ];

  /** Pages 1–3 of every sort: no variant twice, each page as SQL orders the scope. */
  async function expectPagesInDatabaseOrder(params: Params, where: SQL, pageSize: number) {
    for (const { sort, quantity } of SORTS) {
      const expected = await orderedVariantIds(t.db, where, sort, pageSize * 3, quantity);
      const seen: number[] = [];
      const label = quantity === undefined ? sort : `${sort} at ${quantity}`;
      for (const page of [1, 2, 3]) {
        const data = await list({ ...params, sort, page, pageSize, ...(quantity === undefined ? {} : { quantity }) });
        const ids = idsOf(data);
        expect(
          ids.filter((id) => seen.includes(id)),
          `${label} page ${page} repeats`,
        ).toEqual([]);
        expect(ids, `${label} page ${page}`).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
        seen.push(...ids);
      }
    }
  }

  it("in one category", async () => {
    const scope = category("chip-resistors");
    await expectPagesInDatabaseOrder(scope.params, scope.where, 25);
  });

  it("over the whole catalog", async () => {
    await expectPagesInDatabaseOrder({}, sql`TRUE`, 50);
  });

  it("with filters, across the categories of a parent", async () => {
    const scopeList = [category("capacitors")];
    const filterList = [inStock(), packaging("Cut Tape", "Bulk")];
    await expectPagesInDatabaseOrder(paramsOf([...scopeList, ...filterList]), whereOf(scopeList, filterList), 25);
  });

  it("for a word search (candidate rows)", async () => {
    const scopeList = [searching("resistor", hasWord("resistor"))];
    const filterList = [inStock()];
    await expectPagesInDatabaseOrder(paramsOf([...scopeList, ...filterList]), whereOf(scopeList, filterList), 25);
  });

  it("for an MPN prefix (candidate rows)", async () => {
    await expectPagesInDatabaseOrder({ search: "CRCW" }, partNumber("CRCW"), 10);
  });

  it("to the last page: hidden prices and stock last, a missing price after every price", async () => {
    // The smallest leaf category, read to its end; its cheapest and best-stocked parts are hidden (every packaging),
    // one loses its prices.
    const [smallest] = await rows<{ id: number; count: number }>(
      t.db,
      sql`SELECT p.category_id AS id, count(DISTINCT p.id)::int AS count FROM ${FROM} GROUP BY 1 ORDER BY 2, 1 LIMIT 1`,
    );
    const pageSize = [10, 15, 25, 50, 100].find((size) => size * 3 >= smallest.count) ?? 100;
    expect(pageSize * 3).toBeGreaterThanOrEqual(smallest.count);
    const inCategory = sql`p.category_id = ${smallest.id}`;
    const partOf = async (variantId: number) =>
      (await rows<{ id: number }>(t.db, sql`SELECT product_id AS id FROM variants WHERE id = ${variantId}`))[0].id;
    const cheapest = await partOf((await orderedVariantIds(t.db, inCategory, "price-asc", 1))[0]);
    const mostStock = await partOf((await orderedVariantIds(t.db, inCategory, "stock-desc", 1))[0]);
    const noPrice = await partOf((await orderedVariantIds(t.db, sql`${inCategory} AND p.id <> ${cheapest}`, "price-desc", 3))[2]);
    await t.db.execute(sql`UPDATE variants SET is_show_price = false WHERE product_id = ${cheapest}`);
    await t.db.execute(sql`UPDATE variants SET is_show_stock = false WHERE product_id = ${mostStock}`);
    // A part without price breaks has no price (the variant's update is what the index follows).
    await t.db.execute(sql`DELETE FROM price_breaks WHERE variant_id IN (SELECT id FROM variants WHERE product_id = ${noPrice})`);
    await t.db.execute(sql`UPDATE variants SET unit_price_usd = NULL WHERE product_id = ${noPrice}`);

    await expectPagesInDatabaseOrder({ categoryId: smallest.id }, inCategory, pageSize);
    const all = async (sort: ListSort) => {
      const parts: number[] = [];
      for (const page of [1, 2, 3])
        parts.push(...(await list({ categoryId: smallest.id, sort, page, pageSize })).items.map((item) => item.productId));
      return parts;
    };
    const [shown] = await rows<{ prices: number; priced: number }>(
      t.db,
      sql`SELECT count(DISTINCT p.id) FILTER (WHERE v.is_show_price)::int AS prices,
                 count(DISTINCT p.id) FILTER (WHERE v.is_show_price AND v.unit_price_usd IS NOT NULL)::int AS priced
          FROM ${FROM} WHERE ${inCategory}`,
    );
    for (const sort of ["price-asc", "price-desc"] as const) {
      const parts = await all(sort);
      expect(parts).toHaveLength(smallest.count);
      expect(parts.indexOf(cheapest), `${sort}: the hidden price after every shown one`).toBeGreaterThanOrEqual(shown.prices);
      expect(parts.indexOf(noPrice), `${sort}: no price after every price, before hidden ones`).toBeGreaterThanOrEqual(shown.priced);
      expect(parts.indexOf(noPrice), `${sort}: no price before hidden ones`).toBeLessThan(shown.prices);
    }
    expect((await all("stock-desc")).indexOf(mostStock), "hidden stock is not first").toBeGreaterThan(0);
  });
});

describe("changes made in the database reach the list without a restart", () => {
  /** Products changed by one test are left alone by the others. */
  const touched: number[] = [];
  /** Not changed by another test, and in no category group (whose rows would block a delete). */
  const untouched = () =>
    sql`p.id <> ALL(${sql.param(touched)}::int[])
        AND NOT EXISTS (SELECT 1 FROM category_group_variants g WHERE g.variant_id IN (SELECT id FROM variants WHERE product_id = p.id))`;
  async function pickVariant(where: SQL) {
    const [row] = await rows<{
      id: number;
      productId: number;
      sku: string;
      mpn: string;
      categoryId: number;
      maker: string;
      packaging: string;
      properties: Record<string, number | string>;
    }>(
      t.db,
      sql`SELECT v.id, v.product_id AS "productId", v.sku, p.mpn, p.category_id AS "categoryId", m.slug AS maker, v.packaging, p.properties
          FROM ${FROM}
          WHERE ${where} AND ${untouched()} ORDER BY v.id LIMIT 1`,
    );
    expect(row, "a variant to change").toBeDefined();
    touched.push(row.productId);
    return row;
  }
  const chip = () => categoryId.get("chip-resistors")!;
  const inChip = sql`p.category_id IN (SELECT id FROM categories WHERE code = 'chip-resistors')`;

  it("a price change moves the variant in both price sorts (sort key and shown price)", async () => {
    const variant = await pickVariant(sql`${inChip} AND v.is_show_price`);
    const [range] = await rows<{ low: string; high: string }>(
      t.db,
      sql`SELECT min(v.unit_price_usd)::text AS low, max(v.unit_price_usd)::text AS high FROM ${FROM} WHERE ${inChip}`,
    );
    // The list sorts by the price breaks it shows; the index follows the variant's row, which the desk writes with them.
    const setPrice = async (usd: string) => {
      await t.db.execute(sql`UPDATE variants SET unit_price_usd = ${usd}::numeric WHERE id = ${variant.id}`);
      await t.db.execute(sql`UPDATE price_breaks SET unit_price_usd = ${usd}::numeric WHERE variant_id = ${variant.id}`);
    };
    const page = async (sort: ListSort) => (await list({ categoryId: chip(), sort, pageSize: 10 })).items;

    // Prices the list can show as they are (5 decimals below 10, spec section 9), so the shown price is the one set.
    const shown = (usd: number) => unitPriceText(toMicro(usd.toFixed(6)));
    const cheaper = shown(Number(range.low) / 2);
    await setPrice(cheaper);
    const cheapest = await page("price-asc");
    expect(cheapest[0]).toMatchObject({ variantId: variant.id, unitPrice: Number(cheaper) });
    expect(cheapest.map((item) => item.variantId)).toEqual(await orderedVariantIds(t.db, inChip, "price-asc", 10));

    const dearer = shown(Number(range.high) * 2);
    await setPrice(dearer);
    expect((await page("price-desc"))[0]).toMatchObject({ variantId: variant.id, unitPrice: Number(dearer) });
    expect((await page("price-asc")).map((item) => item.variantId)).not.toContain(variant.id);

    await t.db.execute(sql`UPDATE variants SET is_show_price = false WHERE id = ${variant.id}`);
    const desc = await page("price-desc");
    expect(desc.map((item) => item.variantId)).not.toContain(variant.id);
    expect(desc.map((item) => item.variantId)).toEqual(await orderedVariantIds(t.db, inChip, "price-desc", 10));
  });

  it("a product's property change moves its facet counts and filters", async () => {
    const variant = await pickVariant(sql`${inChip} AND p.properties @> '{"package": "0603"}'`);
    const packageCounts = async () => {
      const facet = (await list({ categoryId: chip(), pageSize: 10 })).facets.properties.find((item) => item.code === "package")!;
      return Object.fromEntries(facet.values.map((row) => [row.value, row.count]));
    };
    const filtered = async (value: string) =>
      idsOf(await list({ categoryId: chip(), prop: `package:${value}`, search: variant.mpn, pageSize: 100 }));
    const before = await packageCounts();
    expect(await filtered("0603")).toContain(variant.id);

    await t.db.execute(sql`UPDATE products SET properties = jsonb_set(properties, '{package}', '"0805"') WHERE id = ${variant.productId}`);
    const after = await packageCounts();
    // The facets count parts: the part moves from one value to the other, however many packagings it has.
    expect(after["0603"]).toBe(before["0603"] - 1);
    expect(after["0805"]).toBe(before["0805"] + 1);
    expect(await filtered("0603")).not.toContain(variant.id);
    expect(await filtered("0805")).toContain(variant.id);
    await expectFacetsMatchDatabase([category("chip-resistors")], [prop("package", "0805"), makers(variant.maker)]);

    // A value no part had before.
    await t.db.execute(sql`UPDATE products SET properties = jsonb_set(properties, '{package}', '"2010"') WHERE id = ${variant.productId}`);
    expect((await packageCounts())["2010"]).toBe(1);
    expect(await filtered("2010")).toContain(variant.id);
    await expectFacetsMatchDatabase([category("chip-resistors")], [prop("package", "2010", "0603")]);
  });

  it("a property no part of the category had before becomes filterable", async () => {
    const variant = await pickVariant(sql`${inChip}`);
    await t.db.execute(sql`UPDATE products SET properties = properties || '{"capacitance": 1e-9}' WHERE id = ${variant.productId}`);
    const data = await list({ categoryId: chip(), prop: "capacitance:1e-9", pageSize: 100 });
    expect(idsOf(data)).toContain(variant.id);
    const [{ count }] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(DISTINCT p.id)::int AS count FROM ${FROM} WHERE ${inChip} AND p.properties @> '{"capacitance": 1e-9}'`,
    );
    expect(data.total).toBe(count);
  });

  it("a maker, RoHS and packaging change move the facet counts", async () => {
    const variant = await pickVariant(sql`${inChip} AND v.packaging = 'Cut Tape'`);
    const [other] = await rows<{ id: number; slug: string }>(
      t.db,
      sql`SELECT id, slug FROM manufacturers WHERE slug <> ${variant.maker} AND id IN (SELECT manufacturer_id FROM products WHERE category_id = ${chip()}) ORDER BY id LIMIT 1`,
    );
    await t.db.execute(sql`UPDATE products SET manufacturer_id = ${other.id}, rohs = NOT rohs WHERE id = ${variant.productId}`);
    await t.db.execute(sql`UPDATE variants SET packaging = 'Bulk' WHERE id = ${variant.id}`);
    const byNewMaker = await list({ categoryId: chip(), manufacturer: other.slug, packaging: "Bulk", search: variant.mpn });
    expect(idsOf(byNewMaker)).toContain(variant.id);
    expect(idsOf(await list({ categoryId: chip(), manufacturer: variant.maker, search: variant.mpn }))).not.toContain(variant.id);
    await expectFacetsMatchDatabase([category("chip-resistors")], [makers(other.slug), packaging("Bulk")]);
    await expectFacetsMatchDatabase(
      [category("chip-resistors")],
      [makers(variant.maker), prop("package", String(variant.properties.package))],
    );
    await expectFacetsMatchDatabase([category("chip-resistors")], [rohs(), makers(other.slug, variant.maker)]);
  });

  it("a new product with a variant is found by its filters and placed in MPN order", async () => {
    const source = await pickVariant(sql`${inChip} AND v.total_stock > 0 AND v.is_show_price AND v.is_show_stock`);
    const created = await t.db.transaction(async (tx) => {
      const [product] = await rows<{ id: number }>(
        tx as unknown as Database,
        sql`INSERT INTO products (category_id, manufacturer_id, mpn, mpn_normalized, slug, description_tr, description_en, reference_code, rohs, status, medias, properties, search_text)
            SELECT category_id, manufacturer_id, '000-INDEX-TEST', '000INDEXTEST', '000-index-test', description_tr, description_en, 'DE-INDEX-TEST',
                   rohs, status, medias, properties, search_text || ' 000-index-test'
            FROM products WHERE id = ${source.productId} RETURNING id`,
      );
      const [variant] = await rows<{ id: number }>(
        tx as unknown as Database,
        sql`INSERT INTO variants (product_id, sku, sku_normalized, erp_ref_id, packaging, is_reel, mpq, minimum_order_quantity, order_quantity_multiplier,
                                  total_stock, on_order, is_show_price, is_show_stock, is_discount_allowed, max_discount_rate, unit_price_usd)
            SELECT ${product.id}, '000-INDEX-TEST-CT', '000INDEXTESTCT', 'ERP-INDEX-TEST', packaging, is_reel, mpq, minimum_order_quantity, order_quantity_multiplier,
                   total_stock, on_order, is_show_price, is_show_stock, is_discount_allowed, max_discount_rate, unit_price_usd
            FROM variants WHERE id = ${source.id} RETURNING id`,
      );
      await tx.execute(
        sql`INSERT INTO price_breaks (variant_id, quantity, unit_price_usd) SELECT ${variant.id}, quantity, unit_price_usd FROM price_breaks WHERE variant_id = ${source.id}`,
      );
      return { productId: product.id, variantId: variant.id };
    });
    touched.push(created.productId);

    const filterList = [makers(source.maker), packaging(source.packaging), inStock(), prop("package", String(source.properties.package))];
    const params = { categoryId: chip(), ...paramsOf(filterList), sort: "mpn-asc", pageSize: 10 };
    const data = await list(params);
    expect(idsOf(data)).toContain(created.variantId);
    expect(idsOf(data)).toEqual(await orderedVariantIds(t.db, whereOf([category("chip-resistors")], filterList), "mpn-asc", 10));
    expect(idsOf(await list({ search: "000-INDEX-TEST" }))).toEqual([created.variantId]);
    await expectFacetsMatchDatabase([category("chip-resistors")], filterList);
  });

  it("a deleted variant and a deleted product leave the list", async () => {
    // An early variant in MPN order, so it was on the first page.
    const [first] = await orderedVariantIds(t.db, sql`${inChip} AND ${untouched()}`, "mpn-asc", 1);
    const variant = await pickVariant(sql`v.id = ${first}`);
    const firstPage = () => list({ categoryId: chip(), sort: "mpn-asc", pageSize: 100 });
    expect(idsOf(await firstPage())).toContain(variant.id);
    const removeVariants = (where: SQL) =>
      t.db.transaction(async (tx) => {
        // variant_search follows variants by ON DELETE CASCADE; price breaks and last-viewed rows do not.
        await tx.execute(sql`DELETE FROM price_breaks WHERE variant_id IN (SELECT id FROM variants WHERE ${where})`);
        await tx.execute(sql`DELETE FROM last_viewed_products WHERE variant_id IN (SELECT id FROM variants WHERE ${where})`);
        await tx.execute(sql`DELETE FROM variants WHERE ${where}`);
      });
    await removeVariants(sql`id = ${variant.id}`);
    const after = await firstPage();
    expect(idsOf(after)).not.toContain(variant.id);
    expect(idsOf(after)).toEqual(await orderedVariantIds(t.db, inChip, "mpn-asc", 100));
    expect(idsOf(await list({ search: variant.sku }))).not.toContain(variant.id);

    const product = await pickVariant(sql`${inChip} AND p.rohs`);
    const partsOf = (data: SearchData) => data.items.map((item) => item.productId);
    expect(partsOf(await list({ search: product.mpn, pageSize: 100 }))).toContain(product.productId);
    await removeVariants(sql`product_id = ${product.productId}`);
    await t.db.execute(sql`DELETE FROM last_viewed_products WHERE product_id = ${product.productId}`);
    await t.db.execute(sql`DELETE FROM products WHERE id = ${product.productId}`);
    const listed = partsOf(
      await list({ categoryId: chip(), manufacturer: product.maker, rohs: "true", pageSize: 100, search: product.mpn }),
    );
    expect(listed).not.toContain(product.productId);
    await expectFacetsMatchDatabase([category("chip-resistors")], [makers(product.maker), rohs()]);
  });

  it("a product moved to another category moves in the list", async () => {
    const variant = await pickVariant(sql`${inChip}`);
    const throughHole = categoryId.get("through-hole-resistors")!;
    await t.db.execute(sql`UPDATE products SET category_id = ${throughHole} WHERE id = ${variant.productId}`);
    expect(idsOf(await list({ categoryId: chip(), search: variant.mpn, pageSize: 100 }))).not.toContain(variant.id);
    expect(idsOf(await list({ categoryId: throughHole, search: variant.mpn, pageSize: 100 }))).toContain(variant.id);
    await expectFacetsMatchDatabase([category("chip-resistors")], []);
    await expectFacetsMatchDatabase([category("through-hole-resistors")], []);
    await expectFacetsMatchDatabase([category("resistors")], [makers(variant.maker)]);
  });

  it("a changed MPN moves the part in MPN order", async () => {
    const variant = await pickVariant(sql`${inChip}`);
    await t.db.execute(sql`UPDATE products SET mpn = '0000-RENAMED', mpn_normalized = '0000RENAMED' WHERE id = ${variant.productId}`);
    const page = idsOf(await list({ categoryId: chip(), sort: "mpn-asc", pageSize: 10 }));
    expect(page).toContain(variant.id);
    expect(page).toEqual(await orderedVariantIds(t.db, inChip, "mpn-asc", 10));
    expect(idsOf(await list({ search: "0000RENAMED" }))).toContain(variant.id);
  });

  // Needs a second connection while a transaction stays open: PGlite has one.
  it.runIf(Boolean(process.env.DATABASE_URL))("a committed change shows while another transaction is still open", async () => {
    const variant = await pickVariant(sql`${inChip} AND v.total_stock > 0`);
    const inStockIds = async () => idsOf(await list({ search: variant.sku, inStock: "true" }));
    expect(await inStockIds()).toContain(variant.id);
    await t.db.transaction(async (tx) => {
      // Any writer that has not finished yet (a long import, an order being placed).
      await tx.execute(sql`SELECT pg_current_xact_id()`);
      await t.db.execute(sql`UPDATE variants SET total_stock = 0 WHERE id = ${variant.id}`);
      expect(await inStockIds()).not.toContain(variant.id);
    });
  });
});
