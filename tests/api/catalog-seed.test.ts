import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../api/db/client";
import { families } from "../../api/seed/catalog/families";
import { seedCatalog } from "../../api/seed/catalog";
import { Random } from "../../api/seed/catalog/random";
import { categoryTree } from "../../api/seed/categories";
import { insertCategories } from "../../api/seed/demo";
import { emptyCatalog } from "../../api/seed/empty-catalog";
import { createTestApp, type TestApp } from "./support/test-app";
import { rows, sql } from "./support/catalog";

const SKUS = 1200;
let first: TestApp;
let second: TestApp;
let third: TestApp;

async function seeded(seed: number) {
  const app = await createTestApp();
  await insertCategories(app.db, categoryTree, null);
  await seedCatalog(app.db, { skus: SKUS, seed, batchSize: 300 });
  return app;
}

/** A fingerprint of the whole generated catalog: parts, SKUs, stock and every price break. */
const fingerprint = (db: Database) =>
  rows<{ digest: string }>(
    db,
    sql`SELECT md5(string_agg(concat_ws('|', p.mpn, p.properties::text, v.sku, v.total_stock, v.upcoming_stock_date, b.quantity, b.unit_price_usd), ',' ORDER BY v.id, b.quantity)) AS digest
        FROM products p JOIN variants v ON v.product_id = p.id JOIN price_breaks b ON b.variant_id = v.id`,
  ).then(([row]) => row.digest);

beforeAll(async () => {
  // One after the other: three databases starting at once overload a 2-core machine.
  first = await seeded(7);
  second = await seeded(7);
  third = await seeded(8);
});
afterAll(() => Promise.all([first?.close(), second?.close(), third?.close()]));

describe("catalog generator", () => {
  it("gives the same catalog for the same seed and another for another seed", async () => {
    expect(await fingerprint(first.db)).toBe(await fingerprint(second.db));
    expect(await fingerprint(first.db)).not.toBe(await fingerprint(third.db));
  });

  it("makes at least the asked SKUs, in every leaf category, with unique part numbers", async () => {
    const [{ skus, parts, mpns }] = await rows<{ skus: number; parts: number; mpns: number }>(
      first.db,
      sql`SELECT (SELECT count(*)::int FROM variants) AS skus, count(*)::int AS parts, count(DISTINCT mpn_normalized)::int AS mpns FROM products`,
    );
    expect(skus).toBeGreaterThanOrEqual(SKUS);
    expect(skus).toBeLessThan(SKUS * 1.02);
    expect(mpns).toBe(parts);
    const categories = await rows<{ code: string }>(
      first.db,
      sql`SELECT DISTINCT c.code FROM products p JOIN categories c ON c.id = p.category_id`,
    );
    expect(categories.map((row) => row.code).sort()).toEqual(families.map((family) => family.category).sort());
  });

  it("writes makers' part-number patterns with agreeing parameters", async () => {
    const [resistor] = await rows<{ properties: Record<string, unknown> }>(
      first.db,
      sql`SELECT properties FROM products WHERE mpn = 'RC0603FR-0710KL'`,
    );
    expect(resistor.properties).toMatchObject({ resistance: 10000, tolerance: 1, package: "0603", power: 0.1 });
    const [capacitor] = await rows<{ properties: Record<string, unknown> }>(
      first.db,
      sql`SELECT properties FROM products WHERE mpn = 'GRM188R71H104KA01D'`,
    );
    expect(capacitor.properties).toMatchObject({ capacitance: 1e-7, "voltage-rating": 50, dielectric: "X7R", package: "0603" });
    const [heatSink] = await rows<{ properties: Record<string, number> }>(
      first.db,
      sql`SELECT p.properties FROM products p JOIN categories c ON c.id = p.category_id WHERE c.code = 'aluminum-heat-sinks' LIMIT 1`,
    );
    expect(heatSink.properties["thermal-resistance"]).toBeGreaterThan(0);
    expect(heatSink.properties.length).toBeGreaterThan(0);
  });

  it("lets prices fall with quantity and keeps reels in whole reels", async () => {
    const rising = await rows<{ id: number }>(
      first.db,
      sql`SELECT b.variant_id AS id FROM price_breaks b JOIN price_breaks c ON c.variant_id = b.variant_id AND c.quantity > b.quantity
          WHERE c.unit_price_usd > b.unit_price_usd LIMIT 1`,
    );
    expect(rising).toEqual([]);
    const [{ badReels }] = await rows<{ badReels: number }>(
      first.db,
      sql`SELECT count(*)::int AS "badReels" FROM variants WHERE is_reel AND (minimum_order_quantity <> mpq OR order_quantity_multiplier <> mpq OR total_stock % mpq <> 0)`,
    );
    expect(badReels).toBe(0);
    const [{ hiddenPrice, hiddenStock, upcoming }] = await rows<{ hiddenPrice: number; hiddenStock: number; upcoming: number }>(
      first.db,
      sql`SELECT count(*) FILTER (WHERE NOT is_show_price)::int AS "hiddenPrice", count(*) FILTER (WHERE NOT is_show_stock)::int AS "hiddenStock",
                 count(*) FILTER (WHERE total_stock = 0 AND upcoming_stock > 0 AND upcoming_stock_date IS NOT NULL)::int AS upcoming
          FROM variants`,
    );
    expect(hiddenPrice).toBeGreaterThan(0);
    expect(hiddenStock).toBeGreaterThan(0);
    expect(upcoming).toBeGreaterThan(0);
  });
});

/** Flash size in KB by part number, as the makers' datasheets give it (independent of the generator's tables). */
const FLASH_KB_BY_MPN: Array<[RegExp, number]> = [
  [/^STM32F103.8/, 64],
  [/^STM32F103.B/, 128],
  [/^STM32F103.C/, 256],
  [/^STM32F103.E/, 512],
  [/^STM32G031.4/, 16],
  [/^STM32G031.6/, 32],
  [/^STM32G031.8/, 64],
  [/^STM32H743.G/, 1024],
  [/^STM32H743.I/, 2048],
  [/^ATMEGA328/, 32],
  [/^ATMEGA168/, 16],
  [/^PIC16F18323/, 3.5],
  [/^PIC16F18324/, 7],
  [/^PIC16F18325/, 14],
  [/^PIC16F18326/, 28],
  [/^ATSAMD21[EGJ]15/, 32],
  [/^ATSAMD21[EGJ]16/, 64],
  [/^ATSAMD21[EGJ]17/, 128],
  [/^ATSAMD21[EGJ]18/, 256],
  [/^LPC55S[01]6/, 256],
  [/^LPC55S28/, 512],
  [/^LPC55S69/, 640],
  [/^MSP430FR2433/, 16],
  [/^MSP430FR2355/, 32],
  [/^MSP430FR5969/, 64],
  [/^MSP430FR6989/, 128],
  [/^XMC1100-[TQ]\d{3}[FX]0008/, 8],
  [/^XMC1100-[TQ]\d{3}[FX]0016/, 16],
  [/^XMC1100-[TQ]\d{3}[FX]0032/, 32],
  [/^XMC1100-[TQ]\d{3}[FX]0064/, 64],
];

const microcontrollerFamily = families.find((family) => family.category === "microcontrollers")!;
const everyMicrocontroller = () => {
  const random = new Random(1);
  return Array.from({ length: microcontrollerFamily.size }, (_, index) => microcontrollerFamily.build(index, random));
};

describe("demo data an engineer believes", () => {
  it("gives every microcontroller the flash size its part number says", () => {
    for (const part of everyMicrocontroller()) {
      const rules = FLASH_KB_BY_MPN.filter(([pattern]) => pattern.test(part.mpn));
      expect(rules, part.mpn).toHaveLength(1);
      expect(part.properties["flash-size"], part.mpn).toBe(rules[0][1] * 1024);
    }
  });

  it("knows the memories of the parts everyone knows", () => {
    const byMpn = new Map(everyMicrocontroller().map((part) => [part.mpn, part.properties]));
    expect(byMpn.get("ATMEGA328PB-AU")).toMatchObject({ "flash-size": 32 * 1024, "ram-size": 2 * 1024, "eeprom-size": 1024 });
    expect(byMpn.get("STM32F103C8T6")).toMatchObject({ "flash-size": 64 * 1024, "ram-size": 20 * 1024, package: "LQFP-48" });
  });

  it("writes part numbers without spaces and links each datasheet to a PDF on its maker's site", async () => {
    const parts = await rows<{ mpn: string; datasheetUrl: string; website: string }>(
      first.db,
      sql`SELECT p.mpn, p.datasheet_url AS "datasheetUrl", m.website_url AS website FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id`,
    );
    expect(parts.filter((part) => /\s/.test(part.mpn)).map((part) => part.mpn)).toEqual([]);
    for (const part of parts) {
      const url = new URL(part.datasheetUrl);
      const site = new URL(part.website).hostname.replace(/^www\./, "");
      expect(url.pathname, part.mpn).toMatch(/\.pdf$/);
      expect(url.search, part.mpn).toBe("");
      expect(url.hostname === site || url.hostname.endsWith(`.${site}`), `${part.mpn}: ${part.datasheetUrl}`).toBe(true);
    }
  });

  it("gives every category an image", async () => {
    const missing = await rows<{ code: string }>(first.db, sql`SELECT code FROM categories WHERE image_path IS NULL`);
    expect(missing).toEqual([]);
  });
});

describe("seeding again", () => {
  it("empties the catalog for a new one even when carts hold its parts, keeping the carts", async () => {
    const before = await fingerprint(third.db);
    const [{ id: cartId }] = await rows<{ id: number }>(
      third.db,
      sql`INSERT INTO carts (guest_id, name) VALUES (gen_random_uuid(), 'Sepetim') RETURNING id`,
    );
    await third.db.execute(sql`INSERT INTO cart_lines (cart_id, variant_id, quantity) SELECT ${cartId}, min(id), 1 FROM variants`);
    await emptyCatalog(third.db);
    expect(await rows(third.db, sql`SELECT 1 FROM variants`)).toHaveLength(0);
    expect(await rows(third.db, sql`SELECT 1 FROM carts WHERE id = ${cartId}`)).toHaveLength(1);
    await seedCatalog(third.db, { skus: SKUS, seed: 8, batchSize: 300 });
    expect(await fingerprint(third.db)).toBe(before);
  });
});
