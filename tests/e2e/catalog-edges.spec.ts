import type { MenuCategory, VariantSearchResult } from "../../contract/api/catalog/schemas";
import { DEFAULT_PAGE_SIZE, MAX_RESULT_WINDOW } from "../../contract/limits";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, test } from "./support/fixtures";

// The product list at its edges: pages past the end, filters and searches that cannot be read, empty lists, and
// the titles of error pages.

/** A leaf category (English slug), its list as the API answers it, and a numeric filter of it. */
async function someList(request: Parameters<typeof catalogApi>[0]) {
  const [root] = await catalogApi<MenuCategory[]>(request, "products/categories/menu");
  const leaf = root.children[0];
  const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category: leaf.slug });
  const numeric = list.facets.properties.find((facet) => facet.kind === "numeric")!;
  return { leaf, list, numeric, pageCount: Math.ceil(list.total / DEFAULT_PAGE_SIZE) };
}

test("a page past the last one is a 404 that says how many pages there are and links back to the list", async ({ page, request }) => {
  const { leaf, list, pageCount } = await someList(request);
  expect(list.total).toBeLessThan(MAX_RESULT_WINDOW);
  // Just past the end, and past the paging window of a list that is far shorter than the window.
  for (const past of [pageCount + 1, MAX_RESULT_WINDOW / DEFAULT_PAGE_SIZE + 1]) {
    const response = await page.goto(`/en/ps/${leaf.slug}?inStock=false&page=${past}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`There is no page ${past}: this list has ${pageCount} pages.`)).toBeVisible();
    await expect(page.locator("main").getByText(/\d–\d/)).toHaveCount(0);
    await expect(page.locator("main").getByText(/at most/)).toHaveCount(0);
    await expect(page.locator("main tbody tr")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go to the last page" })).toHaveAttribute(
      "href",
      `/en/ps/${leaf.slug}?inStock=false&page=${pageCount}`,
    );
  }
  await expectAccessible(page);
  await page.getByRole("link", { name: "Go to the first page" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/ps/${leaf.slug}\\?inStock=false$`));
  await expect(page.locator("main tbody tr").first()).toBeVisible();
});

test("a range bound that is not a number makes no filter chip and the page says it was ignored", async ({ page, request }) => {
  const { leaf, list, numeric } = await someList(request);
  await page.goto(`/en/ps/${leaf.slug}?min.${numeric.code}=abc`);
  await expect(page.getByRole("link", { name: /abc/ })).toHaveCount(0);
  await expect(
    page.getByRole("status").filter({ hasText: `“abc” is not a number, so the ${numeric.label} filter was not applied.` }),
  ).toBeVisible();
  // The list is the whole category: nothing was filtered by it.
  await expect(page.getByText(`of ${list.total.toLocaleString("en-US")}`).first()).toBeVisible();
});

test("a search with nothing to search for finds nothing and says what to type", async ({ page }) => {
  for (const text of ["😀", "%", "*", "ı"]) {
    await page.goto(`/en/ps?search=${encodeURIComponent(text)}`);
    await expect(page.getByRole("heading", { name: "No parts match" })).toBeVisible();
    await expect(page.getByText("Type a part number, a value (10k, 100nF) or a word of at least 2 letters or digits.")).toBeVisible();
    await expect(page.locator("main tbody tr")).toHaveCount(0);
  }
  await page.goto(`/ps?search=${encodeURIComponent("ı")}`);
  await expect(
    page.getByText("Bir parça numarası, bir değer (10k, 100nF) ya da en az 2 harf ya da rakamdan oluşan bir kelime yazın."),
  ).toBeVisible();
});

test("an empty list says so in words, with no range of rows", async ({ page }) => {
  await page.goto("/ps?search=zzqqxxyy-no-such-part-9");
  await expect(page.getByText("Bu listede parça yok")).toBeVisible();
  await expect(page.locator("main").getByText(/0–0/)).toHaveCount(0);
  await page.goto("/en/ps?search=zzqqxxyy-no-such-part-9");
  await expect(page.getByText("No parts in this list")).toBeVisible();
  await expect(page.locator("main").getByText(/0–0/)).toHaveCount(0);
});

test("error pages have a title in the page's language", async ({ page }) => {
  const cases: Array<[string, string]> = [
    ["/en/no-such-page", "Page not found"],
    ["/olmayan-sayfa", "Sayfa bulunamadı"],
    ["/en/ps/no-such-category", "Page not found"],
    ["/ps/olmayan-kategori", "Sayfa bulunamadı"],
  ];
  for (const [path, title] of cases) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(new RegExp(`^${title}( \\| .+)?$`));
    expect(await page.locator("title").count()).toBe(1);
  }
});
