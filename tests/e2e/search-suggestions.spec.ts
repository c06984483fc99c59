import type { HeaderSearchResult } from "../../contract/api/catalog/schemas";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, test } from "./support/fixtures";

const reading = (result: HeaderSearchResult) =>
  result.interpretedSearch!.properties.map((property) => `${property.label} = ${property.display}`).join(", ");

for (const [width, height] of [
  [390, 844],
  [1366, 768],
] as const) {
  // Suggestions need JavaScript; without it the same words go to the list page, tested below.
  test(`the header suggestions show how values were read, above the parts (${width} px) @needs-js`, async ({ page, request }) => {
    const search = "10k 0603 1%";
    const expected = await catalogApi<HeaderSearchResult>(request, "products/search/simple-fuzzy", { search, take: 8 });
    expect(expected.parts.length).toBeGreaterThan(0);

    await page.setViewportSize({ width, height });
    await page.goto("/en");
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.pressSequentially(search, { delay: 10 });
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await expect(listbox.getByRole("option").first()).toContainText(expected.parts[0].mpn);
    const options = listbox.getByRole("option");
    await expect(options).toHaveCount(expected.parts.length + expected.categories.length + expected.manufacturers.length + 1);
    for (const [index, part] of expected.parts.entries()) await expect(options.nth(index)).toContainText(part.mpn);

    const read = page.getByText(`Searched as: ${reading(expected)}`);
    await expect(read).toBeVisible();
    await expect(listbox).toHaveAccessibleDescription(`Searched as: ${reading(expected)}`);
    // Above the parts, inside the page's width.
    const [readBox, listBox] = [await read.boundingBox(), await listbox.boundingBox()];
    expect(readBox!.y + readBox!.height).toBeLessThanOrEqual(listBox!.y + 1);
    expect(readBox!.x + readBox!.width).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  });
}

test("a category word suggests its category first, in Turkish @needs-js", async ({ page, request }) => {
  const expected = await catalogApi<HeaderSearchResult>(request, "products/search/simple-fuzzy", { search: "direnç", take: 8 }, "tr");
  expect(expected.namesCategory).toBe(true);

  await page.goto("/");
  await page.getByRole("combobox", { name: "Ürün ara" }).pressSequentially("direnç", { delay: 10 });
  const first = page.getByRole("listbox", { name: "Öneriler" }).getByRole("option").first();
  await expect(first).toContainText("Kategori");
  await expect(first).toContainText(expected.categories[0].name);
});

test("the list page reads the search as the suggestions do", async ({ page, request }) => {
  const search = "10k 0603 %1";
  const expected = await catalogApi<HeaderSearchResult>(request, "products/search/simple-fuzzy", { search, take: 8 }, "tr");
  // In Turkish, the percent sign before the number.
  expect(expected.interpretedSearch!.properties.map((property) => property.display)).toEqual(["10 kΩ", "±%1", "0603"]);

  await page.goto(`/ps?search=${encodeURIComponent(search)}`);
  const readAs = page.getByText("Şöyle arandı:");
  for (const property of expected.interpretedSearch!.properties) {
    await expect(readAs.getByText(`${property.label} = ${property.display}`)).toBeVisible();
  }
  await expect(page.locator("main tbody tr").first().getByRole("link").first()).toHaveText(expected.parts[0].mpn);
});
