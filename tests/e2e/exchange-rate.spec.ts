import { pathFor } from "../../contract/paths";
import { pricedPartOnFirstRows } from "./support/catalog-api";
import { expect, expectAccessible, test } from "./support/fixtures";

// The rate a cart is converted at, with its date, and the notice when it is stale (docs/decisions/032-exchange-rates.md).
// The browser tests' store never fetches the central bank's file (RATES_FETCH=off): the newest rates are the seed's of
// 20 November 2026, older than any bulletin due since, so the pages must say they are stale.

test("the cart states the rate of its date and that the bank's latest rates are missing", async ({ page }) => {
  const part = await pricedPartOnFirstRows(page.request);
  await page.goto(`/en/p/${part.categorySlug}/${part.productSlug}?sku=${encodeURIComponent(part.sku)}`);
  await page.getByLabel("Quantity", { exact: true }).fill(String(part.minimumOrderQuantity));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toHaveText("1");

  // A USD cart shows its lira total at the TRY rate, with the rate's date.
  await page.goto(pathFor("shoppingCart", "tr"));
  const rate = page.locator("[data-exchange-rate]");
  await expect(rate).toHaveText("Kur: 1 USD = 42,3540 TRY (20 Kasım 2026 kuru)");
  await expect(rate).toHaveAttribute("data-rate-date", "2026-11-20");
  await expect(page.getByRole("note")).toHaveText(
    "⚠ Merkez Bankası'nın son kurları alınamadı: tutarlar 20 Kasım 2026 tarihli kurla hesaplanıyor.",
  );
  await expectAccessible(page);

  await page.goto(pathFor("shoppingCart", "en"));
  await expect(rate).toHaveText("Rate: 1 USD = 42.3540 TRY (rate of November 20, 2026)");
  await expect(page.getByRole("note")).toHaveText(
    "⚠ The central bank's latest rates could not be fetched: amounts use the rate of November 20, 2026.",
  );
});
