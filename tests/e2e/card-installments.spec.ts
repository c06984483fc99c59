import type { Page } from "@playwright/test";
import { pathFor } from "../../contract/paths";
import { SANDBOX_CHALLENGE_CODE } from "../../contract/payments/sandbox-cards";
import { download, pdfText } from "./support/downloads";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { newestMailText, signInAsFreshConsumer } from "./support/fresh-account";
import { checkoutByApi, fillActiveCart } from "./support/orders";

// Issue 31's done-when: a card payment in 3 installments is charged in lira, and the amount the payment step shows is
// the one on the sandbox bank's page, the order's pages, the confirmation mail and the invoice
// (docs/decisions/033-card-payments-in-lira.md). On Turkish pages, as a Turkish buyer pays: decimal commas.

/** A lira amount as Turkish texts write it ("1.234,56"), the first after `marker` in `text`. */
function liraAfter(text: string, marker: RegExp): string {
  const match = new RegExp(`${marker.source}\\s*₺?\\s*(\\d{1,3}(?:\\.\\d{3})*,\\d{2})`).exec(text);
  expect(match, `a lira amount after ${marker} in: ${text}`).toBeTruthy();
  return match![1];
}

/** The figures of a lira amount shown by a page ("₺1.234,56" → "1.234,56"). */
async function figuresOf(page: Page, selector: string) {
  const shown = (await page.locator(selector).first().textContent())!.trim();
  expect(shown).toMatch(/^₺\d{1,3}(\.\d{3})*,\d{2}$/);
  return shown.slice(1);
}

test("a card payment in 3 installments charges the lira amount the payment step showed, on every page and document", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "installments", testInfo.project.name);
  await fillActiveCart(consumer.token);
  await checkoutByApi(consumer.token);

  // The payment step: the order's total in lira at the day's rate, and per count what the card is charged.
  await page.goto(pathFor("checkoutPayment", "tr"));
  await expect(page.getByRole("heading", { level: 1, name: "Ödeme yöntemi" })).toBeVisible();
  await expect(page.getByText(/Kartla ödemede kartınızdan Türk lirası çekilir: sipariş toplamı \$[\d.]+,\d{2}/)).toBeVisible();
  const installments = page.getByLabel("Kart taksitleri");
  // The store's cap (4, for electronic goods) leaves the sandbox's 1, 2 and 3.
  await expect(installments.locator("option")).toHaveCount(3);
  await expect(installments.locator('option[value="6"]')).toHaveCount(0);
  await expectAccessible(page);

  // The optional BIN: only the first digits, refused next to the field when it is not 6 or 8 digits.
  const bin = page.getByLabel(/Kartınızın ilk 6 hanesi/);
  await bin.fill("4543");
  await page.getByRole("button", { name: "Taksitleri kartıma göre göster" }).click();
  await expect(page.getByText("Kartınızın yalnızca ilk 6 hanesini girin (yeni kartlarda 8)")).toBeVisible();
  await bin.fill("454360");
  await page.getByRole("button", { name: "Taksitleri kartıma göre göster" }).click();
  await expect(page.getByText(/Tutarlar 454360 ile başlayan kart içindir/)).toBeVisible();

  const threeText = (await installments.locator('option[value="3"]').textContent())!;
  expect(threeText).toMatch(/^3 taksit × ₺[\d.]+,\d{2}: kartınızdan çekilecek ₺[\d.]+,\d{2} \(₺[\d.]+,\d{2} taksit komisyonu dahil\)$/);
  const shown = liraAfter(threeText, /kartınızdan çekilecek/);

  await page.getByRole("radio", { name: /Kredi veya banka kartı/ }).check();
  await installments.selectOption("3");
  await page.getByRole("checkbox", { name: /okudum, kabul ediyorum/ }).check();
  await page.getByRole("button", { name: "Siparişi ver" }).click();

  // The sandbox bank takes the same lira amount, in 3 installments.
  await expect(page.getByRole("heading", { level: 1, name: "3-D Secure doğrulaması" })).toBeVisible();
  expect(await figuresOf(page, "[data-sandbox-amount]")).toBe(shown);
  await page.getByLabel("Kart numarası").fill("4242 4242 4242 4242");
  await page.getByLabel("Son kullanma tarihi").fill("12/39");
  await page.getByLabel("Güvenlik kodu (CVC)").fill("123");
  await page.getByLabel("Tek kullanımlık kod").fill(SANDBOX_CHALLENGE_CODE);
  await page.getByRole("button", { name: "Ödemeyi onayla" }).click();
  if (!jsEnabled()) await page.getByRole("button", { name: "Mağazaya dön" }).click();

  // The success page and the order's page itemise it: the total in lira, the commission, the amount charged.
  await expect(page.getByRole("heading", { level: 1, name: "Teşekkürler: siparişinizin ödemesi alındı" })).toBeVisible();
  const orderNumber = (await page.locator("[data-order-number]").textContent())!.trim();
  const success = page.getByRole("region", { name: "Kartınızdan çekilen" });
  await expect(success.getByText("Taksit komisyonu (3 taksit)")).toBeVisible();
  expect(await figuresOf(page, "[data-card-charge-amount]")).toBe(shown);
  await expectAccessible(page);

  await page.goto(pathFor("orderDetail", "tr", { id: orderNumber }));
  const charge = page.getByRole("region", { name: "Kartınızdan çekilen" });
  await expect(charge.getByText("Taksit komisyonu (3 taksit)")).toBeVisible();
  expect(await figuresOf(page, "[data-card-charge-amount]")).toBe(shown);

  // The confirmation mail (the development outbox), in the order's language: the payment received and the itemised charge.
  const mail = await newestMailText(consumer.email);
  expect(mail).toContain(orderNumber);
  expect(liraAfter(mail, new RegExp(`${orderNumber} numaralı siparişiniz için teşekkür ederiz\\.`))).toBe(shown);
  expect(liraAfter(mail, /Kartınızdan çekilen:/)).toBe(shown);
  expect(mail).toContain(`${shown} TRY, 3 taksit ×`);

  // The invoice of the paid order prints the lira amount charged as Turkish documents write it ("1.234,56 ₺").
  const invoice = (await pdfText((await download(page, "Faturayı indir (PDF)")).body)).replace(/\s+/g, " ");
  expect(invoice).toContain(orderNumber);
  expect(invoice).toContain(`${shown} ₺`);
});
