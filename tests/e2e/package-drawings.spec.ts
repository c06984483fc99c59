// A picture of every part (issue 35, item 5): a part without a photo shows the drawing of its package, with its maker
// and part number on it, in the lists, on its page, in the cart, on the compare page and the home page's tiles.
import type { Locator, Page } from "@playwright/test";
import type { ProductDetail, ProductListItem, VariantSearchResult } from "../../contract/api/catalog/schemas";
import { pathFor } from "../../contract/paths";
import { catalogApi, pricedPartOnFirstRows } from "./support/catalog-api";
import { expect, expectAccessible, test } from "./support/fixtures";

const drawingAlt = {
  en: (pkg: string, mpn: string) => `${pkg} package drawing of ${mpn}`,
  tr: (pkg: string, mpn: string) => `${mpn} için ${pkg} kılıf çizimi`,
};
const packageOf = (item: ProductListItem) => String(item.properties.package!.value);
const productPage = (item: Pick<ProductListItem, "categorySlug" | "productSlug" | "sku">) =>
  `/en/p/${item.categorySlug}/${item.productSlug}?sku=${encodeURIComponent(item.sku)}`;

/** The image has loaded (a lazy one once scrolled to): a drawing that failed would have no width. */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    // The top of the page, as a visitor first sees it (the checks above scrolled to each picture).
    await page.evaluate(() => window.scrollTo(0, 0));
    await test.info().attach(`${name}-${width}`, { body: await page.screenshot({ fullPage: false }), contentType: "image/png" });
  }
}

test("every row of a part list shows the drawing of its package, loaded, named by its alt text", async ({ page, request }) => {
  test.setTimeout(90_000);
  for (const category of ["chip-resistors-smd", "microcontrollers"]) {
    const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category });
    expect(list.items.length).toBeGreaterThan(5);
    await page.goto(`/en/ps/${list.items[0].categorySlug}`);
    const rows = page.locator("main table tbody tr");
    await expect(rows).toHaveCount(list.items.length);
    const images = rows.locator("img");
    await expect(images).toHaveCount(list.items.length);
    const shown = await images.evaluateAll((elements) =>
      elements.map((element) => `${element.getAttribute("alt")} @ ${element.getAttribute("src")}`).sort(),
    );
    expect(shown).toEqual(list.items.map((item) => `${drawingAlt.en(packageOf(item), item.mpn)} @ ${item.imagePath}`).sort());
    for (const image of await images.all()) await expectLoaded(image);
    // Shown at its size, not squeezed by the table's other columns.
    expect((await images.first().boundingBox())!.width).toBeCloseTo(40, 0);
  }
  await screenshots(page, "list");
  await expectAccessible(page);
});

test("a product page shows its package drawing, small on a phone, in English and Turkish", async ({ page, request }) => {
  const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category: "microcontrollers" });
  const item = list.items[0];
  const alt = drawingAlt.en(packageOf(item), item.mpn);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(productPage(item));
  const drawing = page.getByRole("img", { name: alt, exact: true });
  await expect(drawing).toHaveAttribute("src", item.imagePath);
  await expectLoaded(drawing);
  // Small on a phone, so the price and add-to-cart come first (the buy box's own test checks the fold).
  const { width } = (await drawing.boundingBox())!;
  expect(width).toBeGreaterThanOrEqual(96);
  expect(width).toBeLessThanOrEqual(128);
  await screenshots(page, "product");
  await expectAccessible(page);

  const detail = await catalogApi<ProductDetail>(request, `products/by-sku/${encodeURIComponent(item.sku)}`, {}, "tr");
  await page.goto(`/p/${detail.categorySlugs.tr}/${item.productSlug}?sku=${encodeURIComponent(item.sku)}`);
  await expectLoaded(page.getByRole("img", { name: drawingAlt.tr(packageOf(item), item.mpn), exact: true }));
});

test("the drawing names the part and maker, escapes what its address holds, and refuses an address it did not write", async ({
  page,
  request,
}) => {
  const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category: "chip-resistors-smd" });
  const item = list.items[0];
  const drawing = await page.request.get(item.imagePath);
  expect(drawing.status()).toBe(200);
  expect(drawing.headers()["content-type"]).toContain("image/svg+xml");
  expect(drawing.headers()["cache-control"]).toContain("public");
  const svg = await drawing.text();
  expect(svg).toContain(`>${item.mpn}</text>`);
  expect(svg).toContain(`>${item.manufacturer.name} · ${packageOf(item)}</text>`);

  const odd = await page.request.get("/images/parts/%3Cscript%3Ealert(1)%3C%2Fscript%3E/A%26B/LM358N%2FNOPB%23.svg");
  expect(odd.status()).toBe(200);
  expect(odd.headers()["content-security-policy"]).toContain("default-src 'none'");
  const oddSvg = await odd.text();
  expect(oddSvg).not.toContain("<script");
  expect(oddSvg).toContain(">LM358N/NOPB#</text>");
  expect(oddSvg).toContain(">A&amp;B · &lt;script&gt;alert(1)&lt;/script&gt;</text>");

  for (const bad of ["/images/parts/SOT-23.svg", "/images/parts/a/b/c/d.svg", `/images/parts/a/b/${"x".repeat(200)}.svg`]) {
    expect((await page.request.get(bad)).status(), bad).toBe(404);
  }
});

test("the cart's lines, the compare page and the home page's part tiles show the package drawings", async ({ page, request }) => {
  test.setTimeout(90_000);
  const part = await pricedPartOnFirstRows(request);
  const alt = drawingAlt.en(packageOf(part), part.mpn);
  await page.goto(productPage(part));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toBeVisible();
  await page.goto(pathFor("shoppingCart", "en"));
  const inCart = page.getByRole("img", { name: alt, exact: true });
  await expect(inCart).toHaveAttribute("src", part.imagePath);
  await expectLoaded(inCart);
  await screenshots(page, "cart");
  await expectAccessible(page);

  const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category: "microcontrollers" });
  const compared = [part, list.items[0]];
  for (const item of compared) {
    const response = await page.request.post(pathFor("compareProducts", "en"), {
      form: { intent: "add", variantId: String(item.variantId) },
    });
    expect(response.ok()).toBe(true);
  }
  await page.goto(pathFor("compareProducts", "en"));
  for (const item of compared) await expectLoaded(page.getByRole("img", { name: drawingAlt.en(packageOf(item), item.mpn), exact: true }));
  await screenshots(page, "compare");
  await expectAccessible(page);

  // The home page's tiles of parts (discounted, specials, recently viewed) are drawn the same way.
  await page.goto(pathFor("home", "en"));
  const tiles = page.locator('main li img[src^="/images/parts/"]');
  expect(await tiles.count()).toBeGreaterThan(0);
  for (const tile of await tiles.all()) {
    await expect(tile).toHaveAttribute("alt", /^.+ package drawing of .+$|^Outline drawing of .+$/);
    await expectLoaded(tile);
  }
  await screenshots(page, "home");
});
