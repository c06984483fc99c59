import type { Locator } from "@playwright/test";
import { DEMO_ORDER_HISTORY } from "../../api/seed/order-history";
import { pathFor } from "../../contract/paths";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";
import { placeOrderByApi } from "./support/orders";
import { DEMO_ACCOUNTS, signIn } from "./support/session";

// The dashboard home's figures (issue 34 item 4, docs/decisions/048-dashboard-figures.md): the counts, the recent
// carts with their totals, the spending chart drawn on the server with its table, and a business administrator's
// current account; the demo users' charts show the spending of their seeded past orders (issue 34's done-when).
// JavaScript off and on: the page is all server-drawn.

test("a consumer's home counts an unpaid order and its cart, and draws twelve months of spending with their table", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "dashboard", testInfo.project.name);
  await placeOrderByApi(consumer.token, { paymentType: "eft" });

  await page.goto(pathFor("dashboard", "en"));
  const figures = page.getByRole("region", { name: "At a glance" });
  await expect(figures.getByText("Your own orders and requests.")).toBeVisible();
  for (const [label, value] of [
    ["Open orders", "1"],
    ["Awaiting payment", "1"],
    ["Open requests", "0"],
    ["Carts", "1"],
  ])
    await expect(figures.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) })).toContainText(value);

  const carts = page.getByRole("region", { name: "Your recent carts" });
  await expect(carts.getByRole("listitem")).toHaveCount(1);
  await expect(carts.getByRole("link").first()).toHaveAttribute("href", pathFor("yourCarts", "en"));

  const spending = page.getByRole("region", { name: "Spending in the last 12 months" });
  await expect(spending.getByTestId("spending-chart")).toHaveAttribute("aria-hidden", "true");
  await expect(spending.getByTestId("spending-chart").locator("rect")).toHaveCount(12);
  const table = spending.getByRole("table", { name: /Spending by month \(USD\)/ });
  // A header row and twelve months; an unpaid EFT order is not spending yet.
  await expect(table.getByRole("row")).toHaveCount(13);
  await expect(table.getByRole("cell").last()).toHaveText("$0.00");
  await expectAccessible(page);
});

test("the business administrator sees the company's figures and the current account's limit, used and available", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL!, { ...DEMO_ACCOUNTS.businessAdmin, userType: "b2b" });
  await page.goto(pathFor("dashboard", "tr"));
  await expect(page.getByText("Firmanızın siparişleri ve talepleri.")).toBeVisible();
  const accounts = page.getByRole("region", { name: "Cari hesap" });
  await expect(accounts.getByRole("columnheader", { name: "Kredi limiti" })).toBeVisible();
  // The demo account's limit is changed by the customers desk's tests meanwhile: the row is checked for its own sense.
  const row = accounts.getByRole("row").filter({ hasText: "120.01.001" });
  await expect(row).toContainText(/\$[\d.]+,\d{2}/);
  const amounts = (await row.getByRole("cell").allTextContents())
    .slice(-3)
    .map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));
  const [limit, used, available] = amounts;
  expect(limit).toBeGreaterThan(0);
  // Available is the limit less what is used and what is at risk (the risk is not a column here).
  expect(available).toBeGreaterThanOrEqual(0);
  expect(available).toBeLessThanOrEqual(limit - used + 0.005);
  const table = page.getByRole("table", { name: /Aylara göre harcama/ });
  await expect(table.getByRole("row")).toHaveCount(13);
  await expectSeededSpending(table, DEMO_ORDER_HISTORY.businessAdmin);
});

test("the demo consumer's chart shows the spending of the consumer's seeded past orders", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, { ...DEMO_ACCOUNTS.consumer, userType: "b2c" });
  await page.goto(pathFor("dashboard", "en"));
  const spending = page.getByRole("region", { name: "Spending in the last 12 months" });
  await expect(spending.getByTestId("spending-chart").locator("rect")).toHaveCount(12);
  const table = spending.getByRole("table", { name: /Spending by month/ });
  await expect(table.getByRole("row")).toHaveCount(13);
  await expectSeededSpending(table, DEMO_ORDER_HISTORY.consumer);
  await expectAccessible(page);
});

/**
 * The months the demo data's delivered orders fell in (api/seed/orders.ts) show spending above zero. Other tests only
 * add orders of this month, so the past months are the seed's alone; their amounts are not asserted.
 */
async function expectSeededSpending(table: Locator, history: ReadonlyArray<{ monthsBack: number }>) {
  // A header row, then the twelve months oldest first: this month is the last row.
  const rows = table.getByRole("row");
  for (const { monthsBack } of history) await expect(rows.nth(12 - monthsBack).getByRole("cell")).toHaveText(/[1-9]/);
}
