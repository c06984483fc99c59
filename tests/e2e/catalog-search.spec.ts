import type { MenuCategory, VariantSearchResult } from "../../contract/api/catalog/schemas";
import { formatEngineeringNumber, parseEngineeringNumber } from "../../contract/engineering";
import { formatUnitPrice } from "../../app/lib/format";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";

/** A part number with one letter changed (a typo), keeping its length. */
function withTypo(mpn: string): string {
  const letters = [...mpn].map((char, index) => ({ char, index })).filter(({ char }) => /[A-Z]/i.test(char));
  const { char, index } = letters[Math.floor(letters.length / 2)];
  const replacement = char.toUpperCase() === "X" ? "Q" : "X";
  return `${mpn.slice(0, index)}${replacement}${mpn.slice(index + 1)}`;
}

async function somePart(request: Parameters<typeof catalogApi>[0]) {
  const [root] = await catalogApi<MenuCategory[]>(request, "products/categories/menu");
  const { items } = await catalogApi<VariantSearchResult>(request, "products/variants/search", {
    category: root.slug,
    page: 3,
    pageSize: 10,
  });
  return items.find((item) => /[A-Z].*[A-Z].*[A-Z]/i.test(item.mpn)) ?? items[0];
}

test("10k 0603 1% lists only 10 kΩ, 0603, 1 % resistors", async ({ page, request }) => {
  const search = "10k 0603 1%";
  const expected = await catalogApi<VariantSearchResult>(request, "products/variants/search", { search, pageSize: 100 });
  // What the API read from the words, and that every part it answers has exactly those values.
  const read = Object.fromEntries(expected.interpretedSearch!.properties.map((property) => [property.code, property.value]));
  expect(Object.values(read)).toEqual(expect.arrayContaining([10000, "0603", 1]));
  expect(expected.total).toBeGreaterThan(0);
  for (const item of expected.items) {
    for (const [code, value] of Object.entries(read)) expect(item.properties[code]?.value, `${item.mpn} ${code}`).toBe(value);
  }

  await page.goto("/en/ps?search=10k%200603%201%25");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${search}”`);
  const rows = page.locator("main tbody tr");
  await expect(rows).toHaveCount(Math.min(25, expected.total));
  const shown = await rows.evaluateAll((elements) => elements.map((row) => row.querySelector("a")?.textContent ?? ""));
  expect(shown).toEqual(expected.items.slice(0, 25).map((item) => item.mpn));
  await expect(page.getByText(`of ${expected.total.toLocaleString("en-US")}`).first()).toBeVisible();
  await expectAccessible(page);
});

test("an exact part number comes first, and a one-letter typo still finds it", async ({ page, request }) => {
  const part = await somePart(request);

  await page.goto("/en");
  const box = page.getByRole(jsEnabled() ? "combobox" : "searchbox", { name: "Search products" });
  await box.fill(part.mpn);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/ps\?search=/);
  await expect(page.locator("main tbody tr").first().getByRole("link").first()).toHaveText(part.mpn);

  const typo = withTypo(part.mpn);
  expect(typo).not.toBe(part.mpn);
  await page.goto(`/en/ps?search=${encodeURIComponent(typo)}`);
  await expect(page.locator("main tbody tr").getByRole("link", { name: part.mpn, exact: true }).first()).toBeVisible();
  // The page says the search was corrected, and offers the closest part number as the search meant.
  const corrected = page.getByRole("status").filter({ hasText: `No part matches “${typo}”` });
  await expect(corrected).toContainText("Did you mean");
  const closest = await corrected.getByRole("link").textContent();
  await corrected.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(closest!)}`));
  await expect(page.getByRole("status").filter({ hasText: "No part matches" })).toHaveCount(0);
});

test("a search that finds nothing says what to do next", async ({ page }) => {
  await page.goto("/ps?search=zzqqxxyy-no-such-part-9");
  await expect(page.getByRole("heading", { name: "Eşleşen parça yok" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Kategorilere göz atın" })).toHaveAttribute("href", "/c");
});

// Suggestions need JavaScript; without it the header form submits to the list (tested above).
test("the header search suggests parts as you type and opens the chosen one @needs-js", async ({ page, request }) => {
  const part = await somePart(request);
  await page.goto("/en");
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.pressSequentially(part.mpn, { delay: 10 });
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox.getByRole("option").first()).toContainText(part.mpn);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /option-0$/);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/en/p/${part.categorySlug}/`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(part.mpn);
});

test("the product page carries JSON-LD with the CSP nonce: a Product with an Offer per packaging and a BreadcrumbList", async ({
  request,
}) => {
  const part = await somePart(request);
  const product = await catalogApi<{ variants: unknown[]; categorySlugs: { en: string }; slug: string }>(
    request,
    `products/by-sku/${encodeURIComponent(part.sku)}`,
  );
  const html = await (await request.get(`/en/p/${product.categorySlugs.en}/${product.slug}`)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]),
  );
  const productLd = scripts.find((item) => item["@type"] === "Product");
  expect(productLd.mpn).toBe(part.mpn);
  expect(productLd.offers).toHaveLength(product.variants.length);
  expect(scripts.find((item) => item["@type"] === "BreadcrumbList").itemListElement.at(-1).name).toBe(part.mpn);
});

test("a numeric range filter takes engineering notation and keeps the other filters", async ({ page, request }) => {
  const [root] = await catalogApi<MenuCategory[]>(request, "products/categories/menu");
  const leaf = root.children[0];
  const { facets } = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category: leaf.slug });
  const numeric = facets.properties.find(
    (facet) => facet.kind === "numeric" && facet.min !== null && facet.max !== null && facet.min < facet.max,
  )!;
  // The upper bound is typed as an engineer writes it ("4.7k", "100n"); the API gets its SI value.
  const typedMax = formatEngineeringNumber(numeric.max! / 2);
  const expected = await catalogApi<VariantSearchResult>(request, "products/variants/search", {
    category: leaf.slug,
    inStock: true,
    min: `${numeric.code}:${numeric.min}`,
    max: `${numeric.code}:${parseEngineeringNumber(typedMax)}`,
  });

  await page.goto(`/en/ps/${leaf.slug}?inStock=true`);
  const range = page.getByRole("complementary", { name: "Filters" }).getByRole("form", { name: new RegExp(`^${numeric.label}`) });
  await range.getByLabel("Min").fill(String(numeric.min));
  await range.getByLabel("Max").fill(typedMax);
  await range.getByRole("button", { name: /^Apply/ }).click();
  await expect(page).toHaveURL(new RegExp(`inStock=true.*min\\.${numeric.code}=`));
  await expect(page.getByText(`of ${expected.total.toLocaleString("en-US")}`).first()).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`^${numeric.label} ≥`) })).toBeVisible();
});

test("prices follow the currency chosen in the header, as the API converts them", async ({ page, request }) => {
  const [root] = await catalogApi<MenuCategory[]>(request, "products/categories/menu");
  const leaf = root.children[0];
  const inEuro = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category: leaf.slug, currency: "EUR" });
  const first = inEuro.items[0];

  await page.goto(`/en/ps/${leaf.slug}`);
  const saved = page.waitForResponse((response) => response.url().includes("/api/user-settings") && response.request().method() === "POST");
  await page.getByLabel("Currency").selectOption("EUR");
  if (!jsEnabled()) await page.getByRole("button", { name: "Apply", exact: true }).click();
  await saved;
  await expect(page.getByLabel("Currency")).toHaveValue("EUR");
  const price = page.locator("main tbody tr").first().locator("td").filter({ hasText: "€" }).first();
  await expect(price).toContainText(formatUnitPrice(first.priceBreaks[0].unitPrice, "en", "EUR"));
});
