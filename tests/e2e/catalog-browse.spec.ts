import type { ManufacturerDetail, ManufacturerPage } from "../../contract/api/catalog/browse-schemas";
import type { CategoryNode, VariantSearchResult } from "../../contract/api/catalog/schemas";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, test } from "./support/fixtures";

test("the category tree links every category with its part count", async ({ page, request }) => {
  const tree = await catalogApi<CategoryNode[]>(request, "products/categories/tree", {}, "tr");
  await page.goto("/c");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kategoriler");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveCount(tree.length);
  const child = tree[0].children[0];
  await main.getByRole("link", { name: child.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/c/${child.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(child.name);
  await expectAccessible(page);
});

test("the products' root /p leads to the catalog's categories, in each language", async ({ page, request }) => {
  const answer = await request.get("/en/p", { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe("/en/c");
  await page.goto("/p");
  await expect(page).toHaveURL(/\/c$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kategoriler");
});

test("manufacturers: by letter, a manufacturer's page, and its parts as a filtered list", async ({ page, request }) => {
  const { items } = await catalogApi<ManufacturerPage>(request, "products/manufacturers", { letter: "Y", pageSize: 100 });
  const maker = await catalogApi<ManufacturerDetail>(request, `products/manufacturers/${items[0].slug}`);

  await page.goto("/en/manufacturers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manufacturers");
  await page.getByRole("navigation", { name: "Manufacturers by first letter" }).getByRole("link", { name: "Y", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/manufacturers\?letter=Y$/);
  await expect(page.locator("main ul li a[href^='/en/manufacturers/']")).toHaveCount(items.length);
  await page
    .getByRole("link", { name: new RegExp(`^${maker.name}`) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(maker.name);
  await expectAccessible(page);

  await page.getByRole("link", { name: /^See all .* parts$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/ps\\?manufacturer=${maker.slug}$`));
  // The catalog desk's spec imports and deletes parts of this maker meanwhile: the page and the API agree once both have
  // read the catalog after the last change (the page read again on each try after the first).
  let tries = 0;
  await expect(async () => {
    if (tries++ > 0) await page.reload();
    const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", { manufacturer: maker.slug });
    await expect(page.getByText(`of ${list.total.toLocaleString("en-US")}`).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: /Manufacturer: .* \(remove this filter\)/ })).toBeVisible();
});
