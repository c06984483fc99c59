import pg from "pg";
import type { VariantSearchResult } from "../../contract/api/catalog/schemas";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";

// A cart line whose part has sold out since it was added (issue 15: "for an unavailable line, the alternatives the
// catalog knows"). Nothing a visitor does empties a part's stock before checkout exists, so the test sets the stock
// in the store's database itself: it runs where that database is a server the test can reach (E2E_DATABASE_URL, as
// `npm test` with DATABASE_URL and CI run it); with the embedded PGlite the server holds the database alone.

const databaseUrl = process.env.E2E_DATABASE_URL;

test("a line that sold out shows why and the in-stock parts like it, each with its own add-to-cart form", async ({ page }) => {
  test.skip(!databaseUrl, "needs the store's database on a PostgreSQL server (E2E_DATABASE_URL)");
  // The last in-stock capacitor of a category no other test uses (one per project: they run side by side, and a
  // line's alternatives come from its own category).
  const list = await catalogApi<VariantSearchResult>(page.request, "products/variants/search", {
    category: jsEnabled() ? "tantalum-capacitors" : "ceramic-capacitors",
    inStock: "true",
    pageSize: 100,
  });
  const part = list.items.filter((item) => item.isShowPrice && (item.stock ?? 0) >= item.minimumOrderQuantity).at(-1);
  expect(part, "an in-stock capacitor in the demo data").toBeDefined();

  await page.goto(`/en/p/${part!.categorySlug}/${part!.productSlug}?sku=${encodeURIComponent(part!.sku)}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to the cart")).toBeVisible();

  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const [before] = (
    await database.query<{ stock: number; backorderable: boolean }>(
      `SELECT total_stock AS stock, is_backorderable AS backorderable FROM variants WHERE id = $1`,
      [part!.variantId],
    )
  ).rows;
  try {
    await database.query(`UPDATE variants SET total_stock = 0, is_backorderable = false WHERE id = $1`, [part!.variantId]);
    await page.goto("/en/shopping-cart");
    await expect(page.getByText(/in stock, and this part cannot be ordered beyond the stock/)).toBeVisible();
    const alternatives = page.getByRole("region", { name: `Parts in stock instead of ${part!.mpn}` });
    await expect(alternatives.getByRole("heading", { name: "In stock instead" })).toBeVisible();
    const first = alternatives.getByRole("listitem").first();
    const mpn = await first.getByRole("link").first().innerText();
    expect(mpn).not.toBe(part!.mpn);
    await expectAccessible(page);

    await first.getByRole("button", { name: /^Add to cart: / }).click();
    await expect(page.getByText("Added to the cart")).toBeVisible();
    await expect(page.getByRole("spinbutton", { name: `Quantity of ${mpn}`, exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toHaveText("2");
  } finally {
    await database.query(`UPDATE variants SET total_stock = $2, is_backorderable = $3 WHERE id = $1`, [
      part!.variantId,
      before.stock,
      before.backorderable,
    ]);
    await database.end();
  }
});
