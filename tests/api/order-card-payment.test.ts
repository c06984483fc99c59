import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CardCharges } from "@contract/api/checkout/card-charges";
import { bankAccounts, mailOutbox, orders } from "../../api/db/schema";
import { confirmTransfer } from "../../api/modules/orders/desk/transfers";
import { formatIban } from "../../api/modules/payments/iban";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { seedBankAccountsIfEmpty } from "../../api/seed/bank-accounts";
import { readSandboxToken, signedSandboxResult } from "../../contract/payments/sandbox-bank";
import { bearer, createVerifiedAccount, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { readyCheckout, stockLimitedPart, stockOf } from "./support/checkout";
import { createTestApp, TEST_PAYMENT_SECRET, type TestApp } from "./support/test-app";

// An EFT order awaiting payment paid by card instead, from its page (docs/decisions/050-current-account-self-service.md),
// with the built-in sandbox provider; and the EFT order's mail listing the store's bank accounts.

let t: TestApp;
let token = "";
let part: { variantId: number };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await seedBankAccountsIfEmpty(t.db);
  token = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  part = await stockLimitedPart(t.db);
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST",
  url: string,
  { payload, language = "en", as = token }: { payload?: object; language?: string; as?: string } = {},
) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { ...bearer(as), "accept-language": language, ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}) },
    payload,
  });

/** A consumer's EFT order of two of the part, placed through the API in `language`. */
async function placeEftOrder(language: "tr" | "en" = "en") {
  await readyCheckout(t.app, token, { variantId: part.variantId, quantity: 2 });
  const placed = await call("POST", "/orders/users/me", { payload: { paymentType: "eft", readTerms: true }, language });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderNumber: string = placed.json().data.order.orderNumber;
  return { orderNumber, row: await orderRow(orderNumber) };
}

const orderRow = async (orderNumber: string) => (await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0];

async function chargesOf(orderNumber: string) {
  const answer = await call("GET", `/orders/users/me/${orderNumber}/card-charges`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as CardCharges;
}

const startCard = (orderNumber: string, body: object, options: { language?: string; as?: string } = {}) =>
  call("POST", `/orders/users/me/${orderNumber}/card-payment`, { ...options, payload: body });

/** Starts paying the order by card in `installments`, as the page posts it: the sandbox payment it went to. */
async function startPaying(orderNumber: string, installments = 1) {
  const charges = await chargesOf(orderNumber);
  const started = await startCard(orderNumber, { installments, cardQuote: charges.quote });
  expect(started.statusCode, started.body).toBe(200);
  const redirect: string = started.json().data.paymentRedirect;
  const payment = readSandboxToken(TEST_PAYMENT_SECRET, new URL(redirect, "http://store").searchParams.get("token")!)!;
  return { charges, payment, option: charges.options.find((candidate) => candidate.count === installments)! };
}

/** The sandbox bank's signed answer for the payment, through the provider's callback. */
const bankAnswers = (payment: { paymentId: string; amount: string; currency: string }, status: "success" | "declined") =>
  t.app.inject({
    method: "POST",
    url: "/v1/payment/callbacks/sandbox",
    headers: { "accept-language": "en" },
    payload: signedSandboxResult(TEST_PAYMENT_SECRET, {
      paymentId: payment.paymentId,
      status,
      amount: payment.amount,
      currency: payment.currency,
      cardLast4: status === "success" ? "4242" : "",
    }),
  });

const mailsAbout = async (orderNumber: string) =>
  (await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt))).filter((mail) => mail.subject.includes(orderNumber));

describe("the EFT order's mail", () => {
  it("lists each of the store's active bank accounts and the order number as the transfer's reference, in the order's language", async () => {
    const accounts = await t.db.select().from(bankAccounts).where(eq(bankAccounts.isActive, true));
    expect(accounts.length).toBeGreaterThan(1);
    for (const language of ["tr", "en"] as const) {
      const { orderNumber } = await placeEftOrder(language);
      const [mail] = await mailsAbout(orderNumber);
      expect(mail.text).toContain(language === "tr" ? `referans olarak ${orderNumber}` : `Write ${orderNumber} as the reference`);
      for (const account of accounts) {
        expect(mail.text).toContain(formatIban(account.iban));
        expect(mail.text).toContain(`${account.bankName}, ${account.branch}`);
        expect(mail.html).toContain(formatIban(account.iban));
      }
      expect(mail.text).toContain(language === "tr" ? "hesap sahibi" : "account holder");
    }
  });
});

describe("paying an EFT order by card instead", () => {
  it("charges the checkout's table for the order and, once captured, makes it a paid card order with its card mail", async () => {
    const { orderNumber, row } = await placeEftOrder();
    const stock = await stockOf(t.db, part.variantId);
    const { charges, payment, option } = await startPaying(orderNumber, 2);
    expect(charges).toMatchObject({ currency: "TRY", orderCurrency: row.currencyCode, orderTotal: row.total, maxInstallments: 4 });
    expect(payment).toMatchObject({ orderNumber, amount: option.amount, currency: "TRY", installments: 2 });
    // Until the bank answers the order is the EFT order it was.
    expect(await orderRow(orderNumber)).toMatchObject({ paymentType: "eft", status: "awaiting_payment", cardCharge: null });

    const answer = await bankAnswers(payment, "success");
    expect(answer.json().data).toMatchObject({ orderNumber, status: "captured", onFailure: "keep_order" });
    const paid = await orderRow(orderNumber);
    expect(paid).toMatchObject({ paymentType: "pos", status: "paid", expiresAt: null });
    expect(paid.cardCharge).toMatchObject({ currency: "TRY", installments: 2, base: charges.base, amount: option.amount });
    expect(await stockOf(t.db, part.variantId)).toBe(stock);
    const detail = (await call("GET", `/orders/users/me/${orderNumber}`)).json().data;
    expect(detail.payments).toEqual([expect.objectContaining({ amount: option.amount, currency: "TRY", status: "captured" })]);
    expect(detail.invoice).not.toBeNull();
    const [mail, placedMail] = await mailsAbout(orderNumber);
    expect(placedMail.text).toContain("Please transfer");
    expect(mail.text).toContain(`We have received your card payment of`);
    // Paid now: no second card payment.
    expect((await call("GET", `/orders/users/me/${orderNumber}/card-charges`)).statusCode).toBe(409);
  });

  it("refused by the bank, leaves the order as it was (EFT, awaiting payment, its stock and expiry) and may be tried again", async () => {
    const { orderNumber, row } = await placeEftOrder();
    const stock = await stockOf(t.db, part.variantId);
    const { payment } = await startPaying(orderNumber);
    const answer = await bankAnswers(payment, "declined");
    expect(answer.json().data).toMatchObject({
      orderNumber,
      status: "failed",
      onFailure: "keep_order",
      message: "Your bank declined the card. No money was taken; your order is as it was and still awaits your transfer.",
    });
    const after = await orderRow(orderNumber);
    expect(after).toMatchObject({ paymentType: "eft", status: "awaiting_payment", cardCharge: null });
    expect(after.expiresAt?.toISOString()).toBe(row.expiresAt?.toISOString());
    expect(await stockOf(t.db, part.variantId)).toBe(stock);
    const [{ reserved }] = await rows<{ reserved: number }>(
      t.db,
      sql`SELECT sum(reserved_quantity)::int AS reserved FROM order_lines WHERE order_id = ${row.id}`,
    );
    expect(reserved).toBe(2);
    const detail = (await call("GET", `/orders/users/me/${orderNumber}`)).json().data;
    expect(detail.payments).toEqual([expect.objectContaining({ status: "failed" })]);
    expect(detail.history.map((event: { status: string }) => event.status)).toEqual(["awaiting_payment"]);
    // The failed attempt is closed: a new one may start at once, and pays the order.
    const again = await startPaying(orderNumber);
    expect((await bankAnswers(again.payment, "success")).json().data.status).toBe("captured");
    expect(await orderRow(orderNumber)).toMatchObject({ status: "paid", paymentType: "pos" });
  });

  it("refuses a second start while one is open (409, in the caller's language), also two at once", async () => {
    const { orderNumber } = await placeEftOrder();
    const charges = await chargesOf(orderNumber);
    const body = { installments: 1, cardQuote: charges.quote };
    const [first, second] = await Promise.all([startCard(orderNumber, body), startCard(orderNumber, body, { language: "tr" })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = await startCard(orderNumber, body, { language: "tr" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^Bu sipariş için .* başlatılan bir kart ödemesi hâlâ açık/);
    const [{ count }] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_number = ${orderNumber}`,
    );
    expect(count).toBe(1);
  });

  it("takes no card payment for an order paid by transfer meanwhile: the open payment fails, the order is paid once", async () => {
    const { orderNumber, row } = await placeEftOrder();
    const { payment } = await startPaying(orderNumber);
    await t.db.transaction((tx) =>
      confirmTransfer(
        tx,
        row.id,
        { amount: row.total, currency: row.currencyCode, receivedOn: "2026-11-26", bankReference: randomUUID() },
        { locale: "en", invoicing: t.app.invoicing },
      ),
    );
    const answer = await bankAnswers(payment, "success");
    expect(answer.json().data).toMatchObject({ status: "failed", message: expect.stringContaining("the card payment was not taken") });
    expect(await orderRow(orderNumber)).toMatchObject({ status: "paid", paymentType: "eft", cardCharge: null });
    const [captured] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM payments WHERE order_id = ${row.id} AND status = 'captured'`,
    );
    expect(captured.count).toBe(0);
  });

  it("is refused for a paid, a cancelled or a card order (409), and another user's order answers 404", async () => {
    const cancelled = await placeEftOrder();
    expect((await call("POST", `/orders/users/me/${cancelled.orderNumber}/cancel`)).statusCode).toBe(200);
    const paid = await placeEftOrder();
    await t.db.transaction((tx) =>
      confirmTransfer(
        tx,
        paid.row.id,
        { amount: paid.row.total, currency: paid.row.currencyCode, receivedOn: "2026-11-26", bankReference: randomUUID() },
        { locale: "en", invoicing: t.app.invoicing },
      ),
    );
    for (const orderNumber of [cancelled.orderNumber, paid.orderNumber]) {
      expect((await call("GET", `/orders/users/me/${orderNumber}/card-charges`)).statusCode).toBe(409);
      const refused = await startCard(orderNumber, { installments: 1 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe("Only an EFT order still awaiting its payment can be paid by card.");
    }

    const open = await placeEftOrder();
    const email = `card-payment-${randomUUID()}@example.com`;
    await createVerifiedAccount(t.db, "b2c", email, "Another-Password-1");
    const other = (await signIn(t.app, email, "Another-Password-1", "b2c")).accessToken;
    expect((await call("GET", `/orders/users/me/${open.orderNumber}/card-charges`, { as: other })).statusCode).toBe(404);
    expect((await startCard(open.orderNumber, { installments: 1 }, { as: other })).statusCode).toBe(404);
    expect(await orderRow(open.orderNumber)).toMatchObject({ paymentType: "eft", status: "awaiting_payment" });
  });
});
