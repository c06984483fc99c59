import type { Locator, Page } from "@playwright/test";
import type { CategoryGroup } from "../../contract/api/catalog/browse-schemas";
import type { CategoryDetail, ProductListItem, VariantSearchResult } from "../../contract/api/catalog/schemas";
import { formatPercent, formatUnitPrice } from "../../app/lib/format";
import { catalogApi } from "./support/catalog-api";
import { expect, test } from "./support/fixtures";
import { DEMO_ACCOUNTS, setSessionCookie, signIn } from "./support/session";

// Issue 14 items 5 and 6: price and quantity always in view, no page wider than the screen, one price story.

/** The element lies inside the viewport, left to right (what a sideways scroller or a clipped page would break). */
async function expectInViewport(page: Page, locator: Locator, label: string) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, label).not.toBeNull();
  expect(box!.x, `${label}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${label}: right edge`).toBeLessThanOrEqual(width);
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label}: document width`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function expectPriceAndQuantityInView(page: Page, label: string) {
  const rows = page.locator("main tbody tr");
  await expect(rows.first()).toBeVisible();
  for (let index = 0; index < 3; index += 1) {
    const row = rows.nth(index);
    await expectInViewport(page, row.locator("td[data-label='Unit price'] b").first(), `${label} row ${index + 1} price`);
    await expectInViewport(page, row.getByRole("spinbutton"), `${label} row ${index + 1} quantity`);
  }
  await expectNoSidewaysScroll(page, label);
}

test("the microcontroller list and search results show price and quantity without scrolling, at 1366 and 390 px", async ({
  page,
  request,
}) => {
  const microcontrollers = await catalogApi<CategoryDetail>(request, "products/categories/microcontrollers");
  expect(microcontrollers.tableProperties.length).toBeGreaterThanOrEqual(5);
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(`/en/ps/${microcontrollers.slug}`);
    await expectPriceAndQuantityInView(page, `microcontrollers at ${width}`);
    await page.goto("/en/ps?search=ATMEGA");
    await expectPriceAndQuantityInView(page, `search at ${width}`);
  }
});

test("at 390 px the compare page is no wider than the screen and keeps the property names in view", async ({ page, request }) => {
  const microcontrollers = await catalogApi<CategoryDetail>(request, "products/categories/microcontrollers");
  const { items } = await catalogApi<VariantSearchResult>(request, "products/variants/search", {
    category: microcontrollers.slug,
    pageSize: 10,
  });
  for (const item of items.slice(0, 4)) {
    const response = await page.request.post("/en/compare-products", { form: { intent: "add", variantId: String(item.variantId) } });
    expect(response.ok()).toBe(true);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/compare-products");
  await expect(page.locator("main thead th")).toHaveCount(5);
  await expectNoSidewaysScroll(page, "compare");
  // The parts scroll sideways inside the table's own scroller; the first column stays.
  await page.locator("main table").evaluate((table) => table.parentElement!.scrollBy({ left: 400 }));
  await expectInViewport(page, page.getByRole("rowheader", { name: "Unit price" }), "the first column");
});

test("at 390 px the signed-in header shows the cart link, however long the name", async ({ page, context, baseURL }) => {
  const record = await signIn(context, baseURL!, { ...DEMO_ACCOUNTS.consumer, userType: "b2c" });
  await setSessionCookie(context, baseURL!, { ...record, name: "Konstantinopoulou Bartholomew-Wetherington" });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, cart] of [
    ["/en", "Cart"],
    ["/", "Sepetim"],
  ]) {
    await page.goto(path);
    await expectInViewport(page, page.getByRole("banner").getByRole("link", { name: cart, exact: true }), `${path} cart link`);
    await expectNoSidewaysScroll(page, path);
  }
});

test("a discounted part tells one price story on its home tile, in the list and on its page", async ({ page, request }) => {
  const [group] = await catalogApi<CategoryGroup[]>(request, "products/category-groups/by-group-type-code/discounted-products", {
    take: 8,
  });
  const part: ProductListItem = group.products[0];
  expect(part.discount).not.toBeNull();
  const story = {
    reference: formatUnitPrice(part.discount!.referenceUnitPrice, "en", part.currency),
    unit: formatUnitPrice(part.priceBreaks[0].unitPrice, "en", part.currency),
    saving: `You save ${formatUnitPrice(part.discount!.unitSaving, "en", part.currency)} (${formatPercent(part.discount!.rate, "en")} off)`,
  };
  const expectStory = async (scope: Locator, label: string) => {
    await expect(scope.locator("[data-price='reference']").first(), `${label}: reference price`).toHaveText(
      `Reference price ${story.reference}`,
    );
    await expect(scope.locator("[data-price='unit']").first(), `${label}: price`).toHaveText(story.unit);
    await expect(scope.locator("[data-price='saving']").first(), `${label}: saving`).toHaveText(story.saving);
  };

  await page.goto("/en");
  const tiles = page.getByRole("region", { name: "Discounted products" }).getByRole("listitem");
  await expectStory(tiles.filter({ has: page.getByRole("link", { name: part.mpn, exact: true }) }).first(), "tile");

  await page.goto(`/en/ps?search=${encodeURIComponent(part.sku)}`);
  await expectStory(page.locator("main tbody tr", { hasText: part.sku }), "list row");

  await page.goto(`/en/p/${part.categorySlug}/${part.productSlug}?sku=${encodeURIComponent(part.sku)}`);
  await expectStory(page.getByRole("region", { name: "Price and stock" }), "product page");
});
