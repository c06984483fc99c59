import { ordersSettingsOf } from "../../api/config";
import { sellerAddress, sellerOf } from "../../api/lib/seller";
import { pathFor } from "../../contract/paths";
import { download, pdfText } from "./support/downloads";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";
import { fillActiveCart, orderByApi, placeOrderByApi } from "./support/orders";
import { moveOrderByStaff } from "./support/orders-desk";

// An order's documents (docs/decisions/034-invoices.md): the proforma of an unpaid EFT order, the invoice of a paid
// one as a PDF and as UBL-TR XML, and one seller on the contract, the bank accounts page and the invoice. Orders are
// placed and paid through the API (payment as staff will confirm it); what is checked goes through the pages.

/** The seller of the servers under test: the configuration's defaults (the e2e servers set no SELLER_*). */
const seller = sellerOf(ordersSettingsOf({}));
/** A PDF's text with single spaces: a wrapped line reads as one. */
const flatText = async (body: Buffer) => (await pdfText(body)).replace(/\s+/g, " ");

test("an unpaid EFT order offers its proforma; once paid, its invoice as a PDF and as UBL-TR XML", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "invoices", testInfo.project.name);
  const orderNumber = await placeOrderByApi(consumer.token, { paymentType: "eft", customerOrderNumber: "PO-E2E-77" });

  await page.goto(pathFor("orderDetail", "en", { id: orderNumber }));
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents).toContainText("The invoice is issued once your payment is received.");
  await expect(documents.getByRole("link", { name: "Download e-invoice (UBL-TR XML)" })).toHaveCount(0);
  const proforma = await download(page, "Download proforma invoice (PDF)");
  expect(proforma.name).toBe(`proforma-${orderNumber}.pdf`);
  // The order was placed in Turkish: its documents speak Turkish, whatever the page's language.
  const proformaText = await flatText(proforma.body);
  expect(proformaText).toContain("Proforma fatura");
  expect(proformaText).toContain("Bu belge fatura değildir");

  await moveOrderByStaff(consumer.token, orderNumber, ["paid"]);
  const { invoice } = await orderByApi(consumer.token, orderNumber);
  expect(invoice?.number).toMatch(/^DEV\d{13}$/);
  await page.reload();
  await expect(documents).toContainText(`Invoice ${invoice!.number}`);
  await expect(documents.getByRole("link", { name: "Download proforma invoice (PDF)" })).toHaveCount(0);
  await expectAccessible(page);

  const pdf = await download(page, "Download invoice (PDF)");
  expect(pdf.name).toBe(`invoice-${invoice!.number}.pdf`);
  const text = await flatText(pdf.body);
  expect(text).toContain("e-Arşiv Fatura");
  expect(text).toContain(`Fatura no: ${invoice!.number}`);
  expect(text).toContain(`ETTN: ${invoice!.ettn}`);
  expect(text).toContain("Alıcının sipariş no: PO-E2E-77");
  expect(text).toMatch(/Ödenecek tutar: [\d.]+,\d{2} USD · [\d.]+,\d{2} ₺/);

  const xml = await download(page, "Download e-invoice (UBL-TR XML)");
  expect(xml.name).toBe(`invoice-${invoice!.number}.xml`);
  const document = xml.body.toString("utf8");
  expect(document).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(document).toContain(`<cbc:ID>${invoice!.number}</cbc:ID>`);
  expect(document).toContain(`<cbc:UUID>${invoice!.ettn}</cbc:UUID>`);
  expect(document).toContain("<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>");
});

test("the distance sales contract, the bank accounts page and the invoice name the same seller", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "seller", testInfo.project.name);
  const orderNumber = await placeOrderByApi(consumer.token, { paymentType: "eft" });
  const address = sellerAddress(seller);

  await page.goto(pathFor("orderDetail", "en", { id: orderNumber }));
  const invoice = await flatText((await download(page, "Download proforma invoice (PDF)")).body);
  for (const detail of [seller.title, address, `VKN: ${seller.taxNumber}`]) expect(invoice, detail).toContain(detail);

  await fillActiveCart(consumer.token);
  for (const key of ["cartDistanceSalesContract", "cartPreliminaryInformation"] as const) {
    await page.goto(pathFor(key, "en"));
    const main = page.locator("main");
    await expect(main).toContainText(`Trade name: ${seller.title}`);
    await expect(main).toContainText(`Address: ${address}`);
    await expect(main).toContainText(`Tax Office, ${seller.taxNumber}`);
  }

  await page.goto(pathFor("bankAccounts", "en"));
  const cards = page.locator("main article");
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) await expect(card.getByText(seller.title, { exact: true })).toBeVisible();
});
