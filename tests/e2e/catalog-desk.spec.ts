import { randomUUID } from "node:crypto";
import { pathFor } from "../../contract/paths";
import type { VariantSearchResult } from "../../contract/api/catalog/schemas";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { signInAsStaff } from "./support/staff";

// The catalog desk (docs/decisions/044-catalog-desk.md): catalog staff find a part, change its English description
// and its first price break, and the product page shows both; then a small price file's dry run lists its refused
// row, and applying it changes the price the product page shows. Both projects share the server's data: each edits a
// part of a category of its own, which no other spec reads prices from.

test("catalog staff edit a part's description and price break, then import a price file after its dry run", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const category = jsEnabled() ? "power-inductors" : "tantalum-capacitors";
  const list = await catalogApi<VariantSearchResult>(page.request, "products/variants/search", { category });
  const part = list.items.find((item) => item.isShowPrice && item.priceBreaks.length > 0);
  if (!part) throw new Error(`no priced part among the first ${category}`);
  const firstQuantity = part.priceBreaks[0].quantity;
  const description = `Edited by the catalog desk ${randomUUID().slice(0, 8)}`;
  const [editedPrice, importedPrice] = jsEnabled() ? ["1.75", "2.75"] : ["1.25", "2.25"];
  const productPage = `${pathFor("product", "en", { categoryName: part.categorySlug, name: part.productSlug })}?sku=${encodeURIComponent(part.sku)}`;
  await signInAsStaff(context, baseURL!, "catalog");

  // Found by its MPN from the desk's search.
  await page.goto(pathFor("backOfficeCatalog", "en"));
  await expect(page.getByRole("heading", { level: 1, name: "Catalog" })).toBeVisible();
  await page.getByLabel("MPN, SKU or manufacturer").fill(part.mpn);
  await page.getByRole("button", { name: "Search" }).click();
  await expectAccessible(page);
  await page.getByRole("link", { name: part.mpn, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(part.mpn) })).toBeVisible();

  // The English description: a required field refused empty, next to it, then saved.
  const product = page.getByRole("region", { name: "Product", exact: true });
  await product.getByLabel("Short description (English)").fill("");
  await product.getByRole("button", { name: "Save the product" }).click();
  await expect(product.getByLabel("Short description (English)")).toHaveAttribute("aria-invalid", "true");
  await product.getByLabel("Short description (English)").fill(description);
  await product.getByRole("button", { name: "Save the product" }).click();
  await expect(page.getByText("The product is saved.").first()).toBeVisible();
  await expect(page.getByTestId("audit-trail")).toContainText("edit-product");

  // The first price break: a price of zero refused next to it, then the new price saved.
  const variant = page.getByRole("region", { name: `Variant ${part.sku}` });
  await variant.getByLabel("Unit price in USD, break 1").fill("0");
  await variant.getByRole("button", { name: `Save variant ${part.sku}` }).click();
  await expect(variant.getByLabel("Unit price in USD, break 1")).toHaveAttribute("aria-invalid", "true");
  await variant.getByLabel("Unit price in USD, break 1").fill(editedPrice);
  await variant.getByRole("button", { name: `Save variant ${part.sku}` }).click();
  await expect(page.getByText("The variant is saved.").first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(productPage);
  await expect(page.getByText(description).first()).toBeVisible();
  await expect(page.getByRole("table").first()).toContainText(editedPrice);

  // A price file with one unknown SKU: the dry run refuses its row 3, then applying changes the price.
  await page.goto(pathFor("backOfficeCatalogImports", "en"));
  await page.getByLabel("Prices").check();
  await page.getByLabel("File (CSV or XLSX)").setInputFiles({
    name: "prices.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `SKU;Quantity;Unit price;Currency\n${part.sku};${firstQuantity};${importedPrice};USD\nNO-SUCH-SKU-${randomUUID().slice(0, 4)};1;1;USD\n`,
    ),
  });
  await page.getByRole("button", { name: "Read the file (dry run)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import: prices.csv" })).toBeVisible();
  const counts = page.getByTestId("import-counts");
  await expect(counts).toContainText("Changed1");
  await expect(counts).toContainText("Refused1");
  await expect(page.getByRole("region", { name: "Refused rows" })).toContainText("Row 3: no variant has the SKU");
  await expect(page.getByRole("region", { name: "Changes" })).toContainText(part.sku);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Apply the import" }).click();
  await expect(page.getByText("The import is applied: 0 added, 1 changed.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply the import" })).toHaveCount(0);

  await page.goto(productPage);
  await expect(page.getByRole("table").first()).toContainText(importedPrice);
});
