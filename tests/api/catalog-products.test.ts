import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenFor, createTestApp, type TestApp } from "./support/test-app";
import { getData, rows, sql } from "./support/catalog";
import { unitPriceDecimals } from "../../contract/price-display";
import { microToNumber, roundToCents, toMicro } from "../../api/lib/money";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const variantWhere = async (condition: ReturnType<typeof sql>) => {
  const [row] = await rows<{ id: number; sku: string; erpRefId: string; slug: string; moq: number; multiple: number }>(
    t.db,
    sql`SELECT v.id, v.sku, v.erp_ref_id AS "erpRefId", p.slug, v.minimum_order_quantity AS moq, v.order_quantity_multiplier AS multiple
        FROM variants v JOIN products p ON p.id = v.product_id WHERE ${condition} ORDER BY v.id LIMIT 1`,
  );
  return row;
};

describe("product detail", () => {
  it("answers by slug with the fields of docs/spec.md §3, every packaging and falling price breaks", async () => {
    const detail = await getData(t.app, "/v1/products/by-slug/rc0603fr-0710kl-yageo");
    expect(detail).toMatchObject({
      mpn: "RC0603FR-0710KL",
      manufacturer: { slug: "yageo" },
      variantPricingType: "price-breaks",
      currency: "USD",
    });
    expect(detail.variants.map((variant: { packaging: string }) => variant.packaging)).toEqual(["Cut Tape", "Reel"]);
    const reel = detail.variants[1];
    expect(reel).toMatchObject({ isReel: true, minimumOrderQuantity: reel.mpq, orderQuantityMultiplier: reel.mpq });
    const prices = detail.priceBreaks.map((item: { unitPrice: number }) => item.unitPrice);
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(detail.properties.find((item: { code: string }) => item.code === "resistance")).toMatchObject({
      value: 10000,
      display: "10 kΩ",
    });
    expect(detail.breadcrumb.map((item: { code: string }) => item.code)).toEqual(["resistors", "chip-resistors"]);
    expect(detail.availability).toHaveProperty("minimumOrderQuantity");
  });

  it("answers by sku (that variant selected) and by ERP reference, in the caller's language", async () => {
    const reel = await variantWhere(sql`v.packaging = 'Reel' AND v.is_show_price AND v.is_show_stock`);
    const bySku = await getData(t.app, `/v1/products/by-sku/${encodeURIComponent(reel.sku)}`, { "accept-language": "tr" });
    expect(bySku).toMatchObject({ id: reel.id, sku: reel.sku, variantPackageType: "Reel", isReel: true });
    expect(bySku.description).toMatch(/direnç|kondansatör|bobin|diyot|/);
    const byErp = await getData(t.app, `/v1/products/by-erprefid/${reel.erpRefId}`);
    expect(byErp.id).toBe(reel.id);
  });

  it("answers 404 for an unknown slug, sku or ERP reference", async () => {
    for (const url of [
      "/v1/products/by-slug/no-such-part",
      "/v1/products/by-sku/NOPE-123",
      "/v1/products/by-erprefid/ERP-000000000",
      "/v1/products/999999/related",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 404 });
    }
  });

  it("hides the price where isShowPrice is false and the stock where isShowStock is false", async () => {
    const hiddenPrice = await variantWhere(sql`NOT v.is_show_price`);
    const priced = await getData(t.app, `/v1/products/by-sku/${encodeURIComponent(hiddenPrice.sku)}`);
    expect(priced.priceBreaks).toEqual([]);
    expect(priced.availability.isShowPrice).toBe(false);
    const list = await getData(t.app, `/v1/products/variants/search?search=${encodeURIComponent(hiddenPrice.sku)}`);
    expect(list.items[0]).toMatchObject({ sku: hiddenPrice.sku, unitPrice: null, priceBreaks: [] });
    const price = await getData(t.app, `/v1/products/variants/${hiddenPrice.id}/price`);
    expect(price.unitPrice).toBeNull();

    const hiddenStock = await variantWhere(sql`NOT v.is_show_stock`);
    const stocked = await getData(t.app, `/v1/products/by-sku/${encodeURIComponent(hiddenStock.sku)}`);
    expect(stocked.availability.totalStock).toBeNull();
    const listed = await getData(t.app, `/v1/products/variants/search?search=${encodeURIComponent(hiddenStock.sku)}`);
    expect(listed.items[0]).toMatchObject({ sku: hiddenStock.sku, stock: null });
  });

  it("relates parts of the same value and package first, then the neighbouring values (issue 14: 4.7 kΩ showed 1 kΩ parts)", async () => {
    const valueOf = (item: { properties: Record<string, { value: unknown }> }, code: string) => item.properties[code]?.value;
    for (const ohms of [4700, 100, 100000]) {
      const [anchor] = await rows<{ id: number; slug: string; package: string; twins: number }>(
        t.db,
        sql`SELECT p.id, p.slug, p.properties->>'package' AS package,
                   (SELECT count(*)::int FROM products o WHERE o.category_id = p.category_id AND o.id <> p.id
                      AND o.properties->'resistance' = p.properties->'resistance' AND o.properties->'package' = p.properties->'package') AS twins
            FROM products p WHERE (p.properties->>'resistance')::numeric = ${ohms} ORDER BY p.id LIMIT 1`,
      );
      expect(anchor, `a ${ohms} Ω part in the demo data`).toBeDefined();
      const related = await getData(t.app, `/v1/products/${anchor.id}/related?take=24`);
      expect(related).toHaveLength(24);
      const twins = Math.min(anchor.twins, 24);
      related.slice(0, twins).forEach((item: never) => {
        expect(valueOf(item, "resistance")).toBe(ohms);
        expect(valueOf(item, "package")).toBe(anchor.package);
      });
      const distances = related
        .slice(twins)
        .filter((item: never) => valueOf(item, "package") === anchor.package)
        .map((item: never) => Math.abs(Math.log(Number(valueOf(item, "resistance")) / ohms)));
      expect(distances.length, `${ohms} Ω (${anchor.twins} twins): neighbours in the same package`).toBeGreaterThan(0);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      // A neighbour is near: within a decade (4.7 kΩ → 4.3 kΩ or 5.1 kΩ, never 1 kΩ first).
      expect(distances[0]).toBeLessThan(Math.log(10));
    }
  });

  it("relates a part by its new value once the value changes (the value groups are rebuilt)", async () => {
    const chipResistors = (condition: ReturnType<typeof sql>) =>
      rows<{ id: number; properties: Record<string, unknown> }>(
        t.db,
        sql`SELECT p.id, p.properties FROM products p JOIN categories c ON c.id = p.category_id
            WHERE c.code = 'chip-resistors' AND ${condition} ORDER BY (p.properties->>'resistance')::numeric DESC, p.id LIMIT 1`,
      );
    const [anchor] = await chipResistors(sql`(p.properties->>'resistance')::numeric = 4700`);
    const [far] = await chipResistors(sql`true`);
    expect(anchor, "a 4.7 kΩ chip resistor in the demo data").toBeDefined();
    expect(Number(far.properties.resistance), "the largest resistance, far from 4.7 kΩ").toBeGreaterThanOrEqual(47000);
    // The parts listed before the first one of another value: the 4.7 kΩ parts.
    const sameValueIds = async () => {
      const related: Array<{ productId: number; properties: { resistance?: { value: unknown } } }> = await getData(
        t.app,
        `/v1/products/${anchor.id}/related?take=24`,
      );
      const firstOther = related.findIndex((item) => item.properties.resistance?.value !== 4700);
      return related.slice(0, firstOther < 0 ? related.length : firstOther).map((item) => item.productId);
    };
    expect(await sameValueIds()).not.toContain(far.id);
    const twin = { ...far.properties, resistance: 4700, package: anchor.properties.package };
    await t.db.execute(sql`UPDATE products SET properties = ${JSON.stringify(twin)}::jsonb WHERE id = ${far.id}`);
    try {
      expect(await sameValueIds()).toContain(far.id);
    } finally {
      await t.db.execute(sql`UPDATE products SET properties = ${JSON.stringify(far.properties)}::jsonb WHERE id = ${far.id}`);
    }
  });

  it("lists related parts of the same category", async () => {
    const detail = await getData(t.app, "/v1/products/by-slug/rc0603fr-0710kl-yageo");
    const related = await getData(t.app, `/v1/products/${detail.productId}/related?take=4`);
    expect(related.length).toBeGreaterThan(0);
    for (const item of related) {
      expect(item.categoryId).toBe(detail.mainCategoryId);
      expect(item.productId).not.toBe(detail.productId);
    }
  });
});

describe("prices", () => {
  it("converts from USD with the stored rate, exactly, and lets ?currency override the header", async () => {
    const variant = await variantWhere(sql`v.is_show_price`);
    const [{ usd }] = await rows<{ usd: string }>(
      t.db,
      sql`SELECT unit_price_usd::text AS usd FROM price_breaks WHERE variant_id = ${variant.id} ORDER BY quantity LIMIT 1`,
    );
    const [{ rate }] = await rows<{ rate: string }>(
      t.db,
      sql`SELECT rate::text FROM exchange_rates WHERE currency = 'TRY' ORDER BY rate_date DESC LIMIT 1`,
    );
    const tryPrice = await getData(t.app, `/v1/products/variants/${variant.id}/price`, { "x-currency-code": "TRY" });
    // Expected in integer micro-units: usd × rate, rounded half up to 6 decimals, then half up to the decimals the price
    // is shown with (docs/decisions/010-price-display.md: 5 below 10, 4 below 100, 3 below 1000, otherwise 2).
    const asShown = (micro: bigint) => {
      const step = 10n ** BigInt(6 - unitPriceDecimals(Number(micro) / 1e6));
      return Number(((micro + step / 2n) / step) * step) / 1e6;
    };
    const usdMicro = BigInt(usd.replace(".", ""));
    const rateE8 = BigInt(rate.replace(".", "").padEnd(rate.indexOf(".") + 8 + 0, "0"));
    const expectedMicro = (usdMicro * rateE8 + 50_000_000n) / 100_000_000n;
    expect(tryPrice).toMatchObject({ currency: "TRY", exchangeRate: Number(rate), exchangeRateDate: "2026-11-20" });
    expect(tryPrice.unitPrice).toBe(asShown(expectedMicro));
    const eur = await getData(t.app, `/v1/products/variants/${variant.id}/price?currency=EUR`, { "x-currency-code": "TRY" });
    expect(eur.currency).toBe("EUR");
    const usdPrice = await getData(t.app, `/v1/products/variants/${variant.id}/price`);
    expect(usdPrice.unitPrice).toBe(asShown(usdMicro));
  });

  it("validates MOQ and multiple in the total price and says why", async () => {
    const variant = await variantWhere(sql`v.minimum_order_quantity = 10 AND v.order_quantity_multiplier = 5 AND v.is_show_price`);
    const below = await getData(t.app, `/v1/products/variants/${variant.id}/total-price?quantity=3`);
    expect(below).toMatchObject({ isValid: false, suggestedQuantity: 10, totalPrice: null });
    expect(below.problems.map((problem: { code: string }) => problem.code)).toEqual(["below-minimum", "not-multiple"]);
    const notMultiple = await getData(t.app, `/v1/products/variants/${variant.id}/total-price?quantity=12`, { "accept-language": "tr" });
    expect(notMultiple).toMatchObject({ isValid: false, suggestedQuantity: 15 });
    expect(notMultiple.problems[0].message).toContain("5");
    const valid = await getData(t.app, `/v1/products/variants/${variant.id}/total-price?quantity=100`);
    const tree = await getData(t.app, `/v1/products/variants/${variant.id}/price-tree`);
    const hundred = tree.breaks.find((item: { quantity: number }) => item.quantity === 100);
    expect(valid).toMatchObject({ isValid: true, problems: [], unitPrice: hundred.unitPrice });
    expect(valid.totalPrice).toBe(hundred.extendedPrice);
    // The unit price as shown times the quantity, to the cent (docs/decisions/010-price-display.md).
    expect(valid.totalPrice).toBe(microToNumber(roundToCents(toMicro(String(hundred.unitPrice)) * 100n)));
    const bad = await t.app.inject({ method: "GET", url: `/v1/products/variants/${variant.id}/total-price?quantity=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.errors[0].field).toBe("quantity");
  });

  it("lists the sale options of a part, the asked one selected", async () => {
    const reel = await variantWhere(sql`v.packaging = 'Reel'`);
    const options = await getData(t.app, `/v1/products/variants/${reel.id}/sale-options`);
    expect(options.map((option: { packaging: string }) => option.packaging)).toEqual(["Cut Tape", "Reel"]);
    expect(options.find((option: { isSelected: boolean }) => option.isSelected).variantId).toBe(reel.id);
  });
});

describe("compare and last viewed", () => {
  it("compares variants with all their properties side by side", async () => {
    const resistor = await variantWhere(sql`p.slug = 'rc0603fr-0710kl-yageo'`);
    const capacitor = await variantWhere(sql`p.properties ? 'capacitance'`);
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/products/search-with-variant-ids",
      payload: { variantIds: [resistor.id], skus: [capacitor.sku] },
    });
    const data = response.json().data;
    expect(data.products.map((item: { variantId: number }) => item.variantId)).toEqual([resistor.id, capacitor.id]);
    const codes = data.properties.map((item: { code: string }) => item.code);
    expect(codes).toEqual(expect.arrayContaining(["resistance", "capacitance", "operating-temperature"]));
    expect(data.products[0].allProperties["temperature-coefficient"].display).toBe("±100 ppm/°C");
    const empty = await t.app.inject({ method: "POST", url: "/v1/products/search-with-variant-ids", payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it("keeps last-viewed products per guest and per user, never across them", async () => {
    // Two different parts: a product is kept once per viewer, with the variant seen last.
    const [first, second] = await rows<{ id: number }>(
      t.db,
      sql`SELECT DISTINCT ON (product_id) id FROM variants ORDER BY product_id, id LIMIT 2`,
    );
    const guest = randomUUID();
    const otherGuest = randomUUID();
    const token = await accessTokenFor({ userId: randomUUID() });
    const record = (variantId: number, headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/v1/products/last-viewed", payload: { variantId }, headers });
    expect((await record(first.id, { "x-anonymous-customer-id": guest })).json().data.recorded).toBe(true);
    await record(second.id, { "x-anonymous-customer-id": guest });
    await record(second.id, { authorization: `Bearer ${token}` });
    const guestList = await getData(t.app, "/v1/products/last-viewed", { "x-anonymous-customer-id": guest });
    expect(guestList.map((item: { variantId: number }) => item.variantId)).toEqual([second.id, first.id]);
    expect(await getData(t.app, "/v1/products/last-viewed", { "x-anonymous-customer-id": otherGuest })).toEqual([]);
    const userList = await getData(t.app, "/v1/products/last-viewed", { authorization: `Bearer ${token}` });
    expect(userList.map((item: { variantId: number }) => item.variantId)).toEqual([second.id]);
    const anonymous = await t.app.inject({ method: "GET", url: "/v1/products/last-viewed" });
    expect(anonymous.headers["cache-control"]).toContain("no-store");
    expect((await record(first.id, {})).json().data.recorded).toBe(false);
  });
});

describe("categories, manufacturers and groups", () => {
  it("answers the tree with counts and a category by slug in either language", async () => {
    const tree = await getData(t.app, "/v1/products/categories/tree");
    const [{ total }] = await rows<{ total: number }>(t.db, sql`SELECT count(*)::int AS total FROM variants`);
    expect(tree.reduce((sum: number, node: { productCount: number }) => sum + node.productCount, 0)).toBe(total);
    const en = await getData(t.app, "/v1/products/categories/chip-resistors-smd");
    const tr = await getData(t.app, "/v1/products/categories/smd-cip-direncler", { "accept-language": "tr" });
    expect(en.id).toBe(tr.id);
    expect(tr.name).toBe("SMD Çip Dirençler");
    expect(en.tableProperties.map((column: { code: string }) => column.code)).toEqual([
      "resistance",
      "tolerance",
      "power",
      "package",
      "composition",
    ]);
    expect(en.topProducts.length).toBeGreaterThan(0);
    const parent = await getData(t.app, `/v1/products/categories/${en.parentId}`);
    expect(parent.children.map((child: { code: string }) => child.code)).toContain("chip-resistors");
    expect((await t.app.inject({ method: "GET", url: "/v1/products/categories/no-such-category" })).statusCode).toBe(404);
  });

  it("lists manufacturers, the representative offices and one manufacturer", async () => {
    const page = await getData(t.app, "/v1/products/manufacturers?letter=M");
    expect(page.items.map((maker: { name: string }) => maker.name)).toEqual(
      expect.arrayContaining(["Murata", "Molex", "Microchip", "Mean Well"]),
    );
    const offices = await getData(t.app, "/v1/products/representative-offices?take=0");
    expect(offices.length).toBeGreaterThan(5);
    expect(offices.every((maker: { isRepresentativeOffice: boolean }) => maker.isRepresentativeOffice)).toBe(true);
    const yageo = await getData(t.app, "/v1/products/manufacturers/yageo");
    expect(yageo.categories.map((category: { code: string }) => category.code)).toContain("chip-resistors");
    expect(yageo.topProducts.every((item: { manufacturer: { slug: string } }) => item.manufacturer.slug === "yageo")).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/v1/products/manufacturers/nobody" })).statusCode).toBe(404);
  });

  it("answers the category groups of docs/spec.md §7", async () => {
    const discounted = await getData(t.app, "/v1/products/category-groups/by-group-type-code/discounted-products");
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted[0].products[0].discount.rate).toBeGreaterThan(0);
    const led = await getData(t.app, "/v1/products/category-groups/category-group-types/led-lighting-page");
    expect(led.map((group: { code: string }) => group.code)).toContain("led-drivers");
    expect(led[0].products.every((item: { categorySlug: string }) => item.categorySlug === "led-lighting")).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/v1/products/category-groups/by-group-type-code/unknown" })).statusCode).toBe(400);
  });
});
