import { formatAmount } from "../../app/lib/format";
import { pathFor } from "../../contract/paths";
import { expect, jsEnabled, test } from "./support/fixtures";
import { download, firstSheet, pdfText } from "./support/downloads";
import { signInAsFreshConsumer } from "./support/fresh-account";
import { demoCompanyColleague } from "./support/fresh-company";
import { orderByApi, placeOrderByApi } from "./support/orders";
import { DEMO_ACCOUNTS, signIn } from "./support/session";
import { signInAsStaff } from "./support/staff";

// The business current account and the customer's payments (issue 34 item 2,
// docs/decisions/050-current-account-self-service.md), through the pages, with JavaScript off and on; issue 34's
// done-when: the transactions page shows an order's invoice and the running balance, and its Excel has the same rows.

test("the business administrator's transactions page shows each account's figures and the statement's downloads", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL!, { ...DEMO_ACCOUNTS.businessAdmin, userType: "b2b" });
  const response = await page.goto(pathFor("transactions", "tr"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Hesap hareketleri" })).toBeVisible();
  const usd = page.getByTestId("current-account").filter({ hasText: "120.01.001 (USD)" });
  await expect(usd.getByText("Vade farkı")).toBeVisible();
  await expect(usd.getByText("aylık %2,50")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /120\.01\.001 \(USD\) hesap ekstresi/ })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Hesap hareketleri" })).toBeVisible();
});

test("a net-term order's invoice is on the transactions page with the running balance, opens from its row, and the Excel export holds the table's rows", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // A colleague of the demo administrator who may order and follow the current accounts: an order of a cart of its own.
  const accountant = await demoCompanyColleague(
    { firstName: "Cem", lastName: "Muhasebe", roleName: "Muhasebe" },
    ["view-orders", "create-orders", "view-current-accounts"],
    testInfo.project.name,
  );
  const orderNumber = await placeOrderByApi(accountant.token, { paymentType: "net", currentAccountCode: "120.01.001" });
  const { invoice, totals } = await orderByApi(accountant.token, orderNumber);
  expect(invoice?.number).toMatch(/^DEV\d{13}$/);
  await signIn(context, baseURL!, accountant);
  await page.goto(pathFor("transactions", "tr"));
  await page.getByLabel("Hesap", { exact: true }).selectOption({ label: "120.01.001 (USD)" });
  await page.getByRole("button", { name: "Göster" }).click();
  const table = page.getByRole("table", { name: "120.01.001 hesap hareketleri" });
  const row = table.getByRole("row").filter({ hasText: orderNumber });
  await expect(row).toContainText("Fatura");
  await expect(row.getByRole("link", { name: invoice!.number })).toBeVisible();
  await expect(row).toContainText(formatAmount(totals.total, "tr", "USD"));

  // The demo account gets other runs' postings meanwhile: the page and the file are read again until one took both.
  const money = (value: number) => formatAmount(value.toFixed(2), "tr", "USD");
  await expect(async () => {
    await page.reload();
    const shown = await table
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((tableRow) => Array.from(tableRow.querySelectorAll("td"), (cell) => cell.textContent?.trim() ?? "")));
    const sheet = await firstSheet((await download(page, "Excel olarak indir")).body);
    const fileRows: Array<{ orderNumber: string; invoiceNumber: string; amount: number; balance: number }> = [];
    sheet.eachRow((sheetRow, index) => {
      if (index > 1)
        fileRows.push({
          orderNumber: String(sheetRow.getCell(4).value ?? ""),
          invoiceNumber: String(sheetRow.getCell(5).value ?? ""),
          amount: Number(sheetRow.getCell(7).value),
          balance: Number(sheetRow.getCell(8).value),
        });
    });
    // The page shows the newest rows, the file every row of the filter (newest first): the page's are the file's first.
    expect(fileRows.length).toBeGreaterThanOrEqual(shown.length);
    expect(shown.map((cells) => [cells[3], cells[4], cells[6], cells[7]])).toEqual(
      fileRows
        .slice(0, shown.length)
        .map((fileRow) => [fileRow.orderNumber, fileRow.invoiceNumber, money(fileRow.amount), money(fileRow.balance)]),
    );
    // The running balance: each row's balance is the one below it plus its amount.
    for (const [index, fileRow] of fileRows.slice(0, -1).entries())
      expect(fileRow.balance).toBeCloseTo(fileRows[index + 1].balance + fileRow.amount, 2);
    expect(fileRows.some((fileRow) => fileRow.orderNumber === orderNumber && fileRow.invoiceNumber === invoice!.number)).toBe(true);
  }).toPass({ timeout: 45_000 });

  // The invoice opens from its row: the order's invoice PDF.
  const pdf = await download(page, invoice!.number);
  expect(pdf.name).toBe(`invoice-${invoice!.number}.pdf`);
  const text = await pdfText(pdf.body);
  expect(text).toContain(invoice!.number);
  expect(text).toContain(orderNumber);
});

test("a consumer sends a payment notification for an EFT order, sees its status, and finance sees it on the reconciliation desk", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "payment-notice", testInfo.project.name);
  const orderNumber = await placeOrderByApi(consumer.token, { paymentType: "eft" });
  await page.goto(pathFor("payments", "tr"));
  await expect(page.getByRole("heading", { level: 2, name: "Ödeme bildirimleri" })).toBeVisible();
  // Without the fields it needs, the refusal is next to them and what was typed stays.
  await page.getByLabel("Ödediğiniz banka").fill("Ziraat Bankası");
  await page.getByRole("button", { name: "Ödeme bildirimini gönder" }).click();
  await expect(page.getByLabel("Ödediğiniz banka")).toHaveValue("Ziraat Bankası");
  await page.getByRole("checkbox", { name: new RegExp(orderNumber) }).check();
  await page.getByLabel("Tutar").fill("10,00");
  await page.getByLabel("Ödeme günü").fill(new Date().toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Ödeme bildirimini gönder" }).click();
  const list = page.getByRole("table", { name: "Ödeme bildirimleriniz" });
  await expect(list.getByRole("row").filter({ hasText: orderNumber })).toContainText("Alındı, kontrol ediliyor");

  await signInAsStaff(context, baseURL!, "finance");
  await page.goto(pathFor("backOfficeReconciliation", "tr"));
  const desk = page.getByRole("table", { name: "Müşterilerin ödeme bildirimleri" });
  const row = desk.getByRole("row").filter({ hasText: orderNumber });
  await expect(row).toContainText(consumer.email);
  // Finance confirms the order's transfer from the notification: without the bank's reference the server refuses it
  // next to the field (with scripts the browser asks for the required field before anything is sent).
  if (!jsEnabled()) {
    await row.getByRole("button", { name: "Havaleyi onayla" }).click();
    await expect(row.getByLabel("Banka referansı")).toHaveAttribute("aria-invalid", "true");
  }
  await row.getByLabel("Banka referansı").fill(`ZRT-${orderNumber}`);
  await row.getByRole("button", { name: "Havaleyi onayla" }).click();
  await expect(page.getByText(`${orderNumber} numaralı siparişin havalesi müşterinin bildirimiyle onaylandı.`).first()).toBeVisible();
  await expect(desk.getByRole("row").filter({ hasText: orderNumber })).toHaveCount(0);
});
