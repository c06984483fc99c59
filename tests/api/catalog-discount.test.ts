import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";
import { getData, rows, search, sql } from "./support/catalog";
import { unitPriceDecimals } from "../../contract/price-display";

// One price story (docs/decisions/010-price-display.md): a discounted part tells the same reference price, price and
// saving on a home tile (category group), in the product list and on its product page.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

type Discount = { rate: number; referenceUnitPrice: number; unitSaving: number };
type Priced = { unitPrice?: number | null; priceBreaks: Array<{ quantity: number; unitPrice: number }>; discount: Discount | null };
type Tile = Priced & { variantId: number; sku: string; productSlug: string };

/** Micro-units of a JSON number with at most six decimals (exact, as the API's money arithmetic). */
const micro = (value: number) => Math.round(value * 1e6);

describe("a discounted part", () => {
  it.each(["USD", "TRY"])(
    "shows the same reference price, price and saving on the tile, the list and the product page (%s)",
    async (currency) => {
      const headers = { "x-currency-code": currency };
      const [group] = await getData<Array<{ products: Tile[] }>>(
        t.app,
        "/v1/products/category-groups/by-group-type-code/discounted-products",
        headers,
      );
      const tile = group.products[0];
      const [{ rate }] = await rows<{ rate: string }>(
        t.db,
        sql`SELECT max(discount_rate)::text AS rate FROM category_group_variants WHERE variant_id = ${tile.variantId}`,
      );
      expect(tile.discount).not.toBeNull();
      const discount = tile.discount!;
      expect(discount.rate).toBe(Number(rate));
      // The price breaks are what the part sells for; the reference price is the one the rate was taken off.
      const price = tile.priceBreaks[0].unitPrice;
      expect(tile.unitPrice).toBe(price);
      // Both are unit prices rounded to the decimals they are shown with: the reference is off the exact one by at most
      // half its last shown decimal.
      const referenceStep = 10 ** (6 - unitPriceDecimals(discount.referenceUnitPrice));
      expect(micro(discount.referenceUnitPrice) % referenceStep).toBe(0);
      expect(micro(price) % 10 ** (6 - unitPriceDecimals(price))).toBe(0);
      expect(Math.abs(micro(discount.referenceUnitPrice) - micro(price) / (1 - discount.rate / 100))).toBeLessThanOrEqual(
        referenceStep / 2 + 1,
      );
      expect(micro(discount.unitSaving)).toBe(micro(discount.referenceUnitPrice) - micro(price));

      const list = await getData<{ items: Tile[] }>(t.app, search({ search: tile.sku }), headers);
      const row = list.items.find((item) => item.variantId === tile.variantId)!;
      expect(row.discount).toEqual(discount);
      expect(row.priceBreaks).toEqual(tile.priceBreaks);

      const product = await getData<Priced & { variants: Array<Priced & { variantId: number }> }>(
        t.app,
        `/v1/products/by-slug/${tile.productSlug}?sku=${encodeURIComponent(tile.sku)}`,
        headers,
      );
      const variant = product.variants.find((item) => item.variantId === tile.variantId)!;
      expect(variant.discount).toEqual(discount);
      expect(variant.priceBreaks).toEqual(tile.priceBreaks);
      expect(product.discount).toEqual(discount);
    },
  );

  it("a part in no discount group has no discount anywhere", async () => {
    const [plain] = await rows<{ sku: string }>(
      t.db,
      sql`SELECT v.sku FROM variants v WHERE v.is_show_price
            AND NOT EXISTS (SELECT 1 FROM category_group_variants gv WHERE gv.variant_id = v.id AND gv.discount_rate IS NOT NULL)
          ORDER BY v.id LIMIT 1`,
    );
    const list = await getData<{ items: Array<Tile> }>(t.app, search({ search: plain.sku }));
    expect(list.items.find((item) => item.sku === plain.sku)!.discount).toBeNull();
    const product = await getData<Priced>(t.app, `/v1/products/by-sku/${encodeURIComponent(plain.sku)}`);
    expect(product.discount).toBeNull();
  });
});
