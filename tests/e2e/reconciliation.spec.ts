import { pathFor } from "../../contract/paths";
import { expect, expectAccessible, test } from "./support/fixtures";
import { freshConsumer } from "./support/fresh-account";
import { orderByApi, placeOrderByApi } from "./support/orders";
import { signInAsStaff } from "./support/staff";

// Bank reconciliation (issue 32 item 4, docs/decisions/038-bank-reconciliation.md): a finance staff member uploads
// the bank's statement naming a fresh EFT order, sees the row that could not be read with its number, confirms the
// order suggested for the transfer, and the order is paid. A transfer naming no order is matched by its number through
// a review step.

/** "1234.5" as a Turkish bank writes it: "1.234,50". */
function turkishAmount(amount: string) {
  const [whole, fraction = ""] = amount.split(".");
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ".")},${fraction.padEnd(2, "0")}`;
}

test("finance uploads a statement, confirms the suggested order, and the order is paid", async ({ page, context, baseURL }, testInfo) => {
  const consumer = await freshConsumer("reconcile", testInfo.project.name);
  const named = await placeOrderByApi(consumer.token, { paymentType: "eft" });
  const unnamed = await placeOrderByApi(consumer.token, { paymentType: "eft" });
  const [namedOrder, unnamedOrder] = [await orderByApi(consumer.token, named), await orderByApi(consumer.token, unnamed)];
  const { currency } = namedOrder.totals;
  const today = new Date().toISOString().slice(0, 10);
  const written = `${today.slice(8, 10)}.${today.slice(5, 7)}.${today.slice(0, 4)}`;
  const stamp = Date.now();
  const reference = (n: number) => `E2E-${testInfo.project.name}-${stamp}-${n}`.toUpperCase();
  // The second payer sent 777.77 more than the order's total and named no order: an amount no order placed by the
  // other tests in this shared database has as its total, so nothing is suggested for it by amount.
  const overpaid = (Number(unnamedOrder.totals.total) + 777.77).toFixed(2);
  const statement = [
    "Hesap Hareketleri",
    "Tarih;Açıklama;Referans;Tutar;Döviz",
    `${written};FAST GELEN SIPARIS ${named};${reference(1)};${turkishAmount(namedOrder.totals.total)};${currency}`,
    `${written};GELEN HAVALE;${reference(2)};${turkishAmount(overpaid)};${currency}`,
    `31.02.2026;GELEN HAVALE;${reference(3)};5,00;${currency}`,
    "",
  ].join("\r\n");

  await signInAsStaff(context, baseURL!, "finance");
  await page.goto(pathFor("backOffice", "en"));
  await page.getByRole("navigation", { name: "Back-office desks" }).getByRole("link", { name: "Bank reconciliation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bank reconciliation" })).toBeVisible();
  await expectAccessible(page);

  // Without a file the form says so next to the field.
  await page.getByRole("button", { name: "Upload and read the statement" }).click();
  await expect(page.getByLabel("Statement file")).toHaveAttribute("aria-invalid", "true");

  const account = await page
    .getByLabel("Bank account")
    .locator("option", { hasText: `· ${currency} ·` })
    .first()
    .getAttribute("value");
  await page.getByLabel("Bank account").selectOption(account!);
  await page
    .getByLabel("Statement file")
    .setInputFiles({ name: "hesap-hareketleri.csv", mimeType: "text/csv", buffer: Buffer.from(statement) });
  // With JavaScript the error goes as the file is chosen (without, with the next page).
  if (testInfo.project.use.javaScriptEnabled) await expect(page.getByLabel("Statement file")).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Upload and read the statement" }).click();

  // The statement's result: what was read, and the row that could not be read, by its number.
  await expect(page.getByRole("heading", { level: 1, name: /^Statement no\. \d+$/ })).toBeVisible();
  await expect(page.getByText("Statement read: 2 incoming transfers, 2 new.")).toBeVisible();
  await expect(page.getByTestId("transfers-read")).toHaveText("2");
  const problems = page.getByRole("table", { name: "Rows not read" });
  await expect(problems.getByRole("row").nth(1)).toContainText("5");
  await expect(problems).toContainText("Row 5: the date “31.02.2026” could not be read");
  await expectAccessible(page);

  // The statement's open transfers: the one naming the order has it suggested, with why.
  await page.getByRole("link", { name: "Match this statement's transfers" }).click();
  const suggested = page.getByRole("listitem").filter({ hasText: reference(1) });
  await expect(suggested.getByTestId("suggestion")).toContainText(named);
  await expect(suggested.getByTestId("suggestion")).toContainText("100 of 100");
  await expect(suggested.getByTestId("suggestion")).toContainText("The description names the order's number and the amount is its total.");
  await expectAccessible(page);
  await suggested.getByRole("button", { name: `Confirm: order ${named}` }).click();
  await expect(page.getByText(`Transfer matched to order ${named}: the order is paid.`)).toBeVisible();
  expect((await orderByApi(consumer.token, named)).status).toBe("paid");

  // The other one, by the order's number as typed, through a review step; the larger amount pays the order.
  const byHand = page.getByRole("listitem").filter({ hasText: reference(2) });
  await expect(byHand).toContainText("No order fits this transfer");
  await byHand.getByLabel("Order number").fill(unnamed.toLowerCase());
  await byHand.getByRole("button", { name: "Review the match" }).click();
  const review = page.getByRole("alertdialog", { name: `Match this transfer to order ${unnamed}?` });
  await expect(review).toBeVisible();
  await expectAccessible(page);
  await review.getByRole("button", { name: `Match to order ${unnamed}` }).click();
  await expect(page.getByText(`Transfer matched to order ${unnamed}: the order is paid.`)).toBeVisible();
  expect((await orderByApi(consumer.token, unnamed)).status).toBe("paid");

  // Both are matched now; the desk's order page shows the transfer recorded and the order paid.
  await page.getByRole("link", { name: "Matched", exact: true }).click();
  await expect(page.getByRole("link", { name: named })).toBeVisible();
  await page.goto(pathFor("backOfficeOrder", "en", { orderNumber: named }));
  await expect(page.getByRole("table", { name: "Transfers" })).toContainText(reference(1));
  await expect(page.getByTestId("audit-trail")).toContainText("confirm-transfer");
});
