// The business current account and the customer's payments (issue 34 item 2,
// docs/decisions/050-current-account-self-service.md): the accounts' figures, the statement's running balance and
// filters, its Excel file holding the page's rows, another company's account not found, a permission refused, the
// payments page, and a payment notification sent by the customer, seen and used by finance.
import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createVerifiedAccount, signIn } from "./support/accounts";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { staffToken } from "./support/staff";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
const tokens: Record<"admin" | "buyer" | "consumer" | "stranger" | "finance", string> = {
  admin: "",
  buyer: "",
  consumer: "",
  stranger: "",
  finance: "",
};
let part: { variantId: number };
let netOrder = "";
let eftOrder = "";
let accountId = "";

type Caller = keyof typeof tokens;
const call = (caller: Caller, method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/v1${url}`, headers: { "accept-language": "en", ...bearer(tokens[caller]), ...headers }, payload });

async function place(caller: Caller, paymentType: "net" | "eft", business: boolean, extra: object = {}) {
  await readyCheckout(t.app, tokens[caller], { variantId: part.variantId, business, extra });
  const placed = await call(caller, "POST", "/orders/users/me", { paymentType, readTerms: true }, { "idempotency-key": randomUUID() });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data.order.orderNumber as string;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  const strangerEmail = `stranger-${randomUUID()}@example.com`;
  await createVerifiedAccount(t.db, "b2b", strangerEmail, "Passw0rd!x");
  tokens.stranger = (await signIn(t.app, strangerEmail, "Passw0rd!x", "b2b")).accessToken;
  tokens.finance = await staffToken(t.db, "finance");
  part = await stockLimitedPart(t.db);
  netOrder = await place("admin", "net", true, { currentAccountCode: "120.01.001" });
  eftOrder = await place("consumer", "eft", false);
});
afterAll(() => t.close());

describe("the current accounts", () => {
  it("shows each account's limit, used, available, overdue and risk, maturity days and interest rate", async () => {
    const answer = await call("admin", "GET", "/identity/users/me/current-accounts");
    expect(answer.statusCode, answer.body).toBe(200);
    const usd = answer.json().data.find((account: { code: string }) => account.code === "120.01.001");
    const net = (await call("admin", "GET", `/orders/users/me/${netOrder}`)).json().data;
    const balance = (6420.5 + Number(net.totals.total)).toFixed(2);
    expect(usd).toMatchObject({
      currencyCode: "USD",
      creditLimit: "25000.00",
      balance,
      risk: "1830.00",
      available: (25000 - Number(balance) - 1830).toFixed(2),
      // The carried-over balance has no due date and the new invoice is due in 30 days: nothing is overdue yet.
      overdue: "0.00",
      maturityDays: 30,
      maturityInterestRate: "2.50",
      blocked: false,
    });
    accountId = usd.id;
  });

  it("refuses a business user without view-current-accounts (403) and a consumer (403)", async () => {
    expect((await call("buyer", "GET", "/identity/users/me/current-accounts")).statusCode).toBe(403);
    expect((await call("buyer", "GET", "/identity/users/me/transactions/search")).statusCode).toBe(403);
    expect((await call("consumer", "GET", "/identity/users/me/transactions/search")).statusCode).toBe(403);
  });

  it("answers another company's account as missing (404)", async () => {
    const answer = await call("stranger", "GET", `/identity/users/me/transactions/search?accountId=${accountId}`);
    // The stranger's role holds every permission (a new company's administrator), so the refusal is the account's.
    expect(answer.statusCode, answer.body).toBe(404);
    expect((await call("stranger", "GET", `/identity/users/me/transactions/export?format=xlsx&accountId=${accountId}`)).statusCode).toBe(
      404,
    );
  });
});

describe("the statement", () => {
  it("lists the order's invoice newest first with the running balance, filtered by type and day", async () => {
    const answer = await call("admin", "GET", `/identity/users/me/transactions/search?accountId=${accountId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const statement = answer.json().data;
    expect(statement.openingBalance).toBe("6420.50");
    expect(statement.items[0]).toMatchObject({ kind: "invoice", orderNumber: netOrder, balance: statement.account.balance });
    expect(statement.items[0].invoiceNumber).toMatch(/^[A-Z0-9]{3}\d{13}$/);

    // A payment received lowers the balance; the invoice's row keeps the balance it had.
    const desk = `/back-office/companies/${(await t.db.query.companyCurrentAccounts.findFirst({ where: (a, { eq }) => eq(a.id, accountId) }))!.companyId}/accounts/${accountId}/postings`;
    expect((await call("finance", "POST", desk, { entry: "payment", amount: "100", reason: "EFT ref 77" })).statusCode).toBe(201);
    const after = (await call("admin", "GET", `/identity/users/me/transactions/search?accountId=${accountId}`)).json().data;
    expect(after.items.map((row: { kind: string; amount: string; balance: string }) => [row.kind, row.amount, row.balance])).toEqual([
      ["payment", "-100.00", (Number(statement.account.balance) - 100).toFixed(2)],
      ["invoice", statement.items[0].amount, statement.account.balance],
    ]);

    const invoices = (await call("admin", "GET", `/identity/users/me/transactions/search?accountId=${accountId}&kind=invoice`)).json().data;
    expect(invoices.items.map((row: { kind: string }) => row.kind)).toEqual(["invoice"]);
    expect(invoices.items[0].balance).toBe(statement.account.balance);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = (await call("admin", "GET", `/identity/users/me/transactions/search?accountId=${accountId}&from=${tomorrow}`)).json()
      .data;
    expect(future.totalCount).toBe(0);
    const paged = (await call("admin", "GET", `/identity/users/me/transactions/search?accountId=${accountId}&pageSize=1&page=2`)).json()
      .data;
    expect(paged).toMatchObject({ totalCount: 2, page: 2 });
    expect(paged.items[0].kind).toBe("invoice");
  });

  it("exports in Excel exactly the rows of the page's filter", async () => {
    for (const kind of ["", "invoice"]) {
      const query = `accountId=${accountId}&kind=${kind}`;
      const page = (await call("admin", "GET", `/identity/users/me/transactions/search?${query}`)).json().data;
      const file = await call("admin", "GET", `/identity/users/me/transactions/export?format=xlsx&${query}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-disposition"]).toMatch(/transactions-120\.01\.001-\d{4}-\d{2}-\d{2}\.xlsx/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const rows: Array<[string, number, number]> = [];
      workbook.worksheets[0].eachRow((row, index) => {
        if (index > 1) rows.push([String(row.getCell(4).value ?? ""), Number(row.getCell(7).value), Number(row.getCell(8).value)]);
      });
      expect(rows).toEqual(
        page.items.map((row: { orderNumber: string | null; amount: string; balance: string }) => [
          row.orderNumber ?? "",
          Number(row.amount),
          Number(row.balance),
        ]),
      );
    }
    const pdf = await call("admin", "GET", `/identity/users/me/transactions/export?format=pdf&accountId=${accountId}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("payments and payment notifications", () => {
  it("lists the company's net-term payment for a view-orders holder, searchable by method and order number", async () => {
    const list = (await call("admin", "GET", `/aggregator/users/me/payments?method=net&q=${netOrder}`)).json().data;
    expect(list).toMatchObject({ scope: "company", totalCount: 1 });
    expect(list.items[0]).toMatchObject({ method: "net", orderNumber: netOrder, reference: "120.01.001", installments: 1 });
    const detail = await call("admin", "GET", `/aggregator/users/me/payments/${list.items[0].id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ orderNumber: netOrder, orderStatus: "paid" });
    // Not the consumer's: another's payment answers as missing.
    expect((await call("consumer", "GET", `/aggregator/users/me/payments/${list.items[0].id}`)).statusCode).toBe(404);
    expect((await call("consumer", "GET", "/aggregator/users/me/payments?method=net")).json().data.totalCount).toBe(0);
  });

  it("takes the consumer's notification for an EFT order, which finance sees and uses to record the transfer", async () => {
    const before = (await call("consumer", "GET", "/orders/users/me/payment-notifications")).json().data;
    const order = before.orders.find((candidate: { orderNumber: string }) => candidate.orderNumber === eftOrder);
    expect(order).toBeTruthy();
    const notice = {
      amount: order.total,
      currencyCode: order.currencyCode,
      paidOn: new Date().toISOString().slice(0, 10),
      bankName: "Ziraat Bankası",
      iban: "TR33 0006 1005 1978 6457 8413 26",
      reference: "DK-20261127-1",
      orderNumbers: [eftOrder],
    };
    // Another's order, or none at all, is refused on its field.
    const foreign = await call("consumer", "POST", "/orders/users/me/payment-notifications", { ...notice, orderNumbers: [netOrder] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.errors[0]).toMatchObject({ field: "orderNumbers" });
    const targetless = await call("consumer", "POST", "/orders/users/me/payment-notifications", { ...notice, orderNumbers: [] });
    expect(targetless.statusCode).toBe(400);

    const sent = await call("consumer", "POST", "/orders/users/me/payment-notifications", notice);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ status: "sent", orderNumbers: [eftOrder], iban: "TR330006100519786457841326" });
    const id = sent.json().data.id;

    expect((await call("consumer", "GET", "/back-office/payment-notifications")).statusCode).toBe(403);
    const seen = (await call("finance", "GET", "/back-office/payment-notifications")).json().data;
    expect(seen.find((item: { id: number }) => item.id === id)).toMatchObject({
      senderEmail: DEMO_ACCOUNTS.consumer.email,
      bankName: "Ziraat Bankası",
      orderNumbers: [eftOrder],
    });

    const confirmed = await call("finance", "POST", `/back-office/payment-notifications/${id}/confirm`, {
      orderNumber: eftOrder,
      bankReference: "DK-20261127-1",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe("confirmed");
    expect((await call("consumer", "GET", `/orders/users/me/${eftOrder}`)).json().data.status).toBe("paid");
    const audit = (await call("finance", "GET", `/back-office/audit-log?objectType=payment-notification&objectId=${id}`)).json().data.items;
    expect(audit[0]).toMatchObject({
      action: "confirm",
      before: { status: "sent" },
      after: { status: "confirmed", orderNumber: eftOrder },
    });
    const again = await call("finance", "POST", `/back-office/payment-notifications/${id}/confirm`, {
      orderNumber: eftOrder,
      bankReference: "DK-20261127-2",
    });
    expect(again.statusCode).toBe(409);

    const mine = (await call("consumer", "GET", "/orders/users/me/payment-notifications")).json().data;
    expect(mine.items.find((item: { id: number }) => item.id === id)).toMatchObject({ status: "confirmed" });
    const payments = (await call("consumer", "GET", `/aggregator/users/me/payments?q=${eftOrder}`)).json().data;
    expect(payments).toMatchObject({ scope: "own", totalCount: 1 });
    expect(payments.items[0]).toMatchObject({ method: "eft", reference: "DK-20261127-1" });
  });
});
