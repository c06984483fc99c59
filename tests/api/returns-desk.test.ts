import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, mailOutbox, orderLines, orderRefunds, orders, payments } from "../../api/db/schema";
import { deliverOrder, prepareOrder, shipOrder } from "../../api/modules/orders/desk/fulfilment";
import { confirmTransfer } from "../../api/modules/orders/desk/transfers";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { readyCheckout, stockLimitedPart, stockOf } from "./support/checkout";
import { staffToken } from "./support/staff";
import { paySandbox } from "./support/sandbox-payment";
import { createTestApp, type TestApp } from "./support/test-app";

// The back office's returns desk (docs/decisions/039-returns-desk.md) through the real API and database: orders placed
// and paid as buyers do, moved to delivered by the orders desk's services, their returns requested by the consumer and
// handled by a demo staff member.

let t: TestApp;
let consumer = "";
const staff = { operations: "", owner: "", sales: "" };
const parts = { first: 0, second: 0 };
const STAFF = { locale: "en" as const };

const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: { ...bearer(token), "accept-language": "en" }, payload });
const desk = (method: "GET" | "POST", url: string, payload?: object) =>
  call(staff.operations, method, `/back-office/returns${url}`, payload);

/** A consumer's order of 2 of the first part and 1 of the second, placed and (a card's) paid through the API: its row. */
async function placeOrder(paymentType: "eft" | "pos") {
  await readyCheckout(t.app, consumer, { variantId: parts.first, quantity: 2 });
  await call(consumer, "POST", "/carts/users/me/active/lines", { items: [{ variantId: parts.second, quantity: 1 }] });
  const charges = paymentType === "pos" ? (await call(consumer, "GET", "/checkout/users/me/card-charges")).json().data : null;
  const placed = await t.app.inject({
    method: "POST",
    url: "/v1/orders/users/me",
    headers: { ...bearer(consumer), "accept-language": "en", "idempotency-key": randomUUID() },
    payload: { paymentType, readTerms: true, ...(charges ? { installments: 1, cardQuote: charges.quote } : {}) },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, paymentRedirect } = placed.json().data;
  const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
  expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, row.id))).toHaveLength(2);
  if (paymentType === "pos") {
    await paySandbox(t.app, paymentRedirect);
  } else {
    await t.db.transaction((tx) =>
      confirmTransfer(
        tx,
        row.id,
        { amount: row.total, currency: row.currencyCode, receivedOn: "2026-11-26", bankReference: randomUUID() },
        { ...STAFF, invoicing: t.app.invoicing },
      ),
    );
  }
  await t.db.transaction((tx) => prepareOrder(tx, row.id, STAFF));
  await t.db.transaction((tx) => shipOrder(tx, row.id, { carrier: "Aras Kargo", trackingNumber: `AR${row.id}` }, STAFF));
  await t.db.transaction((tx) => deliverOrder(tx, row.id, STAFF));
  return row;
}

/** The consumer's return request of some of the order's lines: its number. */
async function requestReturn(orderNumber: string, lines: Array<{ lineNumber: number; quantity: number }>) {
  const requested = await t.app.inject({
    method: "POST",
    url: "/v1/returns/users/me",
    headers: { ...bearer(consumer), "accept-language": "en", "idempotency-key": randomUUID() },
    payload: { orderNumber, lines, reasonCode: "ordered-by-mistake" },
  });
  expect(requested.statusCode, requested.body).toBe(201);
  return requested.json().data.returnNumber as string;
}

const orderStatus = async (orderNumber: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0].status;
const customerView = async (returnNumber: string) => (await call(consumer, "GET", `/returns/users/me/${returnNumber}`)).json().data;
/** The desk's mail of a return, found by its subject in the requester's language (the demo consumer's is Turkish). */
const SUBJECTS = { approved: "onaylandı", rejected: "kabul edilmedi", refunded: "için ödeme yapıldı" };
const mailAbout = async (returnNumber: string, kind: keyof typeof SUBJECTS) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_ACCOUNTS.consumer.email))).find(
    (mail) => mail.subject.includes(returnNumber) && mail.subject.includes(SUBJECTS[kind]),
  );

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  staff.operations = await staffToken(t.db, "operations");
  staff.owner = await staffToken(t.db, "owner");
  staff.sales = await staffToken(t.db, "sales");
  parts.first = (await stockLimitedPart(t.db)).variantId;
  const [second] = await rows<{ id: number }>(
    t.db,
    sql`SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.is_show_price AND p.status <> 'obsolete' AND v.minimum_order_quantity = 1 AND v.order_quantity_multiplier = 1
          AND NOT v.is_backorderable AND v.total_stock BETWEEN 50 AND 1000 AND v.id <> ${parts.first}
          AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.variant_id = v.id) ORDER BY v.id LIMIT 1`,
  );
  parts.second = second.id;
}, 120_000);
afterAll(() => t.close());

describe("the returns desk", () => {
  it("approves, receives and refunds a card order's return through the sandbox, then restocks one line and writes off the other", async () => {
    const order = await placeOrder("pos");
    const returnNumber = await requestReturn(order.orderNumber, [
      { lineNumber: 1, quantity: 1 },
      { lineNumber: 2, quantity: 1 },
    ]);

    const list = await desk("GET", `?status=requested&orderNumber=${order.orderNumber}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({
      totalCount: 1,
      items: [{ returnNumber, status: "requested", paymentType: "pos", itemCount: 2 }],
    });
    expect(list.json().data.items[0].customer.email).toBe(DEMO_ACCOUNTS.consumer.email);
    expect(
      (await desk("GET", `?customer=${encodeURIComponent(DEMO_ACCOUNTS.consumer.email)}&status=requested`))
        .json()
        .data.items.map((item: { returnNumber: string }) => item.returnNumber),
    ).toContain(returnNumber);

    // Goods are settled only once received; an empty note is refused by name.
    expect((await desk("POST", `/${returnNumber}/lines/1/disposition`, { disposition: "restocked" })).statusCode).toBe(409);
    expect((await desk("POST", `/${returnNumber}/approve`, { note: " " })).statusCode).toBe(400);
    expect((await desk("POST", `/${returnNumber}/receive`)).statusCode).toBe(409);

    const approved = await desk("POST", `/${returnNumber}/approve`, { note: "Send the parts with the return number on the box." });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: "approved",
      decision: { note: "Send the parts with the return number on the box." },
    });
    expect((await customerView(returnNumber)).decision.note).toBe("Send the parts with the return number on the box.");
    expect((await mailAbout(returnNumber, "approved"))?.text).toContain("Send the parts with the return number on the box.");
    expect((await desk("POST", `/${returnNumber}/approve`, { note: "Again" })).statusCode).toBe(409);

    const received = await desk("POST", `/${returnNumber}/receive`);
    expect(received.json().data.status).toBe("received");
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    const quote = received.json().data.refundQuote;
    // Part of the order comes back: a share of the lira charge, less than the whole, without the shipping.
    expect(quote).toMatchObject({ method: "card", currency: "TRY" });
    expect(Number(quote.amount)).toBeGreaterThan(0);
    expect(Number(quote.amount)).toBeLessThan(Number(payment.amount));

    const refunded = await desk("POST", `/${returnNumber}/refund`, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({
      status: "refunded",
      refund: { method: "card", amount: quote.amount, currency: "TRY" },
      refundState: { status: "succeeded" },
    });
    const [refund] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refund).toMatchObject({ method: "card", provider: "sandbox", amount: quote.amount, status: "succeeded", paymentId: payment.id });
    expect(refund.providerRefundId).toMatch(/^sbr_/);
    // One unit of line 1 is left to return: the order is delivered again, not returned.
    expect(await orderStatus(order.orderNumber)).toBe("delivered");
    expect((await customerView(returnNumber)).refund).toMatchObject({ method: "card", amount: quote.amount });
    expect((await mailAbout(returnNumber, "refunded"))?.text).toContain("ödeme yaptığınız karta iade ettik");

    const stock = { first: await stockOf(t.db, parts.first), second: await stockOf(t.db, parts.second) };
    const restocked = await desk("POST", `/${returnNumber}/lines/1/disposition`, { disposition: "restocked" });
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(await stockOf(t.db, parts.first)).toBe(stock.first + 1);
    const noReason = await desk("POST", `/${returnNumber}/lines/2/disposition`, { disposition: "written_off" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.errors[0].field).toBe("reason");
    const writtenOff = await desk("POST", `/${returnNumber}/lines/2/disposition`, { disposition: "written_off", reason: "Pins bent" });
    expect(writtenOff.json().data.lines).toMatchObject([
      { lineNumber: 1, disposition: "restocked" },
      { lineNumber: 2, disposition: "written_off", dispositionNote: "Pins bent" },
    ]);
    expect(await stockOf(t.db, parts.second)).toBe(stock.second);
    expect((await desk("POST", `/${returnNumber}/lines/1/disposition`, { disposition: "written_off", reason: "x" })).statusCode).toBe(409);

    // Every action is in the audit log with its staff member, before and after.
    const audit = (await call(staff.owner, "GET", `/back-office/audit-log?objectType=return&objectId=${returnNumber}`)).json().data.items;
    expect(audit.map((entry: { action: string }) => entry.action).reverse()).toEqual([
      "approve",
      "receive",
      "refund",
      "restock",
      "write-off",
    ]);
    expect(audit.every((entry: { staffEmail: string }) => entry.staffEmail === "operations@staff.devre.example")).toBe(true);
    expect(audit.find((entry: { action: string }) => entry.action === "refund")).toMatchObject({
      before: { status: "received", refundAmount: null },
      after: { status: "refunded", refundMethod: "card", refundAmount: quote.amount, orderStatus: "delivered" },
    });
    expect(audit.find((entry: { action: string }) => entry.action === "restock")).toMatchObject({
      before: { disposition: null, stock: stock.first },
      after: { disposition: "restocked", stock: stock.first + 1 },
    });
    expect(audit.find((entry: { action: string }) => entry.action === "write-off")).toMatchObject({ reason: "Pins bent" });
    expect((await desk("GET", `/${returnNumber}`)).json().data.audit).toHaveLength(5);
  });

  it("rejects a request with its reason, mails it, and puts the order back to delivered", async () => {
    const order = await placeOrder("eft");
    const returnNumber = await requestReturn(order.orderNumber, [{ lineNumber: 2, quantity: 1 }]);
    expect(await orderStatus(order.orderNumber)).toBe("return_requested");
    const empty = await desk("POST", `/${returnNumber}/reject`, { reason: "" });
    expect(empty.statusCode).toBe(400);

    const rejected = await desk("POST", `/${returnNumber}/reject`, { reason: "The seal of the reel is broken." });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await orderStatus(order.orderNumber)).toBe("delivered");
    expect(await customerView(returnNumber)).toMatchObject({ status: "rejected", decision: { note: "The seal of the reel is broken." } });
    const mail = await mailAbout(returnNumber, "rejected");
    expect(mail?.to).toBe(DEMO_ACCOUNTS.consumer.email);
    expect(mail?.text).toContain("The seal of the reel is broken.");
    const [entry] = (await call(staff.owner, "GET", `/back-office/audit-log?objectType=return&objectId=${returnNumber}`)).json().data.items;
    expect(entry).toMatchObject({
      action: "reject",
      reason: "The seal of the reel is broken.",
      before: { status: "requested", orderStatus: "return_requested" },
      after: { status: "rejected", orderStatus: "delivered" },
    });
  });

  it("records an EFT order's refund to the IBAN given, and the whole order back makes it returned", async () => {
    const order = await placeOrder("eft");
    const returnNumber = await requestReturn(order.orderNumber, [
      { lineNumber: 1, quantity: 2 },
      { lineNumber: 2, quantity: 1 },
    ]);
    await desk("POST", `/${returnNumber}/approve`, { note: "Send them back." });
    await desk("POST", `/${returnNumber}/receive`);
    const missing = await desk("POST", `/${returnNumber}/refund`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.errors.map((error: { field: string }) => error.field)).toEqual(["iban", "accountHolder"]);
    const refunded = await desk("POST", `/${returnNumber}/refund`, {
      iban: "TR33 0006 1005 1978 6457 8413 26",
      accountHolder: "Deniz Kaya",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // Everything came back: the whole of what was paid, shipping included.
    expect(refunded.json().data.refund).toMatchObject({ method: "iban", amount: order.total, currency: order.currencyCode });
    const [refund] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refund).toMatchObject({
      method: "iban",
      status: "recorded",
      iban: "TR330006100519786457841326",
      accountHolder: "Deniz Kaya",
      amount: order.total,
    });
    expect(await orderStatus(order.orderNumber)).toBe("returned");
    expect((await mailAbout(returnNumber, "refunded"))?.text).toContain("1326");
    // Its return invoice gives back every line and the shipping: the whole sale, which it cancels.
    const issued = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(asc(invoices.id));
    expect(issued.map((invoice) => [invoice.type, invoice.status, invoice.totals.payable])).toEqual([
      ["SATIS", "cancelled", order.total],
      ["IADE", "issued", order.total],
    ]);
  });

  it("issues a partial return's refund its return invoice of the returned lines only, totalling the refund", async () => {
    const order = await placeOrder("eft");
    const returnNumber = await requestReturn(order.orderNumber, [{ lineNumber: 1, quantity: 1 }]);
    await desk("POST", `/${returnNumber}/approve`, { note: "Send it back." });
    await desk("POST", `/${returnNumber}/receive`);
    const refunded = await desk("POST", `/${returnNumber}/refund`, {
      iban: "TR33 0006 1005 1978 6457 8413 26",
      accountHolder: "Deniz Kaya",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const { amount } = refunded.json().data.refund;

    const issued = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(asc(invoices.id));
    expect(issued.map((invoice) => [invoice.type, invoice.status])).toEqual([
      ["SATIS", "issued"],
      ["IADE", "issued"],
    ]);
    const [sale, returned] = issued;
    expect(returned.totals).toMatchObject({ currency: order.currencyCode, payable: amount });
    expect(returned.returnedLines).toEqual({ lines: [{ lineNumber: 1, quantity: 1 }], shipping: false });

    const orderPage = await call(staff.operations, "GET", `/back-office/orders/${order.orderNumber}`);
    expect(orderPage.json().data.documents).toContainEqual(expect.objectContaining({ type: "IADE", number: returned.number }));
    const file = await call(staff.operations, "GET", `/back-office/orders/${order.orderNumber}/invoices/${returned.number}/xml`);
    expect(file.statusCode).toBe(200);
    expect(XMLValidator.validate(file.body)).toBe(true);
    const xml = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@",
      parseTagValue: false,
      isArray: (name) => name === "cac:InvoiceLine",
    }).parse(file.body).Invoice;
    expect(xml["cbc:InvoiceTypeCode"]).toBe("IADE");
    expect(xml["cac:BillingReference"]["cac:InvoiceDocumentReference"]["cbc:ID"]).toBe(sale.number);
    // Only the returned line, one of its two, and no shipping line.
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNumber));
    expect(
      xml["cac:InvoiceLine"].map((invoiced: Record<string, Record<string, string>>) => invoiced["cbc:InvoicedQuantity"]["#text"]),
    ).toEqual(["1"]);
    expect(xml["cac:InvoiceLine"][0]["cac:Item"]["cbc:Name"]).toContain(line.mpn);
    expect(xml["cac:LegalMonetaryTotal"]["cbc:PayableAmount"]["#text"]).toBe(amount);
  });

  it("credits a net-term order's return on the company's current account", async () => {
    const admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
    await readyCheckout(t.app, admin, {
      variantId: parts.first,
      quantity: 2,
      business: true,
      extra: { identityNumber: "", currentAccountCode: "120.01.001" },
    });
    const placed = await t.app.inject({
      method: "POST",
      url: "/v1/orders/users/me",
      headers: { ...bearer(admin), "accept-language": "en", "idempotency-key": randomUUID() },
      payload: { paymentType: "net", readTerms: true },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.json().data.order.orderNumber));
    await t.db.transaction((tx) => prepareOrder(tx, order.id, STAFF));
    await t.db.transaction((tx) => shipOrder(tx, order.id, { carrier: "Aras Kargo", trackingNumber: `AR${order.id}` }, STAFF));
    await t.db.transaction((tx) => deliverOrder(tx, order.id, STAFF));
    const requested = await t.app.inject({
      method: "POST",
      url: "/v1/returns/users/me",
      headers: { ...bearer(admin), "accept-language": "en", "idempotency-key": randomUUID() },
      payload: { orderNumber: order.orderNumber, lines: [{ lineNumber: 1, quantity: 1 }], reasonCode: "ordered-by-mistake" },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const { returnNumber } = requested.json().data;
    const balance = async () =>
      (
        await rows<{ balance: string }>(t.db, sql`SELECT balance::text FROM company_current_accounts WHERE id = ${order.currentAccountId}`)
      )[0].balance;
    const before = await balance();

    await desk("POST", `/${returnNumber}/approve`, { note: "Send it back." });
    await desk("POST", `/${returnNumber}/receive`);
    const refunded = await desk("POST", `/${returnNumber}/refund`, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    // Half of the line (one of two), with its VAT, without the shipping.
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const half = (Math.round(Math.round(Number(line.totalPrice) * 100) / 2) / 100).toFixed(2);
    expect(refunded.json().data.refund).toMatchObject({ method: "account", amount: half, currency: order.currencyCode });
    const postings = await rows<{ amount: string; kind: string }>(
      t.db,
      sql`SELECT amount::text, kind FROM current_account_movements WHERE order_id = ${order.id} AND kind = 'return'`,
    );
    expect(postings).toEqual([{ amount: `-${half}`, kind: "return" }]);
    expect(Number(await balance())).toBeCloseTo(Number(before) - Number(half), 2);
  });

  it("is closed to customers, to staff without the permission and to callers without a token", async () => {
    expect((await call(consumer, "GET", "/back-office/returns")).statusCode).toBe(403);
    expect((await call(consumer, "POST", "/back-office/returns/IR20261124-000001/approve", { note: "x" })).statusCode).toBe(403);
    expect((await call(staff.sales, "GET", "/back-office/returns")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/v1/back-office/returns" })).statusCode).toBe(401);
    expect((await desk("GET", "/IR20000101-999999")).statusCode).toBe(404);
  });
});
