import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Cart } from "../../contract/api/carts/schemas";
import type { VariantSearchResult } from "../../contract/api/catalog/schemas";
import type { CurrencyCode } from "../../contract/limits";
import type { Locale } from "../../contract/locale";
import { breakAt } from "../../contract/price-breaks";
import { unitPriceDecimals } from "../../contract/price-display";
import { pathFor } from "../../contract/paths";
import { roundToCents, toMicro } from "../../api/lib/money";
import { catalogApi } from "./support/catalog-api";
import { download, pdfText } from "./support/downloads";
import { parseFigure } from "./support/figures";
import { expect, jsEnabled, test } from "./support/fixtures";
import { apiAs, newestMailText, signInAsFreshConsumer } from "./support/fresh-account";
import { checkoutByApi, placeCheckoutByApi } from "./support/orders";

// Issue 31's first done-when (docs/decisions/010-price-display.md): on every page and document a buyer checks, the
// unit price shown times the quantity is the line, to the cent, in USD and in TRY; and a unit price shows 5 decimals
// below 10, 4 below 100, 3 below 1000, otherwise 2.

type Part = VariantSearchResult["items"][number];
interface Chosen {
  part: Part;
  quantity: number;
}

/** The size bands of the display rule; the seed's dearest part is below 100 USD, so USD fills only the first two. */
const BANDS: Array<[number, number]> = [
  [0, 10],
  [10, 100],
  [100, 1000],
  [1000, Infinity],
];

const RUNS_SHARING_STOCK = 4;

/** The smallest quantity the cart takes, times `times`. */
const quantityOf = (part: Part, times: number) => {
  const step = Math.max(1, part.orderQuantityMultiplier);
  return Math.ceil(part.minimumOrderQuantity / step) * step * times;
};

/**
 * One part in stock for each size band the catalog has in `currency`, at an odd quantity (so a line is not a round
 * multiple): the cheapest rows and the dearest rows of the list, as the API prices them.
 */
async function partsBySize(request: APIRequestContext, currency: CurrencyCode, locale: Locale): Promise<Chosen[]> {
  const lists = await Promise.all(
    [
      { sort: "price-asc", page: 1 },
      { sort: "price-asc", page: 4 },
      { sort: "price-desc", page: 1 },
    ].map((query) =>
      catalogApi<VariantSearchResult>(request, "products/variants/search", { ...query, inStock: "true", pageSize: 100, currency }, locale),
    ),
  );
  const candidates = lists.flatMap((list) => list.items).filter((part) => part.isShowPrice && part.status !== "obsolete");
  const chosen: Chosen[] = [];
  for (const [from, below] of BANDS) {
    const found = candidates
      .map((part) => ({ part, quantity: quantityOf(part, 7) }))
      .find(({ part, quantity }) => {
        const unit = breakAt(part.priceBreaks, quantity, (step) => step.quantity)?.unitPrice ?? -1;
        // Stock for all four runs (two currencies, JavaScript on and off) that may order the same part meanwhile.
        return (
          (part.stock ?? 0) >= quantity * RUNS_SHARING_STOCK &&
          unit >= from &&
          unit < below &&
          !chosen.some((other) => other.part.sku === part.sku)
        );
      });
    if (found) chosen.push(found);
  }
  return chosen;
}

/** Unit price × quantity = line, to the cent, and the unit price with the rule's decimals, as `where` shows them. */
function expectMultipliesOut(where: string, locale: Locale, texts: { unit: string; quantity: string; line: string }) {
  const unit = parseFigure(texts.unit, locale);
  const quantity = parseFigure(texts.quantity, locale);
  const line = parseFigure(texts.line, locale);
  const context = `${where}: ${texts.unit} × ${texts.quantity} = ${texts.line}`;
  expect(unit.decimals, `${context}: the unit price's decimals`).toBe(unitPriceDecimals(Number(unit.decimal)));
  expect(line.decimals, `${context}: the line's decimals`).toBe(2);
  expect(toMicro(line.decimal), context).toBe(roundToCents(toMicro(unit.decimal) * BigInt(quantity.decimal.split(".")[0])));
}

/** The header's currency switch (a plain form with an Apply button until the page's JavaScript runs). */
async function chooseCurrency(page: Page, locale: Locale, currency: CurrencyCode) {
  await page.goto(pathFor("home", locale));
  const select = page.getByLabel(locale === "tr" ? "Para birimi" : "Currency");
  const saved = page.waitForResponse((response) => response.url().includes("/api/user-settings") && response.request().method() === "POST");
  await select.selectOption(currency);
  if (!jsEnabled()) await page.getByRole("button", { name: locale === "tr" ? "Uygula" : "Apply" }).click();
  await saved;
  await expect(page.getByLabel(locale === "tr" ? "Para birimi" : "Currency")).toHaveValue(currency);
}

/** A text matched as it is inside a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const cellText = async (cell: Locator) => ((await cell.textContent()) ?? "").trim();

for (const [currency, locale] of [
  ["USD", "en"],
  ["TRY", "tr"],
] as Array<[CurrencyCode, Locale]>) {
  test(`unit price × quantity is the line on the cart, checkout, order, its mail and the cart PDF, in ${currency}`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const chosen = await partsBySize(page.request, currency, locale);
    expect(chosen.length, "a part below 10 and one from 10 to 100").toBeGreaterThanOrEqual(2);
    const consumer = await signInAsFreshConsumer(context, baseURL!, `arithmetic-${currency}`, testInfo.project.name);
    const { cart } = await apiAs<{ cart: Cart }>(consumer.token, "POST", "carts/users/me/active/lines", {
      items: chosen.map(({ part, quantity }) => ({ variantId: part.variantId, quantity })),
    });
    expect(cart.productCount).toBe(chosen.length);
    if (currency !== "USD") await chooseCurrency(page, locale, currency);

    // The product page's break table and the list's price cell show each price with the rule's decimals.
    for (const { part } of chosen) {
      await page.goto(
        `${pathFor("product", locale, { categoryName: part.categorySlug, name: part.productSlug })}?sku=${encodeURIComponent(part.sku)}`,
      );
      const breaks = page
        .getByRole("table")
        .filter({ has: page.getByRole("columnheader", { name: locale === "tr" ? "Birim fiyat" : "Unit price", exact: true }) })
        .first()
        .locator("tbody tr td:nth-child(2)");
      await expect(breaks.first()).toContainText(currency === "TRY" ? "₺" : "$");
      for (const text of await breaks.allTextContents()) {
        const price = parseFigure(text, locale);
        expect(price.decimals, `product page ${part.mpn}: ${text}`).toBe(unitPriceDecimals(Number(price.decimal)));
      }
      await page.goto(`${pathFor("productLists", locale)}?search=${encodeURIComponent(part.sku)}`);
      const unit = page.locator("tr", { hasText: part.mpn }).first().locator('[data-price="unit"]').first();
      const text = await cellText(unit);
      expect(parseFigure(text, locale).decimals, `list ${part.mpn}: ${text}`).toBe(
        unitPriceDecimals(Number(parseFigure(text, locale).decimal)),
      );
    }

    // The cart page: each line's unit price, quantity and amount.
    await page.goto(pathFor("shoppingCart", locale));
    for (const { part, quantity } of chosen) {
      const line = page
        .getByRole("listitem")
        .filter({ has: page.locator("[data-unit-price]") })
        .filter({ hasText: part.mpn });
      await expect(line.locator("[data-unit-price]")).toContainText(currency === "TRY" ? "₺" : "$");
      expectMultipliesOut(`cart ${part.mpn}`, locale, {
        unit: await cellText(line.locator("[data-unit-price]")),
        quantity: String(quantity),
        line: await cellText(line.locator("[data-line-total]")),
      });
    }

    // The cart's PDF: a row per line, "… sku quantity unit amount".
    const pdf = await pdfText((await download(page, locale === "tr" ? "PDF olarak indir" : "Download as PDF")).body);
    for (const { part } of chosen) {
      const row = new RegExp(`${escaped(part.sku)}\\s+([\\d.,]+)\\s+([\\d.,]+)\\s+([\\d.,]+)`).exec(pdf);
      expect(row, `the PDF's row of ${part.sku} in:\n${pdf}`).not.toBeNull();
      expectMultipliesOut(`PDF ${part.mpn}`, locale, { quantity: row![1], unit: row![2], line: row![3] });
    }

    // The checkout's summary, on the payment step (the address and delivery chosen at the API).
    await checkoutByApi(consumer.token);
    await page.goto(pathFor("checkoutPayment", locale));
    for (const { part } of chosen) {
      const line = page.locator(`[data-summary-line="${part.mpn}"]`);
      await expect(line.locator("[data-unit-price]")).toContainText(currency === "TRY" ? "₺" : "$");
      expectMultipliesOut(`checkout ${part.mpn}`, locale, {
        unit: await cellText(line.locator("[data-unit-price]")),
        quantity: await cellText(line.locator("[data-quantity]")),
        line: await cellText(line.locator("[data-line-total]")),
      });
    }

    // The placed order's page: its lines as the order stored them.
    const orderNumber = await placeCheckoutByApi(consumer.token, { paymentType: "eft", currency });
    await page.goto(pathFor("orderDetail", locale, { id: orderNumber }));
    for (const { part } of chosen) {
      const cells = page.locator("tbody tr", { hasText: part.mpn }).first().locator("td");
      await expect(cells.nth(5)).toContainText(currency === "TRY" ? "₺" : "$");
      expectMultipliesOut(`order ${part.mpn}`, locale, {
        quantity: await cellText(cells.nth(4)),
        unit: await cellText(cells.nth(5)),
        line: await cellText(cells.nth(6)),
      });
    }

    // The order's mail, in the order's language (Turkish: the order was asked in it): "mpn (maker): 7 adet × 1,51310 TRY = …".
    const lineOf = (text: string, mpn: string) =>
      new RegExp(`${escaped(mpn)} \\(.*?\\): ([\\d.,]+) adet × ([\\d.,]+) ${currency} = ([\\d.,]+) ${currency}`).exec(text);
    let mailText = "";
    await expect
      .poll(async () => {
        mailText = await newestMailText(consumer.email);
        return chosen.every(({ part }) => lineOf(mailText, part.mpn) !== null);
      })
      .toBe(true);
    for (const { part } of chosen) {
      const [, quantity, unit, line] = lineOf(mailText, part.mpn)!;
      expectMultipliesOut(`mail ${part.mpn}`, "tr", { quantity, unit, line });
    }
  });
}
