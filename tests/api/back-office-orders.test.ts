// The orders desk's operations (issue 32 item 3, docs/decisions/037-orders-desk.md): who may call them, each move
// through HTTP with its audit entry (before and after) written with it, and the return invoice of a completed refund
// (docs/decisions/034-invoices.md).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders } from "../../api/db/schema";
import { istanbulClock } from "../../api/modules/rates/calendar";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, signIn } from "./support/accounts";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { staffToken } from "./support/staff";
import { paySandbox } from "./support/sandbox-payment";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let consumer = "";
let businessAdmin = "";
const staff = { owner: "", operations: "", finance: "", sales: "" };
let part: { variantId: number };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  businessAdmin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  for (const role of ["owner", "operations", "finance", "sales"] as const) staff[role] = await staffToken(t.db, role);
  part = await stockLimitedPart(t.db);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/v1/back-office/orders${url}`,
    headers: { "accept-language": "en", ...(token ? bearer(token) : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The consumer's order of one part, placed through the API; a card order paid through the sandbox's bank. */
async function placeOrder(paymentType: "eft" | "pos") {
  await readyCheckout(t.app, consumer, { variantId: part.variantId });
  const charges =
    paymentType === "pos"
      ? (await t.app.inject({ method: "GET", url: "/v1/checkout/users/me/card-charges", headers: bearer(consumer) })).json().data
      : null;
  const placed = await t.app.inject({
    method: "POST",
    url: "/v1/orders/users/me",
    headers: { ...bearer(consumer), "accept-language": "tr", "idempotency-key": randomUUID() },
    payload: { paymentType, readTerms: true, ...(charges ? { installments: 1, cardQuote: charges.quote } : {}) },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, paymentRedirect } = placed.json().data;
  if (paymentType === "pos") {
    await paySandbox(t.app, paymentRedirect);
  }
  const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
  return { orderNumber: order.orderNumber as string, total: row.total, currency: row.currencyCode };
}

describe("who may use the orders desk", () => {
  it("refuses customers (403) and anonymous callers (401), and staff without the move's permission (403)", async () => {
    const order = await placeOrder("eft");
    for (const token of [consumer, businessAdmin]) {
      expect((await call("GET", "", token)).statusCode).toBe(403);
      expect((await call("GET", `/${order.orderNumber}`, token)).statusCode).toBe(403);
      expect((await call("POST", `/${order.orderNumber}/prepare`, token)).statusCode).toBe(403);
    }
    expect((await call("GET", "", null)).statusCode).toBe(401);
    // Sales may look, not move; operations may move the goods but not confirm money.
    expect((await call("GET", `/${order.orderNumber}`, staff.sales)).statusCode).toBe(200);
    const refused = await call("POST", `/${order.orderNumber}/cancel`, staff.sales, { reason: "test" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/permission/i);
    const transfer = { amount: order.total, currency: order.currency, receivedOn: "2026-11-26", bankReference: randomUUID() };
    expect((await call("POST", `/${order.orderNumber}/transfers`, staff.operations, transfer)).statusCode).toBe(403);
    expect((await call("GET", `/${order.orderNumber}`, staff.owner)).json().data.order.status).toBe("awaiting_payment");
  });
});

describe("an EFT order through the desk", () => {
  it("confirms a partial then the rest, prepares, ships and delivers; each move audited with before and after", async () => {
    const order = await placeOrder("eft");
    const half = (Number(order.total) / 2).toFixed(2).replace(".", ",");
    const rest = (Number(order.total) - Number(half.replace(",", "."))).toFixed(2);

    const partial = await call("POST", `/${order.orderNumber}/transfers`, staff.finance, {
      amount: half,
      currency: order.currency,
      receivedOn: "2026-11-26",
      bankReference: `P1-${order.orderNumber}`,
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const waiting = partial.json().data;
    expect(waiting.order.status).toBe("awaiting_payment");
    expect(waiting.standing).toMatchObject({ received: half.replace(",", "."), due: rest });
    expect(waiting.moves).toMatchObject({ confirmTransfer: true, prepare: false, cancel: true, cancelNeedsIban: true });
    expect(waiting.documents).toEqual([expect.objectContaining({ kind: "proforma", number: null })]);

    const bad = await call("POST", `/${order.orderNumber}/transfers`, staff.finance, {
      amount: "-3",
      currency: order.currency,
      receivedOn: "yesterday",
      bankReference: "",
    });
    expect(bad.statusCode).toBe(400);

    const paid = (
      await call("POST", `/${order.orderNumber}/transfers`, staff.owner, {
        amount: rest,
        currency: order.currency,
        receivedOn: "2026-11-27",
        bankReference: `P2-${order.orderNumber}`,
      })
    ).json().data;
    expect(paid.order.status).toBe("paid");
    expect(paid.transfers).toHaveLength(2);
    expect(paid.documents).toEqual([expect.objectContaining({ kind: "invoice", type: "SATIS", status: "issued" })]);
    // A move the status does not allow is refused.
    expect((await call("POST", `/${order.orderNumber}/deliver`, staff.operations)).statusCode).toBe(409);

    expect((await call("POST", `/${order.orderNumber}/prepare`, staff.operations)).statusCode).toBe(200);
    const missing = await call("POST", `/${order.orderNumber}/ship`, staff.operations, { carrier: "Yurtiçi Kargo", trackingNumber: "" });
    expect(missing.statusCode).toBe(400);
    const shipped = (
      await call("POST", `/${order.orderNumber}/ship`, staff.operations, { carrier: "Yurtiçi Kargo", trackingNumber: "YK123456789" })
    ).json().data;
    expect(shipped.order).toMatchObject({ status: "shipped", trackingNumber: "YK123456789" });
    expect(shipped.trackingCarrier).toBe("Yurtiçi Kargo");
    const delivered = (await call("POST", `/${order.orderNumber}/deliver`, staff.operations)).json().data;
    expect(delivered.order.status).toBe("delivered");
    expect(delivered.moves).toMatchObject({ confirmTransfer: false, prepare: false, ship: false, deliver: false, cancel: false });

    // The audit entries, newest first, each with its state before and after and who made it.
    const actions = delivered.audit.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(["deliver", "ship", "prepare", "confirm-transfer", "confirm-transfer"]);
    const [deliver, ship, prepare, second, first] = delivered.audit;
    expect(first).toMatchObject({
      staffEmail: "finance@staff.devre.example",
      before: { status: "awaiting_payment", received: "0.00" },
      after: { status: "awaiting_payment", due: rest },
    });
    expect(second).toMatchObject({
      staffEmail: "owner@staff.devre.example",
      before: { due: rest },
      after: { status: "paid", due: "0.00" },
    });
    expect(prepare).toMatchObject({ before: { status: "paid" }, after: { status: "preparing" } });
    expect(ship).toMatchObject({
      before: { status: "preparing", trackingNumber: null },
      after: { status: "shipped", trackingCarrier: "Yurtiçi Kargo", trackingNumber: "YK123456789" },
    });
    expect(deliver).toMatchObject({
      staffEmail: "operations@staff.devre.example",
      before: { status: "shipped" },
      after: { status: "delivered" },
    });

    // The customer's mails about it, in the order's language, the shipped one with the tracking number.
    const subjects = delivered.mails.map((mail: { subject: string }) => mail.subject);
    expect(subjects.length).toBeGreaterThanOrEqual(5);
    expect(subjects.some((subject: string) => /kargo|gönderildi/i.test(subject))).toBe(true);
    const customer = await t.app.inject({ method: "GET", url: `/v1/orders/users/me/${order.orderNumber}`, headers: bearer(consumer) });
    expect(customer.json().data).toMatchObject({ status: "delivered", trackingNumber: "YK123456789" });
  });

  it("lists orders filtered by status, payment type, customer and order number, a page at a time", async () => {
    const order = await placeOrder("eft");
    const list = async (query: string) => (await call("GET", `?${query}`, staff.sales)).json().data;
    const byNumber = await list(`orderNumber=${order.orderNumber.slice(-6)}&status=awaiting_payment&paymentType=eft`);
    expect(byNumber.items.map((item: { orderNumber: string }) => item.orderNumber)).toContain(order.orderNumber);
    expect((await list(`orderNumber=${order.orderNumber}&paymentType=pos`)).items).toEqual([]);
    expect((await list(`orderNumber=${order.orderNumber}&status=paid`)).items).toEqual([]);
    const byCustomer = await list(`customer=${encodeURIComponent(DEMO_ACCOUNTS.consumer.email.toUpperCase())}&pageSize=2`);
    expect(byCustomer.items).toHaveLength(2);
    expect(byCustomer.totalCount).toBeGreaterThan(2);
    expect((await list("customer=nobody-at-all-here")).totalCount).toBe(0);
    const today = istanbulClock(new Date()).date;
    expect((await list(`from=2000-01-01&to=2000-01-02`)).totalCount).toBe(0);
    expect((await list(`orderNumber=${order.orderNumber}&from=${today}&to=${today}`)).totalCount).toBe(1);
    expect((await call("GET", "?status=lost", staff.sales)).statusCode).toBe(400);
  });
});

describe("cancelling paid orders through the desk", () => {
  it("refunds a paid card order through the sandbox and issues its return invoice (İADE) with PDF and XML", async () => {
    const order = await placeOrder("pos");
    const cancelled = await call("POST", `/${order.orderNumber}/cancel`, staff.owner, { reason: "Out of stock at the supplier" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const data = cancelled.json().data;
    expect(data.order.status).toBe("cancelled");
    expect(data.refunds).toEqual([expect.objectContaining({ method: "card", provider: "sandbox", status: "succeeded" })]);
    const [sale, iade] = data.documents;
    expect(sale).toMatchObject({ type: "SATIS", status: "cancelled" });
    expect(iade).toMatchObject({ kind: "invoice", type: "IADE", status: "issued" });
    expect(iade.number).toMatch(/^DEV\d{13}$/);
    expect(iade.number > sale.number).toBe(true);
    const [cancel, sent] = [data.audit[1], data.audit[0]];
    expect(cancel).toMatchObject({
      action: "cancel",
      reason: "Out of stock at the supplier",
      before: { status: "paid" },
      after: { status: "cancelled", refund: { method: "card", status: "pending" } },
    });
    expect(sent).toMatchObject({
      action: "send-refund",
      before: { refundStatus: "pending" },
      after: { refundStatus: "succeeded", returnInvoice: iade.number },
    });

    const xml = await call("GET", `/${order.orderNumber}/invoices/${iade.number}/xml`, staff.sales);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain("<cbc:InvoiceTypeCode>IADE</cbc:InvoiceTypeCode>");
    expect(xml.body).toContain(`<cbc:ID>${sale.number}</cbc:ID>`);
    expect(xml.body).toContain("cac:BillingReference");
    const pdf = await call("GET", `/${order.orderNumber}/invoices/${iade.number}`, staff.sales);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Another order's invoice number answers 404 here.
    const other = await placeOrder("eft");
    expect((await call("GET", `/${other.orderNumber}/invoices/${iade.number}`, staff.sales)).statusCode).toBe(404);
    // Sending the refund again changes nothing: one return invoice a refund.
    const again = await call("POST", `/${order.orderNumber}/refunds/${data.refunds[0].id}/send`, staff.owner);
    expect(again.json().data.status).toBe("succeeded");
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    const issued = await t.db.select().from(invoices).where(eq(invoices.orderId, row.id));
    expect(issued.map((invoice) => invoice.type).sort()).toEqual(["IADE", "SATIS"]);
  });

  it("cancels a paid EFT order only with an IBAN and holder, records the refund and issues the return invoice", async () => {
    const order = await placeOrder("eft");
    const transfer = { amount: order.total, currency: order.currency, receivedOn: "2026-11-26", bankReference: randomUUID() };
    expect((await call("POST", `/${order.orderNumber}/transfers`, staff.finance, transfer)).statusCode).toBe(200);
    const noIban = await call("POST", `/${order.orderNumber}/cancel`, staff.operations, { reason: "Müşteri vazgeçti" });
    expect(noIban.statusCode).toBe(400);
    expect(noIban.json().error.message).toMatch(/IBAN/);
    const done = await call("POST", `/${order.orderNumber}/cancel`, staff.operations, {
      reason: "Müşteri vazgeçti",
      iban: "TR33 0006 1005 1978 6457 8413 26",
      accountHolder: "Deniz Kaya",
    });
    expect(done.statusCode, done.body).toBe(200);
    const data = done.json().data;
    expect(data.refunds[0]).toMatchObject({ method: "iban", status: "recorded", iban: "TR330006100519786457841326", amount: order.total });
    expect(data.documents.map((document: { type: string }) => document.type)).toEqual(["SATIS", "IADE"]);
    expect(data.audit[0]).toMatchObject({ action: "cancel", after: { status: "cancelled", refund: { method: "iban" } } });
    expect(data.audit[0].after.returnInvoice).toBe(data.documents[1].number);
  });
});
