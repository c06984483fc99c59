import type { Locator, Page } from "@playwright/test";
import { pathFor } from "../../contract/paths";
import { consumerWithCart, toPaymentStep } from "./support/checkout";
import { expect, test } from "./support/fixtures";

// How a page loads (docs/decisions/066-first-paint-before-scripts.md, 067-hydration-in-turns.md): the document
// references no script to fetch before its first paint, and the page's parts hydrate in turns, each once, the last
// as usable as the first.

/** The first row of a list of parts in stock, once the list page has hydrated. */
async function firstPartInStock(page: Page) {
  await page.goto("/en/ps/chip-resistors-smd?inStock=true");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  return page.locator("main tbody > tr").first();
}

/** Adds a list row's part to an empty cart from the row, in the page. */
async function addToCart(page: Page, row: Locator) {
  await row.getByRole("button", { name: /^Add to cart/ }).click();
  await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toHaveText("1");
}

test("the document preloads no script before its first paint; the page's modules follow", async ({ request }) => {
  const html = await (await request.get("/en/ps/chip-resistors-smd")).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]+src=/);
  expect(html).toMatch(/requestAnimationFrame[\s\S]*modulepreload[\s\S]*import\("\/assets\/entry\.client-/);
});

test("the list page hydrates row by row: every part once, and the last row adds to the cart in the page @needs-js", async ({ page }) => {
  await page.goto("/en/ps/chip-resistors-smd?inStock=true");
  const rows = page.locator("main tbody > tr");
  const serverRows = await page.request.get("/en/ps/chip-resistors-smd?inStock=true").then(async (response) => {
    const html = await response.text();
    return (html.match(/<tr class="list-row/g) ?? []).length;
  });
  expect(serverRows).toBeGreaterThan(10);
  await expect(rows).toHaveCount(serverRows);
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);

  // The last row's form posts through the page's scripts: no document load, the header's count follows.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await addToCart(page, rows.last());
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
});

// Preact placed the first element after a Suspense comment of the server's by moving it, and resumed a turn of
// several elements by moving all but the first: the browser laid the moved parts out again (decision 067).
async function watchElementsAdded(page: Page) {
  await page.addInitScript(() => {
    const added: string[] = [];
    Object.assign(window, { addedWhileHydrating: added });
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element) added.push(`${node.nodeName} in ${record.target.nodeName}`);
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
}

async function expectHydratedInPlace(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect(await page.evaluate(() => (window as unknown as { addedWhileHydrating: string[] }).addedWhileHydrating)).toEqual([]);
}

for (const path of ["/en/ps/chip-resistors-smd", "/en", pathFor("shoppingCart", "tr"), "/en/pcb-offer/offer"]) {
  test(`hydrating ${path} moves and adds no element of the page @needs-js`, async ({ page }) => {
    await watchElementsAdded(page);
    await expectHydratedInPlace(page, path);
  });
}

test("hydrating a guest's address step, its selects and address fields in turns, moves and adds no element @needs-js", async ({ page }) => {
  await addToCart(page, await firstPartInStock(page));
  await watchElementsAdded(page);
  await expectHydratedInPlace(page, pathFor("checkoutAddress", "en"));
  await expect(page.getByLabel("Country", { exact: true })).toHaveValue("TR");
});

test("hydrating a product page, its buy box and sections in turns, moves and adds no element @needs-js", async ({ page }) => {
  const productPath = await (await firstPartInStock(page)).locator("a.font-part").first().getAttribute("href");
  expect(productPath).toBeTruthy();
  await watchElementsAdded(page);
  await expectHydratedInPlace(page, productPath ?? "");
  await expect(page.getByRole("button", { name: /^Add to cart/ })).toBeEnabled();
});

test("hydrating the payment step, its choices, card form, payment types and terms in turns, moves and adds no element @needs-js", async ({
  page,
  baseURL,
}) => {
  await consumerWithCart(page, baseURL!, "hydrate-payment");
  await toPaymentStep(page, { identityNumber: "10000000146" });
  await watchElementsAdded(page);
  await expectHydratedInPlace(page, pathFor("checkoutPayment", "en"));
  await expect(page.getByRole("button", { name: "Place the order" })).toBeEnabled();
});

// The browser's first Intl format loads its locale data, a long task before the page answers: the store writes its
// numbers, prices, plural forms and dates itself (docs/decisions/068-own-number-text.md).
test("the list, a product and the cart hydrate without Intl's number, plural or date formats @needs-js", async ({ page }) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    for (const name of ["NumberFormat", "PluralRules", "DateTimeFormat"] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      Reflect.set(
        Intl,
        name,
        class extends Original {
          constructor(...args: unknown[]) {
            super(...args);
            made.push(name);
          }
        },
      );
    }
  });
  const intlMade = () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);

  const firstRow = await firstPartInStock(page);
  expect(await intlMade()).toEqual([]);
  await addToCart(page, firstRow);
  const productPath = await firstRow.getByRole("link").first().getAttribute("href");

  for (const path of [productPath ?? "", "/en/shopping-cart"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.locator("main")).toContainText("$");
    expect(await intlMade(), path).toEqual([]);
  }
});
