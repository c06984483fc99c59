import type { Locator, Page } from "@playwright/test";
import { pathFor } from "../../contract/paths";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";

// Issue 35, item 3 (docs/decisions/054-price-sort-at-a-quantity.md): a price sort orders by the unit price the page
// states, at each part's first break or at the quantity typed beside the sort, and says which; the maker sort orders
// by maker name, then part number. Read from the page, whatever the demo catalog holds.

/** Chooses a sort: with JavaScript the change submits, without it the form's button does. */
async function sortBy(page: Page, label: string) {
  await page.getByLabel("Sort by").selectOption({ label });
  if (!jsEnabled()) await page.getByRole("button", { name: "Sort", exact: true }).click();
}

/** Each row's stated price: the unit price and the quantity it applies from ("$0.04100 100+"); none: call for price. */
async function statedPrices(rows: Locator) {
  const stated: Array<{ price: number; from: number } | null> = [];
  for (const row of await rows.all()) {
    const cell = row.locator(".price-break").first();
    if ((await cell.count()) === 0) {
      stated.push(null);
      continue;
    }
    const text = (await cell.textContent()) ?? "";
    const price = Number((await cell.locator('[data-price="unit"]').textContent())!.replace(/[^\d.]/g, ""));
    const from = Number(/([\d,]+)\+/.exec(text)![1].replace(/,/g, ""));
    stated.push({ price, from });
  }
  return stated;
}

const ascending = (values: number[]) => values.every((value, at) => at === 0 || values[at - 1] <= value);

test("the price sort orders by the stated unit price, at the first break or at a typed quantity, and says which", async ({ page }) => {
  await page.goto("/en/ps");
  await sortBy(page, "Price: low to high");
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByText("Sorted by unit price at each part's first price break.")).toBeVisible();
  const rows = page.locator("main tbody tr");
  await expect(rows.first()).toBeVisible();
  const atFirstBreak = await statedPrices(rows);
  const priced = atFirstBreak.filter((stated) => stated !== null);
  expect(priced.length).toBeGreaterThan(5);
  // The priced rows first (a hidden price last), non-decreasing in the price each states.
  expect(atFirstBreak.slice(0, priced.length)).toEqual(priced);
  expect(ascending(priced.map((stated) => stated.price))).toBe(true);

  await page.getByLabel("at quantity").fill("100");
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/quantity=100/);
  await expect(page.getByText("Sorted by unit price at 100 pieces; parts with a larger minimum order follow.")).toBeVisible();
  await expect(page.getByLabel("at quantity")).toHaveValue("100");
  const atHundred = (await statedPrices(rows)).filter((stated) => stated !== null);
  // The parts one can order 100 of state the break that applies to 100, ascending; the others follow.
  const orderable = atHundred.filter((stated) => stated.from <= 100);
  expect(orderable.length).toBeGreaterThan(5);
  expect(atHundred.slice(0, orderable.length)).toEqual(orderable);
  expect(ascending(orderable.map((stated) => stated.price))).toBe(true);
  await expectAccessible(page);
});

test("the maker sort orders by maker name A to Z, then part number", async ({ page }) => {
  await page.goto("/en/ps?page=2");
  await sortBy(page, "Manufacturer A–Z");
  await expect(page).toHaveURL(/sort=manufacturer-asc/);
  // With scripts the address changes a moment before the rows do: the sorted list is back on its first page.
  await expect(page.getByText(/^1–25 of /).first()).toBeVisible();
  const rows = page.locator("main tbody tr");
  await expect(rows.first()).toBeVisible();
  const makers = await rows.locator('td[data-label="Manufacturer"]').allTextContents();
  const partNumbers = (await rows.locator("a.font-part").allTextContents()).map((mpn) => mpn.toUpperCase().replace(/[^A-Z0-9]/g, ""));
  const collator = new Intl.Collator("en", { sensitivity: "base" });
  expect(makers.length).toBeGreaterThan(5);
  expect(partNumbers).toHaveLength(makers.length);
  makers.forEach((maker, at) => {
    if (at === 0) return;
    const byMaker = collator.compare(makers[at - 1], maker);
    expect(byMaker, `${makers[at - 1]} before ${maker}`).toBeLessThanOrEqual(0);
    if (byMaker === 0) expect(partNumbers[at - 1] <= partNumbers[at], `${partNumbers[at - 1]} before ${partNumbers[at]}`).toBe(true);
  });
  // No price sort: no quantity field, no price statement.
  await expect(page.getByLabel("at quantity")).toHaveCount(0);
  await expect(page.getByText(/^Sorted by unit price/)).toHaveCount(0);
});

test("a Turkish list says what its price sort compares", async ({ page }) => {
  const list = pathFor("productLists", "tr");
  await page.goto(`${list}?sort=price-asc&quantity=2500`);
  await expect(page.getByText("2.500 adetteki birim fiyata göre sıralandı", { exact: false })).toBeVisible();
  await page.goto(`${list}?sort=price-desc`);
  await expect(page.getByText("Her parçanın ilk fiyat kademesindeki birim fiyatına göre sıralandı.")).toBeVisible();
});
