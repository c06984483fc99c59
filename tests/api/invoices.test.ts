import { randomUUID } from "node:crypto";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_NUMBER_PATTERN } from "@contract/api/invoices/values";
import type { Order } from "@contract/api/orders/schemas";
import { sellerAddress } from "../../api/lib/seller";
import { issueSalesInvoice } from "../../api/modules/invoices/issue";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { seedBankAccountsIfEmpty } from "../../api/seed/bank-accounts";
import { bearer, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { readSandboxToken, signedSandboxResult } from "../../contract/payments/sandbox-bank";
import { createTestApp, TEST_PAYMENT_SECRET, type TestApp } from "./support/test-app";
import { moveOrderByStaff } from "./support/order-desk";

// Invoices of paid orders (docs/decisions/034-invoices.md): issued once when paid, numbered in their series, a proforma
// before; the PDF and the UBL-TR XML state the same figures; one seller on every document.

let t: TestApp;
const tokens = { consumer: "", admin: "" };
let part: { variantId: number; stock: number };
type Who = keyof typeof tokens;

const call = (who: Who, method: "GET" | "POST" | "PATCH", url: string, payload?: object, language = "tr") =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { ...bearer(tokens[who]), "accept-language": language, ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}) },
    payload,
  });
/** A PDF's text with its spacing made single: a cell that wraps reads as one line. */
const pdfText = async (body: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text.replace(/\s+/g, " ");

/** Figures as a Turkish document writes them, formatted here on their own (not by the code under test). */
const tr = (value: number | string) =>
  new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value as `${number}`);
const cents = (value: string) => Math.round(Number(value) * 100);
const fromCents = (value: number) => (value / 100).toFixed(2);

const REFERENCE = `R&D <bölüm> "A1"`;
const PO_NUMBER = "PO-2026/0042";

/**
 * An EFT order of three units of the part, in Turkish, with a purchase-order number and a reference on its line
 * (the reference carries XML's special characters).
 */
async function placeEftOrder(who: Who = "consumer") {
  await readyCheckout(t.app, tokens[who], {
    variantId: part.variantId,
    quantity: 3,
    business: who === "admin",
    extra: { customerOrderNumber: PO_NUMBER },
  });
  const cart = (await call(who, "GET", "/carts/users/me/active")).json().data;
  const line = cart.slots.normal[0];
  const referenced = await call(who, "PATCH", `/carts/users/me/${cart.id}/lines/${line.id}`, { customerReference: REFERENCE });
  expect(referenced.statusCode, referenced.body).toBe(200);
  const placed = await call(who, "POST", "/orders/users/me", { paymentType: "eft", readTerms: true });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data.order.orderNumber as string;
}

const moveToPaid = (orderNumber: string) => moveOrderByStaff(t, orderNumber, "paid");
const orderOf = async (who: Who, orderNumber: string): Promise<Order> =>
  (await call(who, "GET", `/orders/users/me/${orderNumber}`)).json().data;
const invoiceFile = (who: Who, orderNumber: string, kind: "invoice" | "invoice.xml") =>
  call(who, "GET", `/orders/users/me/${orderNumber}/${kind}`);
const invoiceCount = async (orderNumber: string) =>
  (
    await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.order_number = ${orderNumber}`,
    )
  )[0].count;

/** What the invoice must state, worked out from the order alone: VAT by rate with shipping's (20 %) in it, the payable. */
function expectedFigures(order: Order) {
  const groups = new Map<string, { base: number; tax: number }>();
  const add = (rate: string, base: number, tax: number) => {
    const group = groups.get(rate) ?? { base: 0, tax: 0 };
    groups.set(rate, { base: group.base + base, tax: group.tax + tax });
  };
  for (const line of order.lines) add(line.vatRate, cents(line.extendedPrice), cents(line.tax));
  const linesTax = order.lines.reduce((sum, line) => sum + cents(line.tax), 0);
  add("20.00", cents(order.shipping.price), cents(order.totals.tax) - linesTax);
  const lineExtension = order.lines.reduce((sum, line) => sum + cents(line.extendedPrice), 0) + cents(order.shipping.price);
  return { groups, lineExtension, tax: cents(order.totals.tax), payable: cents(order.totals.total) };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  part = await stockLimitedPart(t.db);
  await seedBankAccountsIfEmpty(t.db);
}, 120_000);
afterAll(() => t.close());

describe("an EFT order's invoice", () => {
  it("is a proforma until the order is paid, then issued once, numbered in its series", async () => {
    const orderNumber = await placeEftOrder();
    expect((await orderOf("consumer", orderNumber)).invoice).toBeNull();
    const proforma = await invoiceFile("consumer", orderNumber, "invoice");
    expect(proforma.statusCode).toBe(200);
    expect(proforma.headers["content-disposition"]).toContain(`proforma-${orderNumber}.pdf`);
    const proformaText = await pdfText(proforma.rawPayload);
    expect(proformaText).toContain("Proforma fatura");
    expect(proformaText).toContain("Bu belge fatura değildir");
    expect(proformaText).not.toMatch(/Fatura no:|ETTN/);
    expect((await invoiceFile("consumer", orderNumber, "invoice.xml")).statusCode).toBe(404);
    expect(await invoiceCount(orderNumber)).toBe(0);

    expect((await moveToPaid(orderNumber)).statusCode).toBe(200);
    const { invoice } = await orderOf("consumer", orderNumber);
    expect(invoice).toMatchObject({ profile: "EARSIVFATURA", status: "issued" });
    expect(invoice!.number).toHaveLength(16);
    expect(invoice!.number).toMatch(INVOICE_NUMBER_PATTERN);
    // The series, then the year of the store's day (Turkey's).
    const year = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Istanbul" }).format(new Date(invoice!.issuedAt));
    expect(invoice!.number.slice(0, 7)).toBe(`DEV${year}`);
    expect(invoice!.ettn).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    // Issuing again (a replayed payment, a staff member's second click) keeps the one invoice.
    const [{ id }] = await rows<{ id: number }>(t.db, sql`SELECT id FROM orders WHERE order_number = ${orderNumber}`);
    const again = await t.db.transaction((tx) => issueSalesInvoice(tx, id, t.app.invoicing));
    expect(again.number).toBe(invoice!.number);
    expect(await invoiceCount(orderNumber)).toBe(1);
    const paid = await invoiceFile("consumer", orderNumber, "invoice");
    expect(paid.headers["content-disposition"]).toContain(`invoice-${invoice!.number}.pdf`);
  });

  it("numbers two paid orders one after the other", async () => {
    const first = await placeEftOrder();
    const second = await placeEftOrder();
    await Promise.all([moveToPaid(first), moveToPaid(second)]);
    const numbers = [(await orderOf("consumer", first)).invoice!.number, (await orderOf("consumer", second)).invoice!.number];
    const sequence = numbers.map((number) => Number(number.slice(7))).sort((a, b) => a - b);
    expect(sequence[1] - sequence[0]).toBe(1);
    expect(numbers[0].slice(0, 7)).toBe(numbers[1].slice(0, 7));
  });
});

describe("a paid invoice's PDF and UBL-TR XML", () => {
  let order: Order;
  let text: string;
  let xml: string;
  /** The lira rate the invoice states (XML's PricingExchangeRate), and its day. */
  let rate: { value: string; date: string };
  beforeAll(async () => {
    const orderNumber = await placeEftOrder();
    await moveToPaid(orderNumber);
    order = await orderOf("consumer", orderNumber);
    text = await pdfText((await invoiceFile("consumer", orderNumber, "invoice")).rawPayload);
    const answer = await invoiceFile("consumer", orderNumber, "invoice.xml");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("application/xml");
    xml = answer.body;
    const exchange = new XMLParser({ parseTagValue: false }).parse(xml).Invoice["cac:PricingExchangeRate"];
    rate = { value: exchange["cbc:CalculationRate"], date: exchange["cbc:Date"] };
  });

  it("states in Turkish the numbers, references, VAT by rate with shipping's, and the totals in the order's currency and in TRY", () => {
    expect(order.languageCode).toBe("tr");
    expect(order.totals.currency).toBe("USD");
    expect(text).toContain("e-Arşiv Fatura");
    expect(text).toContain(`Fatura no: ${order.invoice!.number}`);
    expect(text).toContain(`ETTN: ${order.invoice!.ettn}`);
    expect(text).toContain(`Sipariş no: ${order.orderNumber}`);
    expect(text).toContain(`Alıcının sipariş no: ${PO_NUMBER}`);
    expect(text).toContain(REFERENCE);
    expect(text).toContain("T.C. kimlik no: 10000000146");
    // The carrier's service in Turkish on a Turkish invoice.
    expect(text).toContain(`${order.shipping.carrier} Standart`);
    expect(text).not.toContain(`${order.shipping.carrier} Standard`);

    const figures = expectedFigures(order);
    const lira = Number(rate.value);
    const inTry = (value: number) => Math.round(value * lira) / 100;
    for (const [vatRate, group] of figures.groups) {
      const row = `%${Number(vatRate)} ${tr(fromCents(group.base))} ${tr(fromCents(group.tax))} ${tr(inTry(group.base))} ${tr(inTry(group.tax))}`;
      expect(text, `VAT row ${vatRate}`).toContain(row);
    }
    const payableTry = [...figures.groups.values()].reduce(
      (sum, group) => sum + Math.round(group.base * lira) + Math.round(group.tax * lira),
      0,
    );
    expect(text).toContain(`Ödenecek tutar: ${tr(order.totals.total)} USD · ${tr(payableTry / 100)} ₺`);
    const rateText = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(lira);
    const rateDay = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeZone: "Europe/Istanbul" }).format(
      new Date(`${rate.date}T12:00:00Z`),
    );
    expect(text).toContain(`Döviz kuru: 1 USD = ${rateText} TL (${rateDay})`);
    // Decimal commas: the total is never written with a decimal point.
    expect(text).not.toContain(order.totals.total);
    // The line's unit price as shown (spec section 9) times its quantity is its amount.
    const [line] = order.lines;
    expect(text).toContain(tr(line.extendedPrice));
  });

  it("is well formed UBL-TR with every required element, and the PDF's figures", async () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@",
      parseTagValue: false,
      isArray: (name) => ["cac:InvoiceLine", "cac:TaxSubtotal", "cac:PartyIdentification"].includes(name),
    }).parse(xml);
    const invoice = parsed.Invoice;
    for (const name of [
      "cbc:UBLVersionID",
      "cbc:CustomizationID",
      "cbc:ProfileID",
      "cbc:ID",
      "cbc:CopyIndicator",
      "cbc:UUID",
      "cbc:IssueDate",
      "cbc:IssueTime",
      "cbc:InvoiceTypeCode",
      "cbc:DocumentCurrencyCode",
      "cbc:LineCountNumeric",
      "cac:OrderReference",
      "cac:Signature",
      "cac:AccountingSupplierParty",
      "cac:AccountingCustomerParty",
      "cac:PricingExchangeRate",
      "cac:TaxTotal",
      "cac:LegalMonetaryTotal",
      "cac:InvoiceLine",
    ])
      expect(invoice[name], name).toBeDefined();
    expect(invoice["@xmlns"]).toBe("urn:oasis:names:specification:ubl:schema:xsd:Invoice-2");
    expect(invoice["cbc:UBLVersionID"]).toBe("2.1");
    expect(invoice["cbc:CustomizationID"]).toBe("TR1.2");
    expect(invoice["cbc:ProfileID"]).toBe("EARSIVFATURA");
    expect(invoice["cbc:InvoiceTypeCode"]).toBe("SATIS");
    expect(invoice["cbc:ID"]).toBe(order.invoice!.number);
    expect(invoice["cbc:UUID"]).toBe(order.invoice!.ettn);
    expect(invoice["cbc:IssueDate"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice["cbc:IssueTime"]).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(invoice["cbc:DocumentCurrencyCode"]).toBe("USD");
    expect(invoice["cac:OrderReference"]["cbc:ID"]).toBe(PO_NUMBER);
    expect(invoice["cac:OrderReference"]["cbc:IssueDate"]).toBeDefined();
    expect(invoice["cac:PricingExchangeRate"]).toMatchObject({ "cbc:SourceCurrencyCode": "USD", "cbc:TargetCurrencyCode": "TRY" });
    // The central bank's forex buying rate of the last bulletin before the invoice's day; the order's own rate in a
    // store without one (docs/decisions/034-invoices.md).
    const [bulletin] = await rows<{ rate: string; rateDate: string }>(
      t.db,
      sql`SELECT forex_buying AS rate, rate_date AS "rateDate" FROM exchange_rates
          WHERE currency = 'USD' AND forex_buying IS NOT NULL AND rate_date < ${invoice["cbc:IssueDate"]} ORDER BY rate_date DESC LIMIT 1`,
    );
    const expected = bulletin ?? { rate: order.exchangeRates.TRY, rateDate: order.rateDate };
    expect(Number(invoice["cac:PricingExchangeRate"]["cbc:CalculationRate"])).toBeCloseTo(Number(expected.rate), 6);
    expect(invoice["cac:PricingExchangeRate"]["cbc:Date"]).toBe(expected.rateDate);

    const supplier = invoice["cac:AccountingSupplierParty"]["cac:Party"];
    expect(supplier["cac:PartyIdentification"][0]["cbc:ID"]).toMatchObject({ "#text": t.app.seller.taxNumber, "@schemeID": "VKN" });
    expect(supplier["cac:PartyName"]["cbc:Name"]).toBe(t.app.seller.title);
    expect(supplier["cac:PostalAddress"]["cbc:CityName"]).toBe(t.app.seller.city);
    expect(supplier["cac:PostalAddress"]["cbc:CitySubdivisionName"]).toBe(t.app.seller.district);
    expect(supplier["cac:PostalAddress"]["cac:Country"]["cbc:Name"]).toBe("Türkiye");
    expect(supplier["cac:PartyTaxScheme"]["cac:TaxScheme"]["cbc:Name"]).toBe(t.app.seller.taxOffice);
    const customer = invoice["cac:AccountingCustomerParty"]["cac:Party"];
    expect(customer["cac:PartyIdentification"][0]["cbc:ID"]).toMatchObject({ "#text": "10000000146", "@schemeID": "TCKN" });
    expect(customer["cac:Person"]["cbc:FirstName"]).toBe(order.billingAddress.firstName);
    expect(customer["cac:Person"]["cbc:FamilyName"]).toBe(order.billingAddress.lastName);

    // The figures: the PDF's (worked out above from the order), in the document's currency.
    const figures = expectedFigures(order);
    const amount = (node: { "#text": string; "@currencyID": string }) => {
      expect(node["@currencyID"]).toBe("USD");
      return cents(node["#text"]);
    };
    const lines = invoice["cac:InvoiceLine"];
    expect(lines).toHaveLength(order.lines.length + 1);
    expect(Number(invoice["cbc:LineCountNumeric"])).toBe(lines.length);
    const lineSum = lines.reduce((sum: number, line: Record<string, never>) => sum + amount(line["cbc:LineExtensionAmount"]), 0);
    const total = invoice["cac:LegalMonetaryTotal"];
    expect(amount(total["cbc:LineExtensionAmount"])).toBe(figures.lineExtension);
    expect(lineSum).toBe(figures.lineExtension);
    expect(amount(total["cbc:TaxExclusiveAmount"])).toBe(figures.lineExtension);
    expect(amount(total["cbc:TaxInclusiveAmount"])).toBe(figures.payable);
    expect(amount(total["cbc:PayableAmount"])).toBe(figures.payable);
    expect(amount(invoice["cac:TaxTotal"]["cbc:TaxAmount"])).toBe(figures.tax);
    const subtotals = invoice["cac:TaxTotal"]["cac:TaxSubtotal"];
    expect(subtotals).toHaveLength(figures.groups.size);
    for (const subtotal of subtotals) {
      const group = figures.groups.get(`${subtotal["cbc:Percent"]}.00`)!;
      expect(amount(subtotal["cbc:TaxableAmount"])).toBe(group.base);
      expect(amount(subtotal["cbc:TaxAmount"])).toBe(group.tax);
      expect(subtotal["cac:TaxCategory"]["cac:TaxScheme"]).toMatchObject({ "cbc:Name": "KDV", "cbc:TaxTypeCode": "0015" });
    }

    const [first] = lines;
    const [orderLine] = order.lines;
    expect(first["cbc:InvoicedQuantity"]).toMatchObject({ "#text": String(orderLine.quantity), "@unitCode": "C62" });
    expect(first["cac:Item"]["cbc:Name"]).toBe(`${orderLine.mpn} (${orderLine.manufacturerName})`);
    // The buyer's reference comes back as typed: its <, & and " were escaped, not read as markup.
    expect(first["cac:Item"]["cac:BuyersItemIdentification"]["cbc:ID"]).toBe(REFERENCE);
    expect(first["cac:Price"]["cbc:PriceAmount"]["@currencyID"]).toBe("USD");
    expect(first["cac:TaxTotal"]["cac:TaxSubtotal"][0]["cbc:Percent"]).toBe(String(Number(orderLine.vatRate)));
    expect(xml).toContain("R&amp;D &lt;bölüm&gt; &quot;A1&quot;");
  });
});

describe("a card order paid in lira in installments", () => {
  it("is invoiced by the callback that captured it, with the installments' commission and the lira charged", async () => {
    await readyCheckout(t.app, tokens.consumer, { variantId: part.variantId });
    const placed = await call("consumer", "POST", "/orders/users/me", { paymentType: "pos", installments: 3, readTerms: true });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = placed.json().data.order.orderNumber;
    expect((await orderOf("consumer", orderNumber)).invoice).toBeNull();
    const token = new URL(placed.json().data.paymentRedirect, "http://store").searchParams.get("token")!;
    const payment = readSandboxToken(TEST_PAYMENT_SECRET, token)!;
    const fields = {
      paymentId: payment.paymentId,
      status: "success",
      amount: payment.amount,
      currency: payment.currency,
      cardLast4: "1111",
    } as const;
    const callback = () =>
      t.app.inject({ method: "POST", url: "/v1/payment/callbacks/sandbox", payload: signedSandboxResult(TEST_PAYMENT_SECRET, fields) });
    // A replayed callback issues nothing more.
    await Promise.all([callback(), callback()]);
    const order = await orderOf("consumer", orderNumber);
    expect(order.invoice?.number).toMatch(INVOICE_NUMBER_PATTERN);
    expect(await invoiceCount(orderNumber)).toBe(1);
    const charge = order.cardCharge!;
    expect(charge.installments).toBe(3);
    const text = await pdfText((await invoiceFile("consumer", orderNumber, "invoice")).rawPayload);
    expect(text).toContain(`Kredi kartıyla 3 taksit · vade farkı: ${tr(charge.commission)} ₺ · tahsil edilen: ${tr(charge.amount)} ₺`);
  });
});

describe("a net-term order of a company", () => {
  it("is invoiced as it is placed (paid at once), to the company's tax number and office", async () => {
    await readyCheckout(t.app, tokens.admin, {
      variantId: part.variantId,
      business: true,
      extra: { identityNumber: "", currentAccountCode: "120.01.001" },
    });
    const placed = await call("admin", "POST", "/orders/users/me", { paymentType: "net", readTerms: true }, "en");
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = placed.json().data.order.orderNumber;
    const order = await orderOf("admin", orderNumber);
    expect(order.invoice).toMatchObject({ profile: "EARSIVFATURA", status: "issued" });
    const text = await pdfText((await invoiceFile("admin", orderNumber, "invoice")).rawPayload);
    expect(text).toContain("e-Archive invoice");
    expect(text).toContain(`Tax office: ${order.billingAddress.taxOffice} · Tax number (VKN): 1234567890`);
    expect(text).toContain(`Total payable: ${Number(order.totals.total).toLocaleString("en-GB", { minimumFractionDigits: 2 })} USD`);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(
      (await invoiceFile("admin", orderNumber, "invoice.xml")).body,
    );
    const customer = xml.Invoice["cac:AccountingCustomerParty"]["cac:Party"];
    expect(customer["cac:PartyIdentification"]["cbc:ID"]).toMatchObject({ "#text": 1234567890, "@schemeID": "VKN" });
    expect(customer["cac:PartyName"]["cbc:Name"]).toBe("Örnek Elektronik A.Ş.");
    expect(customer["cac:PartyTaxScheme"]["cac:TaxScheme"]["cbc:Name"]).toBe(order.billingAddress.taxOffice);
    expect(customer["cac:Person"]).toBeUndefined();
  });
});

describe("the seller", () => {
  it("is the same on the invoice, the distance sales contract, the preliminary information form, the bank accounts and the mails", async () => {
    const { title, taxNumber } = t.app.seller;
    const address = sellerAddress(t.app.seller);
    const orderNumber = await placeEftOrder();
    const invoice = await pdfText((await invoiceFile("consumer", orderNumber, "invoice")).rawPayload);

    await readyCheckout(t.app, tokens.consumer, { variantId: part.variantId });
    const cart = (await call("consumer", "GET", "/carts/users/me/active")).json().data;
    const documentText = async (key: string) =>
      (await call("consumer", "GET", `/carts/users/me/${cart.id}/${key}`))
        .json()
        .data.blocks.map((block: { text?: string }) => block.text ?? "")
        .join("\n");
    const contract = await documentText("distance-sales-contract");
    const form = await documentText("preliminary-information-form");
    for (const [name, document] of Object.entries({ invoice, contract, form })) {
      expect(document, name).toContain(title);
      expect(document, name).toContain(address);
      expect(document, name).toContain(taxNumber);
    }
    const accounts = (await t.app.inject({ method: "GET", url: "/v1/payment/bank-accounts" })).json().data as Array<{ holder: string }>;
    expect(accounts.length).toBeGreaterThan(0);
    expect(new Set(accounts.map((account) => account.holder))).toEqual(new Set([title]));
    const [mail] = await rows<{ text: string }>(t.db, sql`SELECT text FROM mail_outbox WHERE subject LIKE ${`%${orderNumber}%`}`);
    expect(mail.text).toContain(`${title} · ${address}`);
  });
});
