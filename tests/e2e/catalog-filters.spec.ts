import type { MenuCategory, VariantSearchResult } from "../../contract/api/catalog/schemas";
import { FACET_VISIBLE_OPTIONS } from "../../app/features/catalog/product-list-view";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, test } from "./support/fixtures";

/** A leaf category of the menu with a property filter longer than the options a group lists at first. */
async function longFilterGroup(request: Parameters<typeof catalogApi>[0]) {
  const menu = await catalogApi<MenuCategory[]>(request, "products/categories/menu");
  for (const leaf of menu.flatMap((category) => category.children)) {
    const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category: leaf.slug });
    const property = list.facets.properties.find((facet) => facet.values.length > FACET_VISIBLE_OPTIONS);
    if (property) return { leaf, property };
  }
  throw new Error("the demo catalog has no property filter with more than a few values");
}

test("a long filter group lists its first options, links to all of them and back, keeping the list's place", async ({ page, request }) => {
  const { leaf, property } = await longFilterGroup(request);
  const hidden = property.values[FACET_VISIBLE_OPTIONS];
  await page.goto(`/en/ps/${leaf.slug}?sort=price-asc&page=2`);
  const group = page.locator(`#facet-${property.code}`);
  await expect(group.getByRole("heading", { name: property.label })).toBeVisible();
  await expect(group.getByRole("listitem")).toHaveCount(FACET_VISIBLE_OPTIONS);
  await expect(group.getByRole("link", { name: new RegExp(`^${hidden.label} `) })).toHaveCount(0);

  await group.getByRole("link", { name: `Show all ${property.values.length} (${property.label})` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]expand=${property.code}#facet-${property.code}$`));
  expect(new URL(page.url()).searchParams.get("page")).toBe("2");
  // The same list with a group opened is not a page of its own for search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(group.getByRole("listitem")).toHaveCount(property.values.length);
  await expect(group.getByRole("link", { name: new RegExp(`^${hidden.label} `) })).toBeVisible();
  await expectAccessible(page);

  // Choosing an option of the open group keeps it open.
  await group.getByRole("link", { name: new RegExp(`^${hidden.label} `) }).click();
  await expect(page).toHaveURL(/prop=/);
  await expect(group.getByRole("link", { name: new RegExp(`^${hidden.label} `) })).toHaveAttribute("aria-current", "true");
  await expect(group.getByRole("listitem")).toHaveCount(property.values.length);

  await group.getByRole("link", { name: `Show fewer (${property.label})` }).click();
  await expect(page).not.toHaveURL(/expand=/);
  await expect(group.getByRole("listitem")).toHaveCount(FACET_VISIBLE_OPTIONS);
  // The chosen option stays listed, first.
  await expect(group.getByRole("link").first()).toHaveAttribute("aria-current", "true");
});

test("with JavaScript a filter changes the list in the page, without loading a new document @needs-js", async ({ page, request }) => {
  const { leaf } = await longFilterGroup(request);
  const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category: leaf.slug });
  const maker = list.facets.manufacturers[0];
  await page.goto(`/en/ps/${leaf.slug}`);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole("complementary", { name: "Filters" })
    .getByRole("link", { name: new RegExp(`^${maker.label} `) })
    .click();
  await expect(page).toHaveURL(new RegExp(`manufacturer=${maker.value}`));
  await expect(page.getByRole("link", { name: new RegExp(`Manufacturer: ${maker.label}`) })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
});
