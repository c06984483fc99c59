// A part's picture (issue 35, item 5): its photo when the catalog has one, else the drawing of its package, the same
// address in the list, the product detail, the header search and the cart.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partDrawingPath } from "../../contract/part-drawing-path";
import { getData, rows, search, sql } from "./support/catalog";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;

interface SeededPart {
  variantId: number;
  productId: number;
  sku: string;
  mpn: string;
  maker: string;
  category: string;
  properties: Record<string, number | string>;
}

const partIn = async (category: string, condition = sql`TRUE`) => {
  const [part] = await rows<SeededPart>(
    t.db,
    sql`SELECT v.id AS "variantId", p.id AS "productId", v.sku, p.mpn, m.name AS maker, c.code AS category, p.properties
        FROM variants v JOIN products p ON p.id = v.product_id JOIN manufacturers m ON m.id = p.manufacturer_id
        JOIN categories c ON c.id = p.category_id
        WHERE c.code = ${category} AND v.is_show_price AND ${condition} ORDER BY v.id LIMIT 1`,
  );
  expect(part, `a seeded part in ${category}`).toBeDefined();
  return part!;
};

const listed = async (part: SeededPart) => {
  const result = await getData(t.app, search({ search: part.sku }));
  return result.items.find((item: { variantId: number }) => item.variantId === part.variantId);
};
const detail = (part: SeededPart) => getData(t.app, `/v1/products/by-sku/${encodeURIComponent(part.sku)}`);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe("part pictures", () => {
  it("shows a part without a photo as the drawing of its package, with its maker and part number, everywhere", async () => {
    const part = await partIn("chip-resistors");
    const drawing = partDrawingPath({ package: String(part.properties.package), maker: part.maker, mpn: part.mpn });
    expect(drawing).toMatch(/^\/images\/parts\/0[0-9]{3}\//);
    expect((await listed(part)).imagePath).toBe(drawing);
    expect((await detail(part)).imagePath).toBe(drawing);
    const suggestions = await getData(t.app, `/v1/products/search/simple-fuzzy?search=${encodeURIComponent(part.mpn)}`);
    expect(suggestions.parts.find((item: { mpn: string }) => item.mpn === part.mpn).imagePath).toBe(drawing);

    const added = await t.app.inject({
      method: "POST",
      url: "/v1/carts/guests/me/lines?currency=USD",
      headers: { "x-anonymous-customer-id": randomUUID(), "accept-language": "en" },
      payload: { items: [{ variantId: part.variantId, quantity: 5000 }] },
    });
    const [line] = added.json().data.cart.slots.normal;
    expect(line.imagePath).toBe(drawing);
  });

  it("draws the package a category implies when the part has no package property", async () => {
    const header = await partIn("pin-headers", sql`(p.properties->>'rows')::int = 2`);
    const positions = Number(header.properties.positions);
    expect((await listed(header)).imagePath).toBe(
      partDrawingPath({ package: `Header 2x${positions / 2}`, maker: header.maker, mpn: header.mpn }),
    );
    const block = await partIn("terminal-blocks");
    expect((await detail(block)).imagePath).toBe(
      partDrawingPath({ package: `Terminal block ${block.properties.positions}`, maker: block.maker, mpn: block.mpn }),
    );
    const electrolytic = await partIn("aluminum-electrolytic-capacitors", sql`p.properties->>'mounting' = 'Through Hole'`);
    expect((await detail(electrolytic)).imagePath).toBe(
      partDrawingPath({ package: "Radial", maker: electrolytic.maker, mpn: electrolytic.mpn }),
    );
    const relay = await partIn("relays");
    expect((await detail(relay)).imagePath).toBe(partDrawingPath({ package: null, maker: relay.maker, mpn: relay.mpn }));
  });

  it("shows the catalog's photo instead when it has one", async () => {
    const part = await partIn("op-amps");
    const photo = "/media/photos/op-amp.jpg";
    await t.db.execute(
      sql`UPDATE products SET medias = ${JSON.stringify([{ path: photo, kind: "image", alt: part.mpn }])}::jsonb WHERE id = ${part.productId}`,
    );
    expect((await detail(part)).imagePath).toBe(photo);
    expect((await listed(part)).imagePath).toBe(photo);
  });
});
