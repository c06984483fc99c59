// Turkish numbers on Turkish pages (issue 35, item 7): the catalog's values and texts, the facets, the range filters,
// the cart and the account pages write every number with the decimal comma ("0,1 W", "62,5 mW", "±%0,1"), never
// "0.1W"; and the words around them are Turkish ("Stok kodu", a cart the store named is "Sepetim").
import type { APIRequestContext, Page } from "@playwright/test";
import { addToActiveCart } from "../../contract/api/carts/operations";
import type { VariantSearchResult } from "../../contract/api/catalog/schemas";
import { operationPath } from "../../contract/operation";
import { pathFor } from "../../contract/paths";
import { catalogApi } from "./support/catalog-api";
import { apiAs, signInAsFreshConsumer } from "./support/fresh-account";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { placeOrderByApi } from "./support/orders";

type Part = VariantSearchResult["items"][number];

/** A dot between digits: how an English page writes a decimal, and what a Turkish one must not. */
const DECIMAL_POINT = /\d+\.\d+/g;
/**
 * Dots between digits that are not decimal points: a Turkish date ("27.11.2026") and a Turkish thousands group
 * ("12.345", "1.234,56"). Catalog values never group by a dot (a long one takes a thin space: "12 000 lm"), so a
 * dotted group can only be a count or an amount.
 */
const NOT_DECIMALS = [/\b\d{1,2}\.\d{1,2}\.\d{4}\b/g, /(?<![\d.,])[1-9]\d{0,2}(?:\.\d{3})+(?:,\d+)?(?![\d.])/g];

/**
 * The page's words and its fields' placeholders (a range filter's "4,7k"), without the identifiers it sets in the part
 * font (part numbers such as AMS1117-3.3, and stock codes) wherever they recur (an image's label, a heading), and
 * without what the buyer typed, which the page repeats as typed (`typed`: a search).
 */
async function numbersWithDecimalPoint(page: Page, typed: string[] = []): Promise<string[]> {
  const identifiers = (await page.locator(".font-part").allInnerTexts())
    .flatMap((text) => text.split(" · "))
    .map((text) => text.trim())
    .filter((text) => text.length >= 3)
    .concat(typed)
    .sort((a, b) => b.length - a.length);
  const placeholders = await page
    .locator("input[placeholder]")
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute("placeholder")));
  let text = [await page.locator("body").innerText(), ...placeholders].join("\n");
  for (const identifier of identifiers) text = text.split(identifier).join(" ");
  for (const pattern of NOT_DECIMALS) text = text.replace(pattern, " ");
  return text.match(DECIMAL_POINT) ?? [];
}

async function expectTurkishNumbers(page: Page, path: string, typed: string[] = []) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // Soft: one run lists every page that writes one.
  expect.soft(await numbersWithDecimalPoint(page, typed), `numbers with a decimal point on ${path}`).toEqual([]);
}

const searchPath = (search: string) => `${pathFor("productLists", "tr")}?search=${encodeURIComponent(search)}`;

const list = (request: APIRequestContext, query: Record<string, string>) =>
  catalogApi<VariantSearchResult>(request, "products/variants/search", query, "tr");
const productPath = (part: Part) => `/p/${part.categorySlug}/${part.productSlug}?sku=${encodeURIComponent(part.sku)}`;
/** The first part of a list whose property has a fraction, so its page has a decimal to write. */
const withFraction = (items: Part[], code: string) => items.find((item) => !Number.isInteger(Number(item.properties[code]?.value)));

test("twenty Turkish pages write no number with a decimal point", async ({ page, request, context, baseURL }) => {
  test.skip(jsEnabled(), "the pages are read as the server writes them; the JavaScript run reads a list once hydrated");
  test.setTimeout(300_000);
  const families = [
    "chip-resistors",
    "ceramic-capacitors",
    "aluminum-electrolytic-capacitors",
    "power-inductors",
    "zener-diodes",
    "voltage-regulators",
    "microcontrollers",
    "aluminum-heat-sinks",
  ];
  const lists = await Promise.all(families.map((category) => list(request, { category })));
  const [resistors, , electrolytics] = lists;
  const precise = await list(request, { category: "chip-resistors", search: "0.1%" });
  const products = [withFraction(resistors.items, "power"), precise.items[0], withFraction(electrolytics.items, "diameter")];
  for (const part of products) expect(part, "a part with a fractional value in the demo catalog").toBeDefined();
  const resistorList = `/ps/${resistors.items[0].categorySlug}`;

  // Signed in with a cart the API made in English (apiAs asks in English), two parts in it and one order placed.
  const consumer = await signInAsFreshConsumer(context, baseURL!, "turkish-numbers", test.info().project.name);
  await placeOrderByApi(consumer.token, { paymentType: "eft" });
  await apiAs(consumer.token, "POST", operationPath(addToActiveCart.path).slice(1), {
    items: products.slice(0, 2).map((part) => ({ variantId: part!.variantId, quantity: part!.minimumOrderQuantity })),
  });
  for (const part of products) {
    const added = await page.request.post(pathFor("compareProducts", "tr"), {
      form: { intent: "add", variantId: String(part!.variantId) },
    });
    expect(added.ok()).toBe(true);
  }

  const pages = [
    pathFor("home", "tr"),
    pathFor("categories", "tr"),
    ...lists.map((found) => `/ps/${found.items[0].categorySlug}`),
    ...products.map((part) => productPath(part!)),
    `${resistorList}?min.resistance=4.7k&max.resistance=${encodeURIComponent("10,5k")}`,
    pathFor("compareProducts", "tr"),
    pathFor("shoppingCart", "tr"),
    pathFor("yourCarts", "tr"),
    pathFor("dashboard", "tr"),
    pathFor("orders", "tr"),
  ];
  const searches = ["4,7k 0603 %1", "2.2uF 6.3V"];
  expect(pages.length + searches.length).toBeGreaterThanOrEqual(20);
  for (const path of pages) await expectTurkishNumbers(page, path);
  // A search typed with a decimal point is read, and written back in Turkish.
  for (const search of searches) await expectTurkishNumbers(page, searchPath(search), [search]);
  await expect(page.getByRole("main")).toContainText("2,2 µF");
  await expect(page.getByRole("main")).toContainText("6,3 V");

  // The values the pages wrote are there, in Turkish: a tolerance with the percent sign first, the range as read.
  await page.goto(productPath(products[1]!));
  await expect(page.getByRole("main")).toContainText("±%0,1");
  await page.goto(`${resistorList}?min.resistance=4.7k`);
  await expect(page.getByRole("main")).toContainText("≥ 4,7k Ω");
  // The words around them too: the cart's stock code, and the cart the store named in English is "Sepetim" here.
  await page.goto(pathFor("shoppingCart", "tr"));
  await expect(page.getByRole("main")).toContainText("Stok kodu:");
  await expect(page.getByRole("main")).not.toContainText("SKU");
  await page.goto(pathFor("yourCarts", "tr"));
  await expect(page.getByRole("main")).toContainText("Sepetim");
  await expect(page.getByRole("main")).not.toContainText("My cart");
});

test("a Turkish list keeps its decimal commas once its scripts run, and its range filter reads one", async ({ page, request }) => {
  test.skip(!jsEnabled(), "the JavaScript-off run reads the same list among its twenty pages");
  const resistors = await list(request, { category: "chip-resistors" });
  const path = `/ps/${resistors.items[0].categorySlug}`;
  await expectTurkishNumbers(page, path);
  await expectAccessible(page);
  const minimum = page.locator('input[name="min.resistance"]');
  await expect(minimum).toHaveAttribute("placeholder", /^[\d,]+[kM]?$/);
  await minimum.fill("4,7k");
  await minimum.press("Enter");
  await expect(page).toHaveURL(/min\.resistance=4%2C7k/);
  await expect(page.getByRole("main")).toContainText("≥ 4,7k Ω");
  expect(await numbersWithDecimalPoint(page)).toEqual([]);
});
