import { pathFor } from "../../contract/paths";
import { expect, jsEnabled, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";
import { placeOrderByApi } from "./support/orders";
import { DEMO_ACCOUNTS, signIn } from "./support/session";
import { signInAsStaff } from "./support/staff";

// The business current account and the customer's payments (issue 34 item 2,
// docs/decisions/050-current-account-self-service.md), through the pages, with JavaScript off and on.

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
