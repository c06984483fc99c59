import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HeaderSearchResult, VariantSearchResult } from "@contract/api/catalog/schemas";
import type { Database } from "../../api/db/client";
import { createTestApp, type TestApp } from "./support/test-app";
import { getData, rows, search, sql } from "./support/catalog";

let t: TestApp;

/** Real part numbers, many of which engineering notation reads as values (`2n7002` = 2.7 nF), in their categories. */
const PARTS: Array<[mpn: string, category: string]> = [
  ["2N7002", "mosfets"],
  ["2N2222A", "bipolar-transistors"],
  ["2N3904", "bipolar-transistors"],
  ["BC547B", "bipolar-transistors"],
  ["1N4148", "rectifier-diodes"],
  ["1N4148W", "rectifier-diodes"],
  ["1N4007", "rectifier-diodes"],
  ["1N5819", "schottky-diodes"],
  ["1N4728A", "zener-diodes"],
  ["4N35", "optocouplers"],
  ["6N137", "optocouplers"],
  ["74HC595", "logic-ics"],
  ["NE555P", "timers"],
  ["AMS1117-3.3", "voltage-regulators"],
  ["STM32F103C8T6", "microcontrollers"],
];

/**
 * The part with one cut-tape variant, made from a part of its category (maker, properties, price), unless the seed
 * holds it already: the tests need these parts whatever the demo catalog carries.
 */
async function ensurePart(db: Database, mpn: string, category: string, properties: Record<string, number | string> = {}) {
  const normalized = mpn.replace(/[^A-Z0-9]/g, "");
  const [held] = await rows(db, sql`SELECT 1 FROM products WHERE mpn_normalized = ${normalized}`);
  if (held) return;
  await db.transaction(async (tx) => {
    const [product] = await rows<{ id: number; source: number }>(
      tx as unknown as Database,
      sql`INSERT INTO products (category_id, manufacturer_id, mpn, mpn_normalized, slug, description_tr, description_en, reference_code, rohs, status, medias, properties, search_text)
          SELECT category_id, manufacturer_id, ${mpn}, ${normalized}, ${`${normalized.toLowerCase()}-part-number-test`}, description_tr, description_en,
                 ${`DE-${normalized}`}, rohs, status, '[]'::jsonb, properties || ${JSON.stringify(properties)}::jsonb, ${`${mpn.toLowerCase()} `} || search_text
          FROM products WHERE category_id = (SELECT id FROM categories WHERE code = ${category}) ORDER BY id LIMIT 1 RETURNING id`,
    );
    const [variant] = await rows<{ id: number }>(
      tx as unknown as Database,
      sql`INSERT INTO variants (product_id, sku, sku_normalized, erp_ref_id, packaging, is_reel, mpq, minimum_order_quantity, order_quantity_multiplier,
                                total_stock, on_order, is_show_price, is_show_stock, is_discount_allowed, max_discount_rate, unit_price_usd)
          SELECT ${product.id}, ${`${mpn}-PNT`}, ${`${normalized}PNT`}, ${`ERP-${normalized}-PNT`}, 'Cut Tape', false, 1, 1, 1,
                 1000, 0, true, true, is_discount_allowed, max_discount_rate, unit_price_usd
          FROM variants WHERE product_id IN (SELECT id FROM products WHERE category_id = (SELECT category_id FROM products WHERE id = ${product.id}))
          ORDER BY id LIMIT 1 RETURNING id`,
    );
    await tx.execute(sql`INSERT INTO price_breaks (variant_id, quantity, unit_price_usd) VALUES (${variant.id}, 1, 0.1)`);
  });
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  for (const [mpn, category] of PARTS) await ensurePart(t.db, mpn, category);
  // A 2.7 nF capacitor, so that `2n7` (read as 2.7 nF, not as the 2N7002's prefix) has parts to find.
  await ensurePart(t.db, "GRM1885C1H272JA01D", "ceramic-capacitors", { capacitance: 2.7e-9 });
});
afterAll(() => t.close());

const list = (text: string, params: Record<string, string | number> = {}) =>
  getData<VariantSearchResult>(t.app, search({ search: text, pageSize: 100, ...params }));
const suggest = (text: string) => getData<HeaderSearchResult>(t.app, `/v1/products/search/simple-fuzzy?search=${encodeURIComponent(text)}`);

/** How many parts hold this stored capacitance (farads). */
async function partsWithCapacitance(farads: number) {
  const [{ count }] = await rows<{ count: number }>(
    t.db,
    sql`SELECT count(DISTINCT p.id)::int AS count FROM variants v JOIN products p ON p.id = v.product_id WHERE p.properties @> ${JSON.stringify({ capacitance: farads })}::jsonb`,
  );
  return count;
}

describe("part numbers before values", () => {
  it.each(PARTS.map(([mpn]) => mpn))("`%s` in lower case lists that part first, read as a part number", async (mpn) => {
    const data = await list(mpn.toLowerCase());
    expect(data.items[0].mpn).toBe(mpn);
    expect(data.interpretedSearch).toMatchObject({ properties: [], exactMatch: true, nearMatches: false });
  });

  it.each(PARTS.map(([mpn]) => mpn))("the header suggests `%s` first for its lower-case part number", async (mpn) => {
    const data = await suggest(mpn.toLowerCase());
    expect(data.parts[0].mpn).toBe(mpn);
    expect(data.interpretedSearch).toBeNull();
  });

  it("reads a part-number prefix the catalog holds as one (`2n70`, `1n41`) and never a shorter one (`2n7`)", async () => {
    const prefixed = await list("1n41");
    expect(prefixed.total).toBeGreaterThan(0);
    for (const item of prefixed.items) expect(item.mpn).toMatch(/^1N41/);
    expect(prefixed.interpretedSearch?.properties).toEqual([]);
    expect((await list("2n70")).items.map((item) => item.mpn)).toContain("2N7002");

    const value = await list("2n7");
    expect(value.interpretedSearch?.properties).toMatchObject([{ code: "capacitance", value: 2.7e-9 }]);
    expect(value.total).toBe(await partsWithCapacitance(2.7e-9));
    expect(value.total).toBeGreaterThan(0);
    expect((await suggest("2n7")).interpretedSearch?.properties).toMatchObject([{ code: "capacitance", value: 2.7e-9 }]);
  });

  it("keeps a part-number-shaped value a value when no part number begins with it (`4k99`)", async () => {
    const data = await list("4k99");
    expect(data.interpretedSearch?.properties).toMatchObject([{ code: "resistance", value: 4990 }]);
  });

  it("reads a known part number beside other terms as a word: `2n7002 mosfet`", async () => {
    const data = await list("2n7002 mosfet");
    expect(data.items.map((item) => item.mpn)).toContain("2N7002");
    for (const item of data.items) expect(item.mpn.replace(/[^A-Z0-9]/g, "")).toContain("2N7002");
    expect(data.interpretedSearch).toMatchObject({ properties: [], words: ["mosfet", "2n7002"] });
  });
});

describe("a value that finds nothing offers the part numbers near it", () => {
  it("`1n4149` (1.4149 nF, no such capacitor) offers 1N4148 first", async () => {
    expect(await partsWithCapacitance(1.4149e-9)).toBe(0);
    const data = await list("1n4149");
    expect(data.interpretedSearch).toMatchObject({ properties: [{ code: "capacitance" }], nearMatches: true, exactMatch: false });
    expect(data.items[0].mpn).toBe("1N4148");
    expect((await suggest("1n4149")).parts[0].mpn).toBe("1N4148");
  });

  it("`6n1` (6.1 nF, no such capacitor) stays read as 6.1 nF and offers the part numbers it begins: 6N137", async () => {
    expect(await partsWithCapacitance(6.1e-9)).toBe(0);
    const data = await list("6n1");
    expect(data.interpretedSearch).toMatchObject({ properties: [{ code: "capacitance", value: 6.1e-9 }], nearMatches: true });
    expect(data.total).toBeGreaterThan(0);
    for (const item of data.items) expect(item.mpn).toMatch(/^6N1/);
  });

  it("answers a value no part number is near to as read, without claiming near matches", async () => {
    const data = await list("9.1234uF");
    expect(data.total).toBe(0);
    expect(data.interpretedSearch).toMatchObject({ properties: [{ code: "capacitance" }], nearMatches: false });
  });
});
