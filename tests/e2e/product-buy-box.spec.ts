import type { Locator, Page } from "@playwright/test";
import type { CategoryGroup } from "../../contract/api/catalog/browse-schemas";
import type { VariantSearchResult } from "../../contract/api/catalog/schemas";
import type { Locale } from "../../contract/locale";
import { pathFor } from "../../contract/paths";
import { roundToCents, toMicro } from "../../api/lib/money";
import { formatQuantity } from "../../app/lib/format";
import { catalogApi, steppedPart } from "./support/catalog-api";
import { parseFigure } from "./support/figures";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";

// Issue 35 item 6: the product page's buy box totals the quantity as it is typed (without JavaScript after
// "calculate total"), says when the part is not sold in that quantity, and shows price and add-to-cart without scrolling.

type Part = Pick<VariantSearchResult["items"][number], "categorySlug" | "productSlug" | "sku">;

const WORDS = {
  tr: {
    unitPrice: "Birim fiyat",
    quantity: "Miktar",
    add: "Sepete ekle",
    calculate: "Toplamı hesapla",
    cartCount: /Sepetinizde \d+ ürün/,
    belowMinimum: (minimum: string) => `En az ${minimum} adet sipariş edilebilir.`,
    notMultiple: (multiplier: string, lower: string, higher: string) =>
      `${multiplier} adetlik katlarla satılır: ${lower} ya da ${higher} adet seçin.`,
  },
  en: {
    unitPrice: "Unit price",
    quantity: "Quantity",
    add: "Add to cart",
    calculate: "Calculate total",
    cartCount: /\d+ items in your cart/,
    belowMinimum: (minimum: string) => `At least ${minimum} can be ordered.`,
    notMultiple: (multiplier: string, lower: string, higher: string) => `Sold in multiples of ${multiplier}: choose ${lower} or ${higher}.`,
  },
} as const;

const productAddress = (part: Part, locale: Locale) =>
  `${pathFor("product", locale, { categoryName: part.categorySlug, name: part.productSlug })}?sku=${encodeURIComponent(part.sku)}`;

const buyBox = (page: Page, locale: Locale) => page.getByRole("region", { name: locale === "tr" ? "Fiyat ve stok" : "Price and stock" });

/** The break table the buy box shows: each row's smallest quantity and unit price, as written on the page. */
async function shownBreaks(page: Page, locale: Locale) {
  const table = buyBox(page, locale)
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: WORDS[locale].unitPrice, exact: true }) });
  const rows = await table
    .locator("tbody tr")
    .evaluateAll((cells) => cells.map((row) => [row.children[0].textContent ?? "", row.children[1].textContent ?? ""] as const));
  expect(rows.length, "the buy box's price breaks").toBeGreaterThanOrEqual(3);
  return rows.map(([quantity, unitPrice]) => ({ from: Number(parseFigure(quantity, locale).decimal), unitPrice }));
}

/** Types a quantity; without JavaScript asks for the total with the form's "calculate total" round trip. */
async function typeQuantity(page: Page, locale: Locale, quantity: number) {
  const field = buyBox(page, locale).getByLabel(WORDS[locale].quantity, { exact: true });
  await field.fill(String(quantity));
  if (!jsEnabled()) {
    await buyBox(page, locale).getByRole("button", { name: WORDS[locale].calculate }).click();
    await expect(field, "the round trip keeps the quantity").toHaveValue(String(quantity));
  }
}

for (const locale of ["tr", "en"] as const) {
  test(`the buy box totals a typed quantity at the break the page shows for it, and says when the part is not sold so (${locale})`, async ({
    page,
  }) => {
    const { stepped } = await steppedPart(page.request);
    const words = WORDS[locale];
    await page.goto(productAddress(stepped, locale));
    const box = buyBox(page, locale);
    const calculate = box.getByRole("button", { name: words.calculate });
    // With scripts the total follows the field: no button for it.
    await expect(calculate).toHaveCount(jsEnabled() ? 0 : 1);

    // A quantity inside the third break, a whole number of the part's steps: its break's unit price × the quantity.
    const breaks = await shownBreaks(page, locale);
    const multiplier = stepped.orderQuantityMultiplier;
    const quantity = Math.ceil((breaks[2].from + 1) / multiplier) * multiplier + 3 * multiplier;
    const applying = breaks.filter((step) => step.from <= quantity).at(-1)!;
    await typeQuantity(page, locale, quantity);
    const total = box.locator("[data-total]");
    await expect(total).toBeVisible();
    const expected = roundToCents(toMicro(parseFigure(applying.unitPrice, locale).decimal) * BigInt(quantity));
    expect(toMicro(parseFigure((await total.textContent()) ?? "", locale).decimal), `${quantity} × ${applying.unitPrice}`).toBe(expected);
    await expect(box.getByRole("status")).toContainText(applying.unitPrice.trim());
    await expectAccessible(page);

    // Below the minimum, then off the multiple: the rule next to the field instead of a total.
    const count = (value: number) => formatQuantity(value, locale);
    const problem = box.locator("[data-quantity-problem]");
    await typeQuantity(page, locale, stepped.minimumOrderQuantity - 1);
    await expect(problem).toHaveText(words.belowMinimum(count(stepped.minimumOrderQuantity)));
    await expect(total).toHaveCount(0);
    const offStep = stepped.minimumOrderQuantity + multiplier + 1;
    const lower = Math.floor(offStep / multiplier) * multiplier;
    await typeQuantity(page, locale, offStep);
    await expect(problem).toHaveText(words.notMultiple(count(multiplier), count(lower), count(lower + multiplier)));
    await expect(box.getByLabel(words.quantity, { exact: true })).toHaveAttribute("aria-describedby", /product-quantity-total/);

    // A total is only shown: nothing went into the cart.
    await expect(page.getByLabel(words.cartCount)).toHaveCount(0);
  });
}

/** The element lies wholly inside the viewport as the page opens (no scrolling). */
async function expectInFirstScreen(page: Page, locator: Locator, label: string) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, label).not.toBeNull();
  expect(box!.y, `${label}: top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${label}: bottom at most ${height}`).toBeLessThanOrEqual(height);
  expect(box!.x + box!.width, `${label}: right edge at most ${width}`).toBeLessThanOrEqual(width);
}

test("at 390×844 and 1366×768 the product page shows the price, the quantity, its total and add-to-cart without scrolling", async ({
  page,
}) => {
  // A part sold in steps, and a discounted one (its price story is the tallest buy box).
  const { stepped } = await steppedPart(page.request);
  const [discounted] = await catalogApi<CategoryGroup[]>(page.request, "products/category-groups/by-group-type-code/discounted-products", {
    take: 1,
  });
  const parts = [stepped, discounted.products[0]];
  for (const [width, height] of [
    [390, 844],
    [1366, 768],
  ]) {
    await page.setViewportSize({ width, height });
    for (const [part, locale] of parts.flatMap((part) => (["tr", "en"] as const).map((locale) => [part, locale] as const))) {
      const words = WORDS[locale];
      await page.goto(productAddress(part, locale));
      const box = buyBox(page, locale);
      const where = `${part.sku}, ${locale} at ${width}×${height}`;
      await test.info().attach(`product page, ${where}`, { body: await page.screenshot(), contentType: "image/png" });
      await expectInFirstScreen(page, box.getByRole("cell", { name: /\d/ }).first(), `${where}: the first quantity break`);
      await expectInFirstScreen(page, box.locator("tbody tr td:nth-child(2)").first(), `${where}: the first unit price`);
      await expectInFirstScreen(page, box.getByLabel(words.quantity, { exact: true }), `${where}: the quantity`);
      await expectInFirstScreen(page, box.locator("[data-total]"), `${where}: the total`);
      await expectInFirstScreen(page, box.getByRole("button", { name: words.add, exact: true }), `${where}: add to cart`);
    }
  }
});
