// The back office's customers, companies and credit desk and its invoices list (docs/decisions/040-customers-and-credit.md):
// search, a current account's terms and postings audited with before and after, a blocked account refusing net-term
// orders, a deactivation ending the customer's sign-ins at once, and an invoice mailed again.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createVerifiedAccount, latestMail, signIn } from "./support/accounts";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { staffToken } from "./support/staff";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
const tokens: Record<"consumer" | "admin" | "finance" | "sales", string> = { consumer: "", admin: "", finance: "", sales: "" };
let part: { variantId: number };
let companyId = "";
let accountId = "";

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  tokens.finance = await staffToken(t.db, "finance");
  tokens.sales = await staffToken(t.db, "sales");
  part = await stockLimitedPart(t.db);
});
afterAll(() => t.close());

type Caller = keyof typeof tokens;
const call = (caller: Caller | null, method: "GET" | "POST" | "PUT", url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { "accept-language": "en", ...(caller ? bearer(tokens[caller]) : {}), ...headers },
    payload,
  });

const accountUrl = () => `/back-office/companies/${companyId}/accounts/${accountId}`;

describe("who may use the desk", () => {
  it("answers 401 without a token and 403 to a customer, a consumer or a business administrator", async () => {
    expect((await call(null, "GET", "/back-office/customers")).statusCode).toBe(401);
    for (const caller of ["consumer", "admin"] as const) {
      expect((await call(caller, "GET", "/back-office/customers")).statusCode).toBe(403);
      expect((await call(caller, "GET", "/back-office/companies")).statusCode).toBe(403);
      expect((await call(caller, "GET", "/back-office/invoices")).statusCode).toBe(403);
    }
  });
});

describe("searching", () => {
  it("finds the demo company by tax number and by a user's e-mail, and its users and accounts on its page", async () => {
    const byTax = (await call("finance", "GET", "/back-office/companies?q=1234567890")).json().data;
    expect(byTax.totalCount).toBe(1);
    companyId = byTax.items[0].id;
    const byEmail = (
      await call("finance", "GET", `/back-office/companies?q=${encodeURIComponent(DEMO_ACCOUNTS.businessBuyer.email)}`)
    ).json().data;
    expect(byEmail.items.map((company: { id: string }) => company.id)).toEqual([companyId]);
    // A wildcard typed is matched as a character, not as "anything".
    expect((await call("finance", "GET", "/back-office/companies?q=%25")).json().data.totalCount).toBe(0);

    const company = (await call("finance", "GET", `/back-office/companies/${companyId}`)).json().data;
    expect(company.users.map((user: { email: string }) => user.email).sort()).toEqual(
      [DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessBuyer.email].sort(),
    );
    const account = company.accounts.find((candidate: { code: string }) => candidate.code === "120.01.001");
    expect(account).toMatchObject({ creditLimit: "25000.00", balance: "6420.50", risk: "1830.00", available: "16749.50", blocked: false });
    accountId = account.id;
  });

  it("finds consumers and business users by name or e-mail, a page at a time", async () => {
    const consumers = (await call("sales", "GET", `/back-office/customers?userType=b2c&q=${encodeURIComponent("consumer@demo")}`)).json()
      .data;
    expect(consumers.items.map((customer: { email: string }) => customer.email)).toEqual([DEMO_ACCOUNTS.consumer.email]);
    const business = (await call("sales", "GET", "/back-office/customers?userType=b2b&pageSize=1")).json().data;
    expect(business.items).toHaveLength(1);
    expect(business.totalCount).toBeGreaterThanOrEqual(2);
  });
});

describe("a current account", () => {
  it("has its limit changed by finance, audited with before, after and the reason; sales may not", async () => {
    const terms = { creditLimit: "30000,00", currencyCode: "USD", maturityDays: 45, blocked: false, reason: "Annual review" };
    expect((await call("sales", "PUT", accountUrl(), terms)).statusCode).toBe(403);
    const saved = await call("finance", "PUT", accountUrl(), terms);
    expect(saved.statusCode, saved.body).toBe(200);
    const company = saved.json().data;
    expect(company.accounts.find((account: { id: string }) => account.id === accountId)).toMatchObject({
      creditLimit: "30000.00",
      maturityDays: 45,
      available: "21749.50",
    });
    expect(company.audit[0]).toMatchObject({
      objectType: "current-account",
      objectId: accountId,
      action: "set-terms",
      staffEmail: "finance@staff.devre.example",
      before: { creditLimit: "25000.00", maturityDays: 30 },
      after: { creditLimit: "30000.00", maturityDays: 45 },
      reason: "Annual review",
    });
    // Its currency stays while an amount is owed on it.
    const moved = await call("finance", "PUT", accountUrl(), { ...terms, currencyCode: "EUR" });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.errors[0]).toMatchObject({ field: "currencyCode" });
    const unreasoned = await call("finance", "PUT", accountUrl(), { ...terms, reason: " " });
    expect(unreasoned.statusCode).toBe(400);
  });

  it("takes a manual adjustment with a reason, shown newest first with the running balance, and audited", async () => {
    const before = (await call("finance", "GET", `${accountUrl()}/postings`)).json().data;
    expect(before.account.balance).toBe("6420.50");
    const added = await call("finance", "POST", `${accountUrl()}/postings`, {
      entry: "debit",
      amount: "125,40",
      reason: "Freight invoiced late",
    });
    expect(added.statusCode, added.body).toBe(201);
    const list = added.json().data;
    expect(list.account.balance).toBe("6545.90");
    expect(list.items[0]).toMatchObject({
      kind: "adjustment",
      amount: "125.40",
      balance: "6545.90",
      reason: "Freight invoiced late",
      enteredBy: "finance@staff.devre.example",
    });
    expect(list.items[0].dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const credit = await call("finance", "POST", `${accountUrl()}/postings`, {
      entry: "payment",
      amount: "500",
      reason: "EFT received, ref 991",
    });
    const afterPayment = credit.json().data;
    expect(afterPayment.items.slice(0, 2).map((posting: { amount: string; balance: string }) => [posting.amount, posting.balance])).toEqual(
      [
        ["-500.00", "6045.90"],
        ["125.40", "6545.90"],
      ],
    );
    expect(afterPayment.items[0]).toMatchObject({ kind: "payment", dueDate: null });

    const audit = (
      await call("finance", "GET", `/back-office/audit-log?objectType=current-account&objectId=${accountId}&action=add-posting`)
    ).json().data.items;
    expect(audit[1]).toMatchObject({
      before: { balance: "6420.50" },
      after: { balance: "6545.90", posting: { amount: "125.40", kind: "adjustment" } },
      reason: "Freight invoiced late",
    });
    const refused = await call("finance", "POST", `${accountUrl()}/postings`, { entry: "credit", amount: "10", reason: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.errors.map((error: { field?: string }) => error.field)).toContain("reason");
  });

  it("reverses a wrong posting by another, once, keeping both", async () => {
    const list = (await call("finance", "GET", `${accountUrl()}/postings`)).json().data;
    const payment = list.items[0];
    const reversed = await call("finance", "POST", `${accountUrl()}/postings/${payment.id}/reverse`, {
      reason: "Posted to the wrong company",
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    const after = reversed.json().data;
    expect(after.items[0]).toMatchObject({ amount: "500.00", reversesId: payment.id, balance: "6545.90" });
    expect(after.items.find((posting: { id: number }) => posting.id === payment.id)).toMatchObject({ reversedById: after.items[0].id });
    expect(after.totalCount).toBe(list.totalCount + 1);
    const again = await call("finance", "POST", `${accountUrl()}/postings/${payment.id}/reverse`, { reason: "Twice" });
    expect(again.statusCode).toBe(409);
  });

  it("refuses net-term orders while blocked, with a clear message, and takes them again once unblocked", async () => {
    const terms = { creditLimit: "30000.00", currencyCode: "USD", maturityDays: 45, reason: "Overdue invoices" };
    expect((await call("finance", "PUT", accountUrl(), { ...terms, blocked: true })).statusCode).toBe(200);
    await readyCheckout(t.app, tokens.admin, { variantId: part.variantId, business: true, extra: { currentAccountCode: "120.01.001" } });
    const refused = await call(
      "admin",
      "POST",
      "/orders/users/me",
      { paymentType: "net", readTerms: true },
      { "idempotency-key": randomUUID() },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/Current account 120\.01\.001 is blocked/);
    const checkout = (await call("admin", "GET", "/checkout/users/me")).json().data;
    expect(checkout.currentAccounts.find((account: { code: string }) => account.code === "120.01.001")).toMatchObject({ blocked: true });

    expect((await call("finance", "PUT", accountUrl(), { ...terms, blocked: false, reason: "Paid" })).statusCode).toBe(200);
    const placed = await call(
      "admin",
      "POST",
      "/orders/users/me",
      { paymentType: "net", readTerms: true },
      { "idempotency-key": randomUUID() },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = placed.json().data.order.orderNumber;
    const postings = (await call("finance", "GET", `${accountUrl()}/postings?kind=invoice`)).json().data;
    expect(postings.items[0]).toMatchObject({ kind: "invoice", orderNumber });
    expect(postings.items[0].invoiceNumber).toMatch(/^[A-Z0-9]{3}\d{13}$/);
  });
});

describe("deactivating a customer", () => {
  it("ends their token at once and refuses their sign-in until reactivated, each audited with the reason", async () => {
    const email = `deactivated-${randomUUID()}@example.com`;
    await createVerifiedAccount(t.db, "b2c", email, "Passw0rd!x");
    const token = (await signIn(t.app, email, "Passw0rd!x", "b2c")).accessToken;
    const me = () => t.app.inject({ method: "GET", url: "/v1/identity/users/me/profile", headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    const found = (await call("sales", "GET", `/back-office/customers?q=${encodeURIComponent(email)}`)).json().data.items[0];

    expect((await call("finance", "POST", `/back-office/customers/${found.id}/deactivate`, { reason: "Fraud" })).statusCode).toBe(403);
    const deactivated = await call("sales", "POST", `/back-office/customers/${found.id}/deactivate`, { reason: "Chargeback fraud" });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json().data).toMatchObject({ status: "deactivated", openSignIns: 0 });
    expect(deactivated.json().data.audit[0]).toMatchObject({
      action: "deactivate",
      before: { status: "active" },
      after: { status: "deactivated" },
      reason: "Chargeback fraud",
    });
    expect((await me()).statusCode).toBe(401);
    const signInAgain = await t.app.inject({
      method: "POST",
      url: "/v1/identity/auth/login",
      payload: { email, password: "Passw0rd!x", userType: "b2c" },
    });
    expect(signInAgain.statusCode).toBeGreaterThanOrEqual(400);
    expect((await call("sales", "POST", `/back-office/customers/${found.id}/deactivate`, { reason: "Again" })).statusCode).toBe(409);

    const reactivated = await call("sales", "POST", `/back-office/customers/${found.id}/reactivate`, { reason: "Cleared by the bank" });
    expect(reactivated.json().data).toMatchObject({ status: "active" });
    expect((await signIn(t.app, email, "Passw0rd!x", "b2c")).accessToken).toBeTruthy();
  });

  it("shows a customer's orders, addresses and sign-in state", async () => {
    const admin = (await call("sales", "GET", `/back-office/customers?q=${encodeURIComponent(DEMO_ACCOUNTS.businessAdmin.email)}`)).json()
      .data.items[0];
    const page = (await call("sales", "GET", `/back-office/customers/${admin.id}`)).json().data;
    expect(page).toMatchObject({ userType: "b2b", companyId, status: "active" });
    expect(page.orderCount).toBeGreaterThanOrEqual(1);
    expect(page.orders[0]).toMatchObject({ paymentType: "net" });
    expect(page.addresses.length).toBeGreaterThanOrEqual(1);
    expect(page.openSignIns).toBeGreaterThanOrEqual(1);
  });
});

describe("the invoices list", () => {
  it("lists the issued invoices and mails one again to the customer, audited", async () => {
    expect((await call("sales", "GET", "/back-office/invoices")).statusCode).toBe(403);
    const list = (await call("finance", "GET", "/back-office/invoices?type=SATIS")).json().data;
    expect(list.totalCount).toBeGreaterThanOrEqual(1);
    const invoice = list.items[0];
    expect(invoice).toMatchObject({ type: "SATIS", status: "issued", customerEmail: DEMO_ACCOUNTS.businessAdmin.email });
    expect((await call("finance", "GET", `/back-office/invoices?q=${invoice.orderNumber}`)).json().data.items[0].number).toBe(
      invoice.number,
    );

    const sent = await call("finance", "POST", `/back-office/invoices/${invoice.number}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ number: invoice.number, sentTo: DEMO_ACCOUNTS.businessAdmin.email });
    const mail = await latestMail(t.db, DEMO_ACCOUNTS.businessAdmin.email);
    expect(mail?.subject).toContain(invoice.number);
    expect(mail?.text).toContain(invoice.orderNumber);
    const audit = (await call("finance", "GET", `/back-office/audit-log?objectType=invoice&objectId=${invoice.number}`)).json().data.items;
    expect(audit[0]).toMatchObject({ action: "send-again", after: { sentTo: DEMO_ACCOUNTS.businessAdmin.email } });
    expect((await call("finance", "POST", "/back-office/invoices/DEV2026999999999/send")).statusCode).toBe(404);
  });
});
