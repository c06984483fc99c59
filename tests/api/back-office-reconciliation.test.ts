// Bank reconciliation's operations over HTTP (issue 32 item 4 and its second "done when",
// docs/decisions/038-bank-reconciliation.md): a statement uploaded, its transfers matched to the orders they name and
// recorded on them through the orders desk, the third reassigned by hand; who may call; the audit entries.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BankTransfer } from "../../contract/api/reconciliation/schemas";
import { centsText, toMicro } from "../../api/lib/money";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { seedBankAccountsIfEmpty } from "../../api/seed/bank-accounts";
import { bearer, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { multipart } from "./support/multipart";
import { staffToken } from "./support/staff";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let consumer = "";
let businessAdmin = "";
const staff = { finance: "", operations: "", sales: "" };
let usdAccountId: number;
let part: { variantId: number };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // The API's start-up loads the sample accounts (api/main.ts); a test app is built without it.
  await seedBankAccountsIfEmpty(t.db);
  consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  businessAdmin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  for (const role of ["finance", "operations", "sales"] as const) staff[role] = await staffToken(t.db, role);
  [{ id: usdAccountId }] = await rows<{ id: number }>(
    t.db,
    sql`SELECT id FROM bank_accounts WHERE currency_code = 'USD' ORDER BY id LIMIT 1`,
  );
  part = await stockLimitedPart(t.db);
});
afterAll(() => t.close());

const base = "/v1/back-office/reconciliation";
const headers = (token: string | null) => ({ "accept-language": "en", ...(token ? bearer(token) : {}) });

/** An EFT order of `quantity` of a part, placed by the consumer through the API (in USD). */
async function placeEftOrder(quantity: number) {
  await readyCheckout(t.app, consumer, { variantId: part.variantId, quantity });
  const placed = await t.app.inject({
    method: "POST",
    url: "/v1/orders/users/me",
    headers: { ...bearer(consumer), "accept-language": "en", "idempotency-key": randomUUID() },
    payload: { paymentType: "eft", readTerms: true },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { orderNumber, totals } = placed.json().data.order;
  expect(totals.currency).toBe("USD");
  return { orderNumber: orderNumber as string, total: totals.total as string };
}

/** "1234.5" as a Turkish bank writes it: "1.234,50". */
function turkishAmount(amount: string) {
  const [whole, fraction = ""] = amount.split(".");
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ".")},${fraction.padEnd(2, "0")}`;
}

const today = new Date().toISOString().slice(0, 10);
const written = `${today.slice(8, 10)}.${today.slice(5, 7)}.${today.slice(0, 4)}`;

function upload(token: string | null, statement: string, fields: Record<string, string> = {}) {
  const body = multipart(
    { bankAccountId: String(usdAccountId), ...fields },
    { statement: { name: "ekstre.csv", content: Buffer.from(statement), type: "text/csv" } },
  );
  return t.app.inject({
    method: "POST",
    url: `${base}/statements`,
    headers: { ...headers(token), ...body.headers },
    payload: body.payload,
  });
}

const decide = (token: string, transferId: number, decision: "confirm" | "reassign" | "ignore", payload: object) =>
  t.app.inject({ method: "POST", url: `${base}/transfers/${transferId}/${decision}`, headers: headers(token), payload });

async function transfersOf(status: string, references: string[]) {
  const listed = await t.app.inject({
    method: "GET",
    url: `${base}/transfers?status=${status}&bankAccountId=${usdAccountId}&pageSize=100`,
    headers: headers(staff.finance),
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return (listed.json().data.items as BankTransfer[]).filter((item) => item.reference && references.includes(item.reference));
}

const orderStatus = async (orderNumber: string) =>
  (await rows<{ status: string }>(t.db, sql`SELECT status FROM orders WHERE order_number = ${orderNumber}`))[0].status;

const auditOf = (objectType: string, objectId: string) =>
  rows<{ action: string; staff_email: string; before: unknown; after: Record<string, unknown>; reason: string | null }>(
    t.db,
    sql`SELECT action, staff_email, before, after, reason FROM staff_audit_log WHERE object_type = ${objectType} AND object_id = ${objectId} ORDER BY id`,
  );

describe("who may reconcile", () => {
  it("refuses customers (403), staff without the permission (403), and anyone signed out (401)", async () => {
    const statement = `Tarih;Tutar\n${written};1,00\n`;
    expect((await upload(consumer, statement)).statusCode).toBe(403);
    expect((await upload(businessAdmin, statement)).statusCode).toBe(403);
    expect((await upload(null, statement)).statusCode).toBe(401);
    // Operations sees the transfers (payments.view) but confirms nothing (payments.confirm is finance's).
    expect((await upload(staff.operations, statement)).statusCode).toBe(403);
    for (const token of [consumer, businessAdmin, staff.sales]) {
      const listed = await t.app.inject({ method: "GET", url: `${base}/transfers`, headers: headers(token) });
      expect(listed.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: `${base}/transfers`, headers: headers(staff.operations) })).statusCode).toBe(200);
    expect((await decide(consumer, 1, "ignore", { reason: "not ours" })).statusCode).toBe(403);
    expect((await decide(staff.operations, 1, "ignore", { reason: "not ours" })).statusCode).toBe(403);
  });
});

describe("a statement of three transfers, two naming order numbers", () => {
  it("is matched to those two orders, which become paid; the third stays unmatched until reassigned; all audited", async () => {
    const [first, second, third] = [await placeEftOrder(1), await placeEftOrder(2), await placeEftOrder(3)];
    // The third payer named no order and sent 100.00 more than its total (an amount no order has).
    const thirdAmount = centsText(toMicro(third.total) + toMicro("100"));
    const statement = [
      "Hesap Hareketleri",
      "Tarih;Açıklama;Referans;Tutar;Bakiye",
      `${written};FAST GELEN DENIZ KAYA SIPARIS ${first.orderNumber};HTTP-0001;${turkishAmount(first.total)};1.000,00`,
      `${written};HAVALE ODEMESI ${second.orderNumber.replace("-", " ")};HTTP-0002;${turkishAmount(second.total)};2.000,00`,
      `${written};GELEN EFT AYSE YILMAZ;HTTP-0003;${turkishAmount(thirdAmount)};3.000,00`,
      `${written};GIDEN EFT KIRA;HTTP-0004;-900,00;2.100,00`,
      `31.02.2026;GELEN EFT;HTTP-0005;5,00;2.105,00`,
      "",
    ].join("\r\n");

    const uploaded = await upload(staff.finance, statement);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const imported = uploaded.json().data;
    expect(imported).toMatchObject({
      statement: { bankAccountId: usdAccountId, fileName: "ekstre.csv", format: "csv", transfersRead: 3, transfersAdded: 3 },
      outgoing: 1,
      suggested: 2,
      problems: [{ line: 7, code: "badDate", value: "31.02.2026" }],
    });
    expect(imported.problems[0].message).toMatch(/^Row 7: /);
    // The statement's page reads it back, the bad row in the reader's language.
    const summary = await t.app.inject({
      method: "GET",
      url: `${base}/statements/${imported.statement.id}`,
      headers: { ...bearer(staff.finance), "accept-language": "tr" },
    });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data).toMatchObject({
      statement: { transfersRead: 3, transfersAdded: 3 },
      problems: [{ line: 7, code: "badDate" }],
      transfers: { unmatched: 1, suggested: 2, matched: 0, ignored: 0 },
    });
    expect(summary.json().data.problems[0].message).toMatch(/^Satır 7/);

    const references = ["HTTP-0001", "HTTP-0002", "HTTP-0003"];
    const open = await transfersOf("open", references);
    const byReference = (reference: string) => open.find((item) => item.reference === reference)!;
    expect(open).toHaveLength(3);
    expect(byReference("HTTP-0001")).toMatchObject({
      status: "suggested",
      suggestion: { orderNumber: first.orderNumber, rule: "orderNumber", score: 100, total: first.total, currency: "USD" },
    });
    expect(byReference("HTTP-0002")).toMatchObject({ status: "suggested", suggestion: { orderNumber: second.orderNumber, score: 100 } });
    expect(byReference("HTTP-0003")).toMatchObject({ status: "unmatched", suggestion: null });
    expect(await transfersOf("unmatched", references)).toHaveLength(1);
    // Nothing is matched by itself.
    expect(await orderStatus(first.orderNumber)).toBe("awaiting_payment");

    for (const reference of ["HTTP-0001", "HTTP-0002"]) {
      const line = byReference(reference);
      const confirmed = await decide(staff.finance, line.id, "confirm", { orderId: line.suggestion!.orderId });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().data).toMatchObject({ transfer: { status: "matched" }, order: { status: "paid", due: "0.00" } });
    }
    expect(await orderStatus(first.orderNumber)).toBe("paid");
    expect(await orderStatus(second.orderNumber)).toBe("paid");
    expect(await orderStatus(third.orderNumber)).toBe("awaiting_payment");
    expect((await transfersOf("open", references)).map((item) => item.reference)).toEqual(["HTTP-0003"]);

    // The third, by the number as staff type it; an unknown number is refused next to its field.
    const unnamed = byReference("HTTP-0003");
    const unknown = await decide(staff.finance, unnamed.id, "reassign", { orderNumber: "DE20990101-999999" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.errors[0]).toMatchObject({ field: "orderNumber" });
    const reassigned = await decide(staff.finance, unnamed.id, "reassign", { orderNumber: third.orderNumber.toLowerCase() });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(reassigned.json().data).toMatchObject({
      transfer: { status: "matched", matched: { orderNumber: third.orderNumber } },
      order: { orderNumber: third.orderNumber, status: "paid", received: thirdAmount, over: "100.00" },
    });
    expect(await orderStatus(third.orderNumber)).toBe("paid");
    expect(await transfersOf("open", references)).toEqual([]);
    expect(await transfersOf("matched", references)).toHaveLength(3);
    // A match is final: its money is the order's now.
    expect((await decide(staff.finance, unnamed.id, "ignore", { reason: "duplicate" })).statusCode).toBe(409);

    // The audit: the upload, each decision with before and after, and the order's own entry of its transfer.
    const [statementEntry] = await auditOf("bank-statement", String(imported.statement.id));
    expect(statementEntry).toMatchObject({
      action: "upload",
      staff_email: "finance@staff.devre.example",
      before: null,
      after: { transfersRead: 3, transfersAdded: 3, problems: 1 },
    });
    expect(await auditOf("bank-transfer", String(byReference("HTTP-0001").id))).toMatchObject([
      { action: "confirm-match", before: { status: "suggested", matchedOrderId: null }, after: { status: "matched" } },
    ]);
    expect(await auditOf("bank-transfer", String(unnamed.id))).toMatchObject([
      { action: "reassign", before: { status: "unmatched" }, after: { status: "matched" } },
    ]);
    expect(await auditOf("order", third.orderNumber)).toMatchObject([
      {
        action: "confirm-transfer",
        before: { status: "awaiting_payment" },
        after: { status: "paid", bankReference: "HTTP-0003", amount: thirdAmount, bankTransferId: unnamed.id },
      },
    ]);
  });
});

describe("a transfer in another currency than the order's", () => {
  it("is suggested by the number it names, never by amount, and confirming it is refused with both currencies named", async () => {
    const order = await placeEftOrder(4);
    // The same figure in lira as the order's dollar total: no match by amount across currencies.
    const statement = [
      "Date;Description;Reference;Amount;Currency",
      `${today};PAYMENT ${order.orderNumber};FX-0001;${order.total};TRY`,
      `${today};PAYMENT NO NUMBER;FX-0002;${order.total};TRY`,
      "",
    ].join("\n");
    const uploaded = await upload(staff.finance, statement);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const open = await transfersOf("open", ["FX-0001", "FX-0002"]);
    // Best suggestions first: a transfer without one comes after.
    expect(open.map((item) => item.reference)).toEqual(["FX-0001", "FX-0002"]);
    const [named, unnamed] = open;
    expect(named).toMatchObject({
      reference: "FX-0001",
      currency: "TRY",
      status: "suggested",
      suggestion: { orderNumber: order.orderNumber, rule: "orderNumber", score: 80, currency: "USD" },
    });
    expect(unnamed).toMatchObject({ reference: "FX-0002", status: "unmatched", suggestion: null });

    const refused = await decide(staff.finance, named.id, "confirm", { orderId: named.suggestion!.orderId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `This transfer is in TRY but order ${order.orderNumber} is in USD: a transfer is recorded in the order's currency only. Settle it with the customer, or ignore the transfer with a reason.`,
    );
    expect((await decide(staff.finance, unnamed.id, "reassign", { orderNumber: order.orderNumber })).statusCode).toBe(409);
    expect(await orderStatus(order.orderNumber)).toBe("awaiting_payment");
    expect(await auditOf("bank-transfer", String(named.id))).toEqual([]);

    // Set aside with a reason instead: it leaves the open list, and the reason is kept with the audit entry.
    expect((await decide(staff.finance, named.id, "ignore", { reason: " " })).statusCode).toBe(400);
    const ignored = await decide(staff.finance, named.id, "ignore", { reason: "Paid in lira: settled with the customer" });
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(ignored.json().data).toMatchObject({
      transfer: { status: "ignored", ignoredReason: "Paid in lira: settled with the customer" },
      order: null,
    });
    expect(await transfersOf("ignored", ["FX-0001"])).toHaveLength(1);
    expect(await auditOf("bank-transfer", String(named.id))).toMatchObject([
      { action: "ignore", reason: "Paid in lira: settled with the customer", after: { status: "ignored" } },
    ]);
  });
});

describe("an upload that cannot be read", () => {
  it("names the file field when it is missing or not a statement, and the account when there is none", async () => {
    const noFile = multipart({ bankAccountId: String(usdAccountId) });
    const missing = await t.app.inject({
      method: "POST",
      url: `${base}/statements`,
      headers: { ...headers(staff.finance), ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.errors[0]).toMatchObject({ field: "statement" });
    const binary = multipart(
      { bankAccountId: String(usdAccountId) },
      { statement: { name: "old.xls", content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]) } },
    );
    const refused = await t.app.inject({
      method: "POST",
      url: `${base}/statements`,
      headers: { ...headers(staff.finance), ...binary.headers },
      payload: binary.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.errors[0]).toMatchObject({ field: "statement" });
    const otherLayout = "Val. Tarihi;Miktar\n" + `${written};1,00\n`;
    expect((await upload(staff.finance, otherLayout)).statusCode).toBe(400);
    const mapped = await upload(staff.finance, otherLayout, { dateColumn: "Val. Tarihi", amountColumn: "Miktar" });
    expect(mapped.statusCode, mapped.body).toBe(201);
    expect(mapped.json().data.statement).toMatchObject({ transfersRead: 1 });
    const noAccount = multipart({ bankAccountId: "999999" }, { statement: { name: "e.csv", content: Buffer.from(otherLayout) } });
    const unknown = await t.app.inject({
      method: "POST",
      url: `${base}/statements`,
      headers: { ...headers(staff.finance), ...noAccount.headers },
      payload: noAccount.payload,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
