import type { Page } from "@playwright/test";
import type { PackagingChoice, VariantSearchResult } from "../../contract/api/catalog/schemas";
import { formatQuantity, formatUnitPrice } from "../../app/lib/format";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";

// Issue 35 item 6 (docs/decisions/058-one-row-per-part.md): the product list has one row per part; a part sold in
// several packagings offers them in the row, and the row's add-to-cart adds the chosen one. Without JavaScript the
// choice posts with the row's form; with it the row shows the chosen packaging's SKU, stock and price as well.

const LIST = "/en/ps/chip-resistors-smd?inStock=true";

/** Priced and in stock for a minimum order: the cart takes it. */
const orderable = (packaging: PackagingChoice) => packaging.isShowPrice && (packaging.stock ?? 0) >= packaging.minimumOrderQuantity;

/** The packaging of a part on cut tape and a reel that its row does not show first. */
const otherOf = (item: VariantSearchResult["items"][number]) =>
  item.packagings.find((packaging) => packaging.variantId !== item.variantId && ["Cut Tape", "Reel"].includes(packaging.packaging));

/**
 * A part on the list's first page sold on cut tape and on a reel, both orderable, the one its row does not show first
 * sold from more than one piece (so that one piece fewer is refused): the row's own packaging and that other one.
 */
async function partInTwoPackagings(page: Page) {
  const list = await catalogApi<VariantSearchResult>(page.request, "products/variants/search", {
    category: "chip-resistors-smd",
    inStock: "true",
  });
  const item = list.items.find(
    (candidate) =>
      ["Cut Tape", "Reel"].every((name) => candidate.packagings.some((packaging) => packaging.packaging === name)) &&
      candidate.packagings.every(orderable) &&
      (otherOf(candidate)?.minimumOrderQuantity ?? 0) > 1,
  );
  if (!item) throw new Error("no part on cut tape and a reel, both priced and in stock, on the first page of the SMD chip resistors");
  return { item, own: item.packagings.find((packaging) => packaging.variantId === item.variantId)!, other: otherOf(item)! };
}

test("a part on cut tape and a reel is one row; the packaging chosen in it is the one that goes into the cart", async ({ page }) => {
  const { item, own, other } = await partInTwoPackagings(page);
  await page.goto(LIST);
  const table = page.locator("main table");
  // One row for the part: its part number once.
  await expect(table.getByRole("link", { name: item.mpn, exact: true })).toHaveCount(1);
  const row = table.locator("tbody tr").filter({ has: page.getByRole("link", { name: item.mpn, exact: true }) });
  const choice = row.getByLabel(`Packaging of ${item.mpn}`);
  await expect(choice).toHaveValue(String(item.variantId));
  // Each option names its packaging, stock and price as the page writes them.
  const price = formatUnitPrice(other.priceBreaks[0].unitPrice, "en", item.currency);
  await expect(choice.locator(`option[value="${other.variantId}"]`)).toHaveText(
    `${other.packaging} · ${formatQuantity(other.stock!, "en")} in stock · ${price}`,
  );
  await expectAccessible(page);

  await choice.selectOption(String(other.variantId));
  const quantity = row.getByLabel(`Quantity of ${item.mpn}`, { exact: false });
  if (jsEnabled()) {
    // The row shows the chosen packaging: its SKU, stock and price, its quantity rules on the field.
    await expect(row.getByText(other.sku, { exact: true })).toBeVisible();
    await expect(row.getByText(own.sku, { exact: true })).toHaveCount(0);
    await expect(row.locator(".stock-badge")).toHaveText(`${formatQuantity(other.stock!, "en")} in stock`);
    await expect(row.locator('[data-price="unit"]').first()).toHaveText(price);
    await expect(quantity).toHaveValue(String(other.minimumOrderQuantity));
    await expect(quantity).toHaveAttribute("step", String(other.orderQuantityMultiplier));
  }

  // Below the chosen packaging's minimum: the server's words in the row, the choice and the typed quantity kept.
  const tooFew = other.minimumOrderQuantity - 1;
  await quantity.fill(String(tooFew));
  await row.getByRole("button", { name: /^Add to cart/ }).click();
  const refusedRow = page
    .locator("main tbody tr")
    .filter({ has: page.getByRole("link", { name: item.mpn, exact: true }) })
    .filter({ has: page.getByRole("alert") });
  await expect(refusedRow.getByRole("alert")).toHaveText(`This part is sold in quantities of at least ${other.minimumOrderQuantity}.`);
  await expect(refusedRow.getByLabel(`Packaging of ${item.mpn}`)).toHaveValue(String(other.variantId));
  await expect(refusedRow.getByText(other.sku, { exact: true })).toBeVisible();
  await expect(refusedRow.getByLabel(`Quantity of ${item.mpn}`, { exact: false })).toHaveValue(String(tooFew));

  await refusedRow.getByLabel(`Quantity of ${item.mpn}`, { exact: false }).fill(String(other.minimumOrderQuantity));
  await refusedRow.getByRole("button", { name: /^Add to cart/ }).click();
  await expect(page.getByText("Added to the cart")).toBeVisible();

  // The cart holds the chosen packaging, not the row's own.
  await page.goto("/en/shopping-cart");
  await expect(page.getByText(`SKU: ${other.sku}`, { exact: false })).toBeVisible();
  await expect(page.getByText(own.sku, { exact: false })).toHaveCount(0);
});
