import type { CompareResult, MenuCategory, ProductListItem, VariantSearchResult } from "../../contract/api/catalog/schemas";
import { catalogApi, catalogApiPost } from "./support/catalog-api";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A filter option link: its label, then its count. */
const facetName = (label: string) => new RegExp(`^${escape(label)} [\\d.,]+$`);

test("home → category → filtered, sorted list page 2 → product → compare two products, every step a link or GET form", async ({
  page,
  request,
}) => {
  // Seven pages, each with an accessibility check: more than the default time on a busy machine.
  test.setTimeout(90_000);
  // The expected filters and rows come from the API: the first category of the menu, its most common
  // manufacturer, and a property value with more than one page of parts from that manufacturer.
  // Key properties (columns and property filters) belong to leaf categories: the first child of the first menu category.
  const [root] = await catalogApi<MenuCategory[]>(request, "products/categories/menu");
  const leaf = root.children[0];
  const all = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category: leaf.slug });
  const manufacturer = all.facets.manufacturers[0];
  const byMaker = await catalogApi<VariantSearchResult>(request, "products/variants/search", {
    category: leaf.slug,
    manufacturer: manufacturer.value,
  });
  // Only the first eight options of a filter show before "show all" (a closed <details>).
  const visible = (facet: (typeof byMaker.facets.properties)[number]) => facet.values.slice(0, 8).filter((item) => item.count > 25);
  const property = byMaker.facets.properties.find((facet) => visible(facet).length > 0)!;
  const value = visible(property)[0];
  const query = { category: leaf.slug, manufacturer: manufacturer.value, prop: `${property.code}:${value.value}`, sort: "price-asc" };
  const pageTwo = await catalogApi<VariantSearchResult>(request, "products/variants/search", { ...query, page: 2 });

  await page.goto("/en");
  await page.getByRole("region", { name: "Categories" }).getByRole("link", { name: root.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/c/${root.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(root.name);
  await expectAccessible(page);
  await page
    .getByRole("region", { name: "Sub-categories" })
    .getByRole("link", { name: new RegExp(`^${escape(leaf.name)} `) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/c/${leaf.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(leaf.name);

  await page.getByRole("link", { name: /^See all .* parts$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/ps/${leaf.slug}$`));
  const filters = page.getByRole("complementary", { name: "Filters" });
  await filters.getByRole("link", { name: facetName(manufacturer.label) }).click();
  await expect(page).toHaveURL(/manufacturer=/);
  // The address bar changes a moment before the page re-renders: wait for the page itself to carry the filter.
  const sortForm = page.locator("form").filter({ has: page.getByLabel("Sort by") });
  await expect(sortForm.locator('input[name="manufacturer"]')).toHaveCount(1);
  await filters
    .getByRole("link", { name: facetName(value.label) })
    .first()
    .click();
  await expect(page).toHaveURL(/prop=/);
  await expect(sortForm.locator('input[name="prop"]')).toHaveCount(1);

  await page.getByLabel("Sort by").selectOption("price-asc");
  if (!jsEnabled()) await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  // As with the filters, the address bar runs ahead of the page: follow the sorted list's own "Page 2" link.
  const pageTwoLink = page.getByRole("link", { name: "Page 2" }).first();
  await expect(pageTwoLink).toHaveAttribute("href", /sort=price-asc/);
  await pageTwoLink.click();
  await expect(page).toHaveURL(/page=2/);

  const url = new URL(page.url());
  expect(url.searchParams.get("manufacturer")).toBe(manufacturer.value);
  expect(url.searchParams.get("prop")).toBe(`${property.code}:${value.value}`);
  expect(url.searchParams.get("sort")).toBe("price-asc");
  await expect(page.getByText(`26–${Math.min(50, pageTwo.total)} of ${pageTwo.total.toLocaleString("en-US")}`).first()).toBeVisible();
  const rows = page.locator("main tbody tr");
  await expect(rows).toHaveCount(pageTwo.items.length);
  await expect(rows.first().getByRole("link").first()).toHaveText(pageTwo.items[0].mpn);
  await expectAccessible(page);

  // The URL is shareable: opened fresh it shows the same list.
  const listUrl = page.url();
  // Two different parts (a part's packagings are rows of their own and share its number).
  const first = pageTwo.items[0];
  const secondRow = pageTwo.items.findIndex((item) => item.mpn !== first.mpn);
  const second = pageTwo.items[secondRow];
  await rows.first().getByRole("link", { name: first.mpn }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.mpn);
  await page.getByRole("button", { name: "Add to compare" }).click();
  await expect(page.getByText("Added to the compare list (1 of 4)").first()).toBeVisible();

  await page.goto(listUrl);
  await rows.nth(secondRow).getByRole("link", { name: second.mpn }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.mpn);
  await page.getByRole("button", { name: "Add to compare" }).click();
  await expect(page.getByText("Added to the compare list (2 of 4)").first()).toBeVisible();

  await page.getByRole("link", { name: "In your compare list" }).click();
  await expect(page).toHaveURL(/\/en\/compare-products$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare products");
  const header = page.locator("main thead");
  await expect(header.getByRole("link", { name: first.mpn })).toBeVisible();
  await expect(header.getByRole("link", { name: second.mpn })).toBeVisible();

  // Rows whose values differ are marked in words, exactly those the API's values say differ.
  const compared = await catalogApiPost<CompareResult>(request, "products/search-with-variant-ids", {
    variantIds: [first.variantId, second.variantId],
  });
  const differing = compared.properties.filter((column) => {
    const values = compared.products.map((product) => product.allProperties[column.code]?.display ?? "");
    return new Set(values).size > 1;
  });
  await expect(page.locator("main tbody th", { hasText: "differs" })).toHaveCount(differing.length);
  // The "added" toast fades out over this page; axe would measure its contrast mid-fade.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
});

test("on a phone the filters open from a link and close again; the page holds one copy of them", async ({ page, request }) => {
  const [root] = await catalogApi<MenuCategory[]>(request, "products/categories/menu");
  const leaf = root.children[0];
  const { facets } = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category: leaf.slug });
  const manufacturer = facets.manufacturers[0];

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en/ps/${leaf.slug}`);
  // One copy of the filters, shown or not (the links count hidden ones too).
  await expect(page.locator(`main a[href="/en/ps/${leaf.slug}?manufacturer=${manufacturer.value}"]`)).toHaveCount(1);
  const filters = page.getByRole("complementary", { name: "Filters" });
  await expect(filters).toBeHidden();
  // Keyboard first: the opener is a plain link to #filters.
  await page.getByRole("link", { name: "Filters", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#filters$/);
  await expect(filters.getByRole("heading", { level: 2, name: "Filters" })).toBeVisible();
  await expectAccessible(page);
  await filters.getByRole("link", { name: "Close filters" }).click();
  await expect(filters).toBeHidden();

  await page.getByRole("link", { name: "Filters", exact: true }).click();
  await filters.getByRole("link", { name: facetName(manufacturer.label) }).click();
  await expect(page).toHaveURL(new RegExp(`manufacturer=${escape(manufacturer.value)}`));
  await expect(page.getByRole("link", { name: "Filters (1)", exact: true })).toBeVisible();

  // From md: up the filters are a column: always shown, no opener.
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(filters).toBeVisible();
  await expect(page.getByRole("link", { name: "Filters (1)", exact: true })).toBeHidden();
});

test("the compare list holds four parts, says so at a fifth, and removes one", async ({ page, request }) => {
  const [root] = await catalogApi<MenuCategory[]>(request, "products/categories/menu");
  const { items: rows } = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category: root.slug, pageSize: 25 });
  const items = rows.filter((item, index) => rows.findIndex((other) => other.mpn === item.mpn) === index);
  for (const item of items.slice(0, 4)) {
    const response = await page.request.post("/en/compare-products", { form: { intent: "add", variantId: String(item.variantId) } });
    expect(response.ok()).toBe(true);
  }
  const fifth = items[4];
  await page.goto(`/en/p/${fifth.categorySlug}/${fifth.productSlug}?sku=${encodeURIComponent(fifth.sku)}`);
  await page.getByRole("button", { name: "Add to compare" }).click();
  await expect(page.getByText("The compare list holds 4 parts").first()).toBeVisible();

  await page.goto("/urun-karsilastirma");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ürün karşılaştırma");
  await expect(page.locator("main thead th")).toHaveCount(5);
  await page.getByRole("button", { name: `Çıkar ${items[0].mpn}` }).click();
  await expect(page.locator("main thead th")).toHaveCount(4);
  await expect(page.locator("main thead").getByRole("link", { name: items[0].mpn })).toHaveCount(0);
});

test("a product page shows its price breaks, MOQ, multiple, stock and packaging from the API, in English and Turkish", async ({
  page,
  request,
}) => {
  const [root] = await catalogApi<MenuCategory[]>(request, "products/categories/menu");
  const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", {
    category: root.slug,
    inStock: true,
    pageSize: 10,
  });
  const item: ProductListItem = list.items.find((candidate) => candidate.isShowPrice && candidate.priceBreaks.length > 1) ?? list.items[0];
  const product = await catalogApi<{
    variants: Array<{
      sku: string;
      packaging: string;
      minimumOrderQuantity: number;
      orderQuantityMultiplier: number;
      priceBreaks: unknown[];
    }>;
    categorySlugs: { tr: string; en: string };
    slug: string;
  }>(request, `products/by-sku/${encodeURIComponent(item.sku)}`);
  const variant = product.variants.find((candidate) => candidate.sku === item.sku)!;

  const response = await page.goto(`/en/p/${product.categorySlugs.en}/${product.slug}?sku=${encodeURIComponent(item.sku)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.mpn);
  const buyBox = page.getByRole("region", { name: "Price and stock" });
  await expect(buyBox.getByRole("table").locator("tbody tr")).toHaveCount(variant.priceBreaks.length);
  await expect(buyBox.getByText("Minimum order")).toBeVisible();
  await expect(
    buyBox
      .locator("dd")
      .filter({ hasText: new RegExp(`^${variant.minimumOrderQuantity.toLocaleString("en-US")}$`) })
      .first(),
  ).toBeVisible();
  await expect(buyBox.getByText("Order in multiples of")).toBeVisible();
  await expect(buyBox.getByText(/in stock/).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Packaging options" }).getByRole("heading", { level: 3 })).toHaveCount(
    product.variants.length,
  );
  await expect(page.getByRole("heading", { name: "Specifications" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Türkçe'ye geç" }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${product.categorySlugs.tr}/${product.slug}\\?sku=`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.mpn);
  await expect(page.getByRole("region", { name: "Fiyat ve stok" }).getByText("Minimum sipariş")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Teknik özellikler" })).toBeVisible();
});

test("the product list answers in Turkish and English; anonymous catalog pages may be kept by a shared cache", async ({
  page,
  request,
}) => {
  const [rootEn] = await catalogApi<MenuCategory[]>(request, "products/categories/menu", {}, "en");
  const [rootTr] = await catalogApi<MenuCategory[]>(request, "products/categories/menu", {}, "tr");
  await page.goto(`/ps/${rootTr.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(rootTr.name);
  await expect(page.getByRole("columnheader", { name: "Parça numarası" })).toBeVisible();
  await expect(page.getByLabel("Sırala")).toBeVisible();
  await page.goto(`/en/ps/${rootEn.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(rootEn.name);
  await expect(page.getByRole("columnheader", { name: "Part number" })).toBeVisible();

  // The language is the path's: even a first visit sets no cookie, so a shared cache may keep it.
  const first = await request.get(`/en/ps/${rootEn.slug}`);
  expect(first.headers()["set-cookie"]).toBeUndefined();
  expect(first.headers()["cache-control"]).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate/);
});

test("the home page shows the catalog sections and, after a product page, what this visitor viewed", async ({ page, request }) => {
  const [discounted] = await catalogApi<Array<{ products: ProductListItem[] }>>(
    request,
    "products/category-groups/by-group-type-code/discounted-products",
    {
      take: 8,
    },
  );
  await page.goto("/en");
  for (const name of ["Featured categories", "Discounted products", "Specials", "Brands we represent"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(
    page.getByRole("region", { name: "Discounted products" }).getByRole("link", { name: discounted.products[0].mpn }).first(),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recently viewed" })).toHaveCount(0);

  const part = discounted.products[0];
  // A first-time guest's product page records the view by a request of its own (decision 005): a post once hydrated,
  // or its <noscript> image without scripts. The home page can show the view only after that request has answered.
  const recorded = page.waitForResponse((response) => response.url().includes("/api/product-views"));
  await page.getByRole("region", { name: "Discounted products" }).getByRole("link", { name: part.mpn }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(part.mpn);
  await recorded;
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  const recent = page.getByRole("region", { name: "Recently viewed" });
  await expect(recent.getByRole("link", { name: part.mpn })).toBeVisible();
  await expectAccessible(page);
});
