import type { MenuCategory, VariantSearchResult } from "../../contract/api/catalog/schemas";
import { isMemoryUnit } from "../../contract/memory-units";
import { FACET_VISIBLE_OPTIONS } from "../../app/features/catalog/product-list-view";
import { catalogApi } from "./support/catalog-api";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures";

// A facet count is what its link gives, a range on the same property included (docs/decisions/057-facet-counts-add-up.md):
// the case was resistance 1k–47k listing "100 kΩ (8)", which led to no part.

/** A leaf category with a numeric filter of many values, and a range over its middle values (as the API writes them). */
async function rangedProperty(request: Parameters<typeof catalogApi>[0]) {
  const menu = await catalogApi<MenuCategory[]>(request, "products/categories/menu");
  for (const leaf of menu.flatMap((category) => category.children)) {
    const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category: leaf.slug });
    const property = list.facets.properties.find(
      (facet) => facet.kind === "numeric" && !isMemoryUnit(facet.unit) && facet.values.length >= 6,
    );
    if (!property) continue;
    const values = property.values.map((option) => Number(option.value)).sort((a, b) => a - b);
    const [low, high] = [values[Math.floor(values.length / 4)], values[Math.floor((values.length * 3) / 4)]];
    return { leaf, property, low, high };
  }
  throw new Error("the demo catalog has no numeric filter with several values");
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "1–25 of 32": the list's total as the page states it. */
const statedTotal = (page: Page, total: number) =>
  page
    .locator("main")
    .getByText(new RegExp(`of ${total.toLocaleString("en-US")}$`))
    .first();

test("with a range set, its property's options lie inside it and each lists as many parts as it says", async ({ page, request }) => {
  const { leaf, property, low, high } = await rangedProperty(request);
  const expected = await catalogApi<VariantSearchResult>(request, "products/variants/search", {
    category: leaf.slug,
    min: `${property.code}:${low}`,
    max: `${property.code}:${high}`,
  });
  const listed = expected.facets.properties.find((facet) => facet.code === property.code)!.values;
  expect(listed.length).toBeGreaterThan(1);
  expect(listed.filter((option) => Number(option.value) < low || Number(option.value) > high)).toEqual([]);
  expect(listed.reduce((sum, option) => sum + option.count, 0)).toBeLessThanOrEqual(expected.total);

  await page.goto(`/en/ps/${leaf.slug}`);
  const filters = page.getByRole("complementary", { name: "Filters" });
  const range = filters.getByRole("form", { name: new RegExp(literally(property.label)) });
  await range.getByLabel("Min").fill(String(low));
  await range.getByLabel("Max").fill(String(high));
  await range.getByRole("button", { name: `Apply ${property.label}` }).click();
  await expect(page).toHaveURL(new RegExp(`max\\.${property.code}=`));
  await expect(statedTotal(page, expected.total)).toBeVisible();

  // The group lists the values inside the range; the last one shown lists as many parts as it says, and the range stays.
  const group = page.locator(`#facet-${property.code}`);
  const shown = Math.min(listed.length, FACET_VISIBLE_OPTIONS);
  await expect(group.getByRole("listitem")).toHaveCount(shown);
  const option = listed[shown - 1];
  const link = group.getByRole("link", { name: new RegExp(`^${literally(option.label)} `) });
  await expect(link).toContainText(option.count.toLocaleString("en-US"));
  await expectAccessible(page);
  await link.click();
  await expect(page).toHaveURL(/prop=/);
  await expect(page).toHaveURL(new RegExp(`min\\.${property.code}=`));
  await expect(statedTotal(page, option.count)).toBeVisible();
  await expect(range.getByLabel("Min")).toHaveValue(String(low));
});
