import type { Page } from "@playwright/test";
import { pathFor } from "../../contract/paths";
import { formatDateTime } from "../../app/lib/dates";
import { formatAmount, formatQuantity, formatUnitPrice } from "../../app/lib/format";
import { download, pdfText } from "./support/downloads";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";
import { freshCompany } from "./support/fresh-company";
import { cancelOrderByApi, orderByApi, placeOrderByApi } from "./support/orders";
import { DEMO_ACCOUNTS, signIn } from "./support/session";

// The dashboard's order pages (issue 16, item 4): the order history with its filters, one order's page with its
// invoice, and the buyer's cancel. Orders are placed through the API; what is checked goes through the pages, with
// JavaScript off and on.

const orderRow = (page: Page, orderNumber: string) => page.getByRole("row").filter({ hasText: orderNumber });

/** Sends the filter form, and waits for the filtered list's address (with scripts, the list changes in the page). */
async function filterOrders(page: Page, status: string, search: string) {
  const [value] = await page.getByLabel("Durum").selectOption({ label: status });
  await page.getByLabel("Sipariş no. veya satın alma sipariş no.").fill(search);
  await page.getByRole("button", { name: "Filtrele" }).click();
  await expect(page).toHaveURL(pathFor("orders", "tr", {}, { status: value, q: search }));
}

test("the order history lists the orders and filters them by status and by number", async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "orders-list", testInfo.project.name);

  // Before the first order: what to do next, and nothing to filter.
  const response = await page.goto(pathFor("orders", "tr"));
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Sipariş geçmişi" })).toBeVisible();
  await expect(page.getByText("Henüz sipariş vermediniz.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Kataloğa göz atın" })).toHaveAttribute("href", pathFor("categories", "tr"));
  await expect(page.getByRole("search", { name: "Siparişleri filtrele" })).toHaveCount(0);

  const withPo = await placeOrderByApi(consumer.token, { paymentType: "eft", customerOrderNumber: "PO-4711" });
  const cancelled = await placeOrderByApi(consumer.token, { paymentType: "eft" });
  await cancelOrderByApi(consumer.token, cancelled);
  const order = await orderByApi(consumer.token, withPo);

  await page.goto(pathFor("orders", "tr"));
  const row = orderRow(page, withPo);
  await expect(row.getByRole("link", { name: withPo })).toHaveAttribute("href", pathFor("orderDetail", "tr", { id: withPo }));
  await expect(row).toContainText("Satın alma no. PO-4711");
  await expect(row).toContainText(formatDateTime(order.createdAt, "tr")!);
  await expect(row).toContainText("Ödeme bekleniyor");
  await expect(row).toContainText("EFT veya havale");
  await expect(row).toContainText(formatAmount(order.totals.total, "tr", order.totals.currency));
  await expect(orderRow(page, cancelled)).toContainText("İptal edildi");
  // A consumer's own orders: no "placed by" column.
  await expect(page.getByRole("columnheader", { name: "Siparişi veren" })).toHaveCount(0);
  await expectAccessible(page);

  await filterOrders(page, "İptal edildi", "");
  await expect(orderRow(page, cancelled)).toBeVisible();
  await expect(orderRow(page, withPo)).toHaveCount(0);
  await expect(page.getByLabel("Durum")).toHaveValue("cancelled");
  // A page past the end of the filtered list (an old link) shows its last page, the filter kept.
  await page.goto(pathFor("orders", "tr", {}, { status: "cancelled", page: 4 }));
  await expect(page).toHaveURL(pathFor("orders", "tr", {}, { status: "cancelled" }));
  await expect(orderRow(page, cancelled)).toBeVisible();

  await filterOrders(page, "Tüm durumlar", withPo);
  await expect(orderRow(page, withPo)).toBeVisible();
  await expect(orderRow(page, cancelled)).toHaveCount(0);

  await filterOrders(page, "Tüm durumlar", "po-4711");
  await expect(orderRow(page, withPo)).toBeVisible();
  await expect(orderRow(page, cancelled)).toHaveCount(0);

  // Nothing matches: say so, and offer the way back to every order.
  await filterOrders(page, "Ödeme bekleniyor", cancelled);
  await expect(page.getByText("Bu filtrelere uyan sipariş yok.")).toBeVisible();
  await page.getByRole("link", { name: "Filtreleri temizle" }).click();
  await expect(page).toHaveURL(pathFor("orders", "tr"));
  await expect(page.getByRole("row")).toHaveCount(3);
  await expect(page.getByLabel("Sipariş no. veya satın alma sipariş no.")).toHaveValue("");
});

test("a company's order history says who placed each order", async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const { admin } = await freshCompany("company-orders", testInfo.project.name);
  const record = await signIn(context, baseURL!, admin);
  const orderNumber = await placeOrderByApi(record, { paymentType: "eft" });

  await page.goto(pathFor("orders", "en", {}, { q: orderNumber }));
  await expect(page.getByText("Your company's orders, newest first.")).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Placed by" })).toBeVisible();
  await expect(orderRow(page, orderNumber)).toContainText(admin.email);
  await expectAccessible(page);
});

test("an order's page shows its lines, totals and addresses, and its invoice downloads as a PDF", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "orders-detail", testInfo.project.name);
  const orderNumber = await placeOrderByApi(consumer.token, { paymentType: "eft" });
  const order = await orderByApi(consumer.token, orderNumber);
  const [line] = order.lines;
  const { currency } = order.totals;

  await page.goto(pathFor("orderDetail", "en", { id: orderNumber }));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary).toContainText("Awaiting payment");
  await expect(summary).toContainText(formatDateTime(order.createdAt, "en")!);
  await expect(summary).toContainText("EFT or wire transfer");

  const lineRow = page.getByRole("region", { name: "Items" }).getByRole("row").filter({ hasText: line.mpn });
  await expect(lineRow).toContainText(line.manufacturerName);
  await expect(lineRow).toContainText(line.description);
  await expect(lineRow).toContainText(formatQuantity(line.quantity, "en"));
  await expect(lineRow).toContainText(formatUnitPrice(line.unitPrice, "en", currency));
  await expect(lineRow).toContainText(formatAmount(line.extendedPrice, "en", currency));

  const totals = page.getByRole("region", { name: "Totals" });
  await expect(totals).toContainText(formatAmount(order.totals.total, "en", currency));
  await expect(totals).toContainText(formatAmount(order.totals.tax, "en", currency));
  // Placed in another currency: the Turkish lira amounts too.
  expect(currency).not.toBe("TRY");
  await expect(totals.getByRole("heading", { name: "Turkish Lira" })).toBeVisible();
  await expect(totals).toContainText(formatAmount(order.totalsTry.total, "en", "TRY"));

  await expect(page.getByRole("region", { name: "Billing address" })).toContainText("Identity no. 10000000146");
  await expect(page.getByRole("region", { name: "Shipping address" })).toContainText("Ziya Gökalp Caddesi No: 5");
  const delivery = page.getByRole("region", { name: "Delivery" });
  await expect(delivery).toContainText(order.shipping.carrier);
  await expect(delivery).toContainText("Standard");
  await expect(delivery).toContainText("Not shipped yet");
  await expect(page.getByRole("region", { name: "Payments" })).toContainText("No payment recorded yet.");
  await expect(page.getByRole("region", { name: "History" })).toContainText("Awaiting payment");
  await expectAccessible(page);

  // Awaiting its transfer: the proforma, not yet an invoice (docs/decisions/034-invoices.md).
  const invoice = await download(page, "Download proforma invoice (PDF)");
  expect(invoice.name).toBe(`proforma-${orderNumber}.pdf`);
  const text = await pdfText(invoice.body);
  expect(text).toContain(orderNumber);
  // Placed in Turkish: its documents write decimal commas.
  expect(text).toContain(new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2 }).format(Number(order.totals.total)));

  // On a phone the tables become cards: no page wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [pathFor("orderDetail", "en", { id: orderNumber }), pathFor("orders", "en")]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});

test("cancelling asks first, then the order and the list say it is cancelled", async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "orders-cancel", testInfo.project.name);
  const orderNumber = await placeOrderByApi(consumer.token, { paymentType: "eft" });
  const detailPath = pathFor("orderDetail", "tr", { id: orderNumber });

  await page.goto(detailPath);
  await page.getByRole("link", { name: "Siparişi iptal et" }).click();
  const confirm = page.getByRole("alertdialog", { name: `${orderNumber} siparişi iptal edilsin mi?` });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  // Keeping it changes nothing.
  await confirm.getByRole("link", { name: "Siparişi koru" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Özet" })).toContainText("Ödeme bekleniyor");

  await page.getByRole("link", { name: "Siparişi iptal et" }).click();
  await page.getByRole("button", { name: "Evet, siparişi iptal et" }).click();
  await expect(page.getByText(`${orderNumber} siparişi iptal edildi`).first()).toBeVisible();
  await expect(page).toHaveURL(detailPath);
  await expect(page.getByRole("region", { name: "Özet" })).toContainText("İptal edildi");
  await expect(page.getByRole("region", { name: "Durum geçmişi" })).toContainText("Alıcı tarafından iptal edildi");
  await expect(page.getByRole("link", { name: "Siparişi iptal et" })).toHaveCount(0);

  await page.goto(pathFor("orders", "tr"));
  await expect(orderRow(page, orderNumber)).toContainText("İptal edildi");
});

test("a cancel the API refuses shows its reason on the order's page", async ({ page, context, baseURL }, testInfo) => {
  const consumer = await signInAsFreshConsumer(context, baseURL!, "orders-refused", testInfo.project.name);
  const orderNumber = await placeOrderByApi(consumer.token, { paymentType: "eft" });

  await page.goto(pathFor("orderDetail", "tr", { id: orderNumber }, { confirmCancel: 1 }));
  // Meanwhile, in another tab, the order is cancelled: the second cancel is refused (409).
  await cancelOrderByApi(consumer.token, orderNumber);
  await page.getByRole("button", { name: "Evet, siparişi iptal et" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Bu sipariş artık iptal edilemez" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Özet" })).toContainText("İptal edildi");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("another user's order, and a number of another shape, answer the 404 page", async ({ page, context, baseURL }, testInfo) => {
  const owner = await signInAsFreshConsumer(context, baseURL!, "orders-owner", testInfo.project.name);
  const orderNumber = await placeOrderByApi(owner.token, { paymentType: "eft" });

  await context.clearCookies();
  await signIn(context, baseURL!, { ...DEMO_ACCOUNTS.consumer, userType: "b2c" });
  for (const path of [pathFor("orderDetail", "tr", { id: orderNumber }), pathFor("orderDetail", "en", { id: "not-an-order" })]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  const invoice = await page.request.get(`/api/orders/${orderNumber}/invoice?lng=tr`);
  expect(invoice.status()).toBe(404);
  expect(invoice.headers()["content-type"] ?? "").not.toContain("pdf");
});
