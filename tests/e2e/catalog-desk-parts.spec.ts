import { randomUUID } from "node:crypto";
import { pathFor } from "../../contract/paths";
import type { VariantSearchResult } from "../../contract/api/catalog/schemas";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { signInAsStaff } from "./support/staff";

// The catalog desk creates and deletes parts (docs/decisions/044-catalog-desk.md, docs/catalog-import.md): catalog
// staff import a small products file whose dry run refuses one row, apply it, find the new part in the product list's
// search and on its product page, then delete one of its variants through the confirmation page. Both projects share
// the server's data: each creates its part in a category of its own, which no other spec reads.

test("catalog staff import new parts, find one on the storefront, and delete a variant after confirming", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const category = jsEnabled() ? "zener-diodes" : "optocouplers";
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const mpn = `E2E-${suffix}`;
  const [cutTape, reel] = [`E2E${suffix}-CT`, `E2E${suffix}-RL`];
  const description = `Desk-imported part ${suffix}`;
  await signInAsStaff(context, baseURL!, "catalog");

  // A products file: two variants of a new product, and a row of an unknown maker the dry run refuses.
  await page.goto(pathFor("backOfficeCatalogImports", "en"));
  await page.getByLabel("Products (new or changed parts)").check();
  await page.getByLabel("File (CSV or XLSX)").setInputFiles({
    name: "parts.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        "MPN;Manufacturer;Category;SKU;Packaging;ERP reference;MOQ;Multiplier;Description TR;Description EN;Quantity;Unit price;Stock",
        `${mpn};Yageo;${category};${cutTape};Cut Tape;ERP-${suffix}-1;1;1;Masadan eklenen parça ${suffix};${description};1;0,75;250`,
        `${mpn};Yageo;;${reel};Reel;ERP-${suffix}-2;1000;1000;;;1000;0,30;4000`,
        `${mpn}-X;Nobody Inc;${category};E2E${suffix}-X;Cut Tape;ERP-${suffix}-3;1;1;x;y;1;1;1`,
      ].join("\n"),
    ),
  });
  await page.getByRole("button", { name: "Read the file (dry run)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import: parts.csv" })).toBeVisible();
  const counts = page.getByTestId("import-counts");
  await expect(counts).toContainText("Added2");
  await expect(counts).toContainText("Refused1");
  await expect(page.getByRole("region", { name: "Refused rows" })).toContainText("Row 4: no manufacturer is named “Nobody Inc”.");
  await expect(page.getByRole("region", { name: "Changes" })).toContainText(reel);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Apply the import" }).click();
  await expect(page.getByText("The import is applied: 2 added, 0 changed.").first()).toBeVisible();

  // The product list's search takes the new variants in within its staleness (one row for the part, both packagings
  // its choices); the product page shows the part.
  await expect
    .poll(
      async () =>
        (await catalogApi<VariantSearchResult>(page.request, "products/variants/search", { search: `E2E${suffix}` })).items.flatMap(
          (item) => item.packagings.map((packaging) => packaging.sku),
        ),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining([cutTape, reel]));
  const { items } = await catalogApi<VariantSearchResult>(page.request, "products/variants/search", { search: cutTape });
  const part = items.find((item) => item.mpn === mpn)!;
  await page.goto(
    `${pathFor("product", "en", { categoryName: part.categorySlug, name: part.productSlug })}?sku=${encodeURIComponent(cutTape)}`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText(mpn);
  await expect(page.getByText(description).first()).toBeVisible();
  await expect(page.getByRole("table").first()).toContainText("0.75");

  // The reel variant deleted from the editor, after its confirmation page.
  await page.goto(pathFor("backOfficeCatalog", "en"));
  await page.getByLabel("MPN, SKU or manufacturer").fill(mpn);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: mpn, exact: true }).click();
  await expect(page.getByRole("region", { name: `Variant ${reel}` })).toBeVisible();
  await page.getByRole("link", { name: `Delete variant ${reel}…` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Delete variant ${reel}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText("The variant is deleted.").first()).toBeVisible();
  await expect(page.getByRole("region", { name: `Variant ${cutTape}` })).toBeVisible();
  await expect(page.getByRole("region", { name: `Variant ${reel}` })).toHaveCount(0);
  await expect(page.getByTestId("audit-trail")).toContainText("delete-variant");
});
