import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../api/config";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { readyCheckout, stockLimitedPart, stockOf } from "./support/checkout";
import type { CardCharges } from "@contract/api/checkout/card-charges";
import { STAND_IN_API_KEY, STAND_IN_BINS, STAND_IN_SECRET_KEY, startIyzicoStandIn, type IyzicoStandIn } from "./support/iyzico-stand-in";
import { anotherApiOn, createTestApp, type TestApp } from "./support/test-app";

// Card orders paid through iyzico's hosted checkout form (docs/decisions/018-iyzico.md): the real API and database,
// iyzico played by the local stand-in (tests/api/support/iyzico-stand-in.ts).

const STOREFRONT_URL = "https://shop.example";

let t: TestApp;
let iyzico: IyzicoStandIn;
let accessToken = "";
let part: { variantId: number };

beforeAll(async () => {
  iyzico = await startIyzicoStandIn();
  t = await createTestApp({
    seed: true,
    config: {
      PAYMENT_PROVIDER: "iyzico",
      IYZICO_API_KEY: STAND_IN_API_KEY,
      IYZICO_SECRET_KEY: STAND_IN_SECRET_KEY,
      IYZICO_BASE_URL: iyzico.url,
      STOREFRONT_URL,
    },
  });
  accessToken = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  part = await stockLimitedPart(t.db);
});
afterAll(async () => {
  await t?.close();
  await iyzico?.close();
});

const callback = (fields: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/v1/payment/callbacks/iyzico", payload: fields, headers: { "accept-language": "en" } });
const get = (url: string) =>
  t.app.inject({ method: "GET", url: `/v1${url}`, headers: { ...bearer(accessToken), "accept-language": "en" } });
const placeOrder = (body: object = {}) =>
  t.app.inject({
    method: "POST",
    url: "/v1/orders/users/me",
    headers: { ...bearer(accessToken), "accept-language": "en", "idempotency-key": randomUUID() },
    payload: { paymentType: "pos", installments: 1, readTerms: true, ...body },
  });

/** The payment step's card charges (docs/decisions/033-card-payments-in-lira.md), for a card's BIN when given. */
async function cardCharges(bin?: string) {
  const answer = await get(`/checkout/users/me/card-charges${bin ? `?bin=${bin}` : ""}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as CardCharges;
}

/**
 * A card order placed by the demo consumer as the payment step places it (with its table's quote): its number, its
 * charge as the table said it, and the token of its checkout form.
 */
async function placeCardOrder({ installments = 1, bin }: { installments?: number; bin?: string } = {}) {
  await readyCheckout(t.app, accessToken, { variantId: part.variantId });
  const charges = await cardCharges(bin);
  const placed = await placeOrder({ installments, cardQuote: charges.quote, cardBin: bin });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, paymentRedirect } = placed.json().data;
  const token = new URL(paymentRedirect).searchParams.get("token")!;
  const charge = charges.options.find((option) => option.count === installments)!;
  return { orderNumber: order.orderNumber as string, charges, charge, paymentRedirect, token };
}

/** The order's status and its payment's, read from the database. */
async function stateOf(orderNumber: string) {
  const [state] = await rows<{ order: string; payment: string; cardSummary: string | null }>(
    t.db,
    sql`SELECT o.status AS "order", p.status AS payment, p.card_summary AS "cardSummary"
        FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.order_number = ${orderNumber}`,
  );
  return state;
}

const productCount = async () => (await get("/carts/users/me/active")).json().data.productCount as number;

describe("a card order paid through iyzico", () => {
  it("sends the buyer to iyzico's page with a checkout form for the order, in TRY", async () => {
    const { orderNumber, charges, charge, paymentRedirect, token } = await placeCardOrder();
    expect(paymentRedirect).toBe(`${iyzico.url}/checkout-page?token=${token}&lang=en`);
    const form = iyzico.forms.get(token)!;
    expect(form).toMatchObject({
      locale: "en",
      conversationId: orderNumber,
      basketId: orderNumber,
      currency: "TRY",
      // The order is in English: the buyer comes back to the English return page.
      callbackUrl: `${STOREFRONT_URL}/en/payment/callback/iyzico`,
      enabledInstallments: [1],
      buyer: { email: DEMO_ACCOUNTS.consumer.email, identityNumber: "10000000146", name: "Deniz", surname: "Kaya", country: "Türkiye" },
      billingAddress: { contactName: "Deniz Kaya", city: "Ankara" },
    });
    // A single payment: no commission, the order's total in TRY is both the price and the paid price.
    expect(charge.commission).toBe("0.00");
    // The package writes amounts without trailing zeros ("974.1"): compared as numbers.
    expect(Number(form.price)).toBe(Number(charges.base));
    expect(Number(form.paidPrice)).toBe(Number(charges.base));
    expect(await stateOf(orderNumber)).toMatchObject({ order: "awaiting_payment", payment: "pending" });
  });

  it("is captured once by a callback replayed ten times, each checked with iyzico: the order is paid and the cart's lines are gone", async () => {
    const { orderNumber, token } = await placeCardOrder();
    expect(await productCount()).toBe(1);
    iyzico.finish(token, { paymentStatus: "SUCCESS" });
    const asked = iyzico.calls.retrieve;
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback({ token })));
    for (const answer of answers) expect(answer.json().data).toMatchObject({ orderNumber, status: "captured" });
    expect(iyzico.calls.retrieve - asked).toBe(10);
    const [captured] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM payments p JOIN orders o ON o.id = p.order_id
          WHERE o.order_number = ${orderNumber} AND p.status = 'captured'`,
    );
    expect(captured.count).toBe(1);
    expect(await stateOf(orderNumber)).toEqual({ order: "paid", payment: "captured", cardSummary: "**** 0006" });
    expect((await get(`/orders/users/me/${orderNumber}`)).json().data.history.map((event: { status: string }) => event.status)).toEqual([
      "awaiting_payment",
      "paid",
    ]);
    expect(await productCount()).toBe(0);
  });

  it("refuses a token iyzico never issued, a malformed one and one still in 3-D Secure, and changes nothing", async () => {
    const { orderNumber, token } = await placeCardOrder();
    const stock = await stockOf(t.db, part.variantId);
    expect((await callback({ token: randomUUID() })).statusCode).toBe(400);
    const asked = iyzico.calls.retrieve;
    expect((await callback({})).statusCode).toBe(400);
    expect((await callback({ token: "<script>" })).statusCode).toBe(400);
    expect(iyzico.calls.retrieve, "a malformed token is not sent to iyzico").toBe(asked);
    // The buyer is still on iyzico's page: an early post must not settle the payment either way.
    const early = await callback({ token });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe("The payment answer could not be verified.");
    expect(await stateOf(orderNumber)).toMatchObject({ order: "awaiting_payment", payment: "pending" });
    expect(await stockOf(t.db, part.variantId)).toBe(stock);
    expect(await productCount()).toBe(1);
  });

  it("refused by the bank cancels the order, gives the stock back and leaves the cart as it was", async () => {
    const { orderNumber, token } = await placeCardOrder();
    // Read once the order holds its unit: placing it also released the cart's earlier pending card order (decision 030).
    const held = await stockOf(t.db, part.variantId);
    iyzico.finish(token, { paymentStatus: "FAILURE" });
    const outcome = await callback({ token });
    expect(outcome.statusCode, outcome.body).toBe(200);
    expect(outcome.json().data).toMatchObject({ orderNumber, status: "failed" });
    expect(outcome.json().data.message).toMatch(/declined/);
    expect(await stateOf(orderNumber)).toMatchObject({ order: "cancelled", payment: "failed" });
    expect(await stockOf(t.db, part.variantId)).toBe(held + 1);
    expect(await productCount()).toBe(1);
  });

  it("refuses a paid price or currency other than the order's, and an answer not signed with the merchant's key", async () => {
    const { orderNumber, charge, token } = await placeCardOrder();
    const total = charge.amount;
    const refusedWith = async (ending: Parameters<IyzicoStandIn["finish"]>[1]) => {
      iyzico.finish(token, ending);
      const answer = await callback({ token });
      expect(answer.statusCode, JSON.stringify(ending)).toBe(400);
      expect(await stateOf(orderNumber)).toMatchObject({ order: "awaiting_payment", payment: "pending" });
    };
    await refusedWith({ paymentStatus: "SUCCESS", paidPrice: Number(total) - 1 });
    await refusedWith({ paymentStatus: "SUCCESS", paidPrice: (Math.round(Number(total) * 100) + 1) / 100 });
    await refusedWith({ paymentStatus: "SUCCESS", currency: "USD" });
    await refusedWith({ paymentStatus: "SUCCESS", signedWith: "another-merchant-secret-key" });
    // Nothing was used up: the genuine answer still captures.
    iyzico.finish(token, { paymentStatus: "SUCCESS" });
    expect((await callback({ token })).json().data).toMatchObject({ orderNumber, status: "captured" });
  });

  it("refused by iyzico when the form is asked for answers 503 with iyzico's code; the order is cancelled at once", async () => {
    await readyCheckout(t.app, accessToken, { variantId: part.variantId });
    const stock = await stockOf(t.db, part.variantId);
    const openOrders = sql`SELECT count(*)::int AS count FROM orders WHERE status <> 'cancelled'`;
    const [{ count: orders }] = await rows<{ count: number }>(t.db, openOrders);
    iyzico.refuseNextForm("12");
    const refused = await placeOrder();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(
      "The card payment could not be started (error 12 at the payment provider). Pay by EFT, or try again later.",
    );
    expect((await rows<{ count: number }>(t.db, openOrders))[0].count).toBe(orders);
    const [unstarted] = await rows<{ status: string }>(
      t.db,
      sql`SELECT p.status FROM payments p JOIN orders o ON o.id = p.order_id ORDER BY o.id DESC LIMIT 1`,
    );
    expect(unstarted.status).toBe("failed");
    expect(await stockOf(t.db, part.variantId)).toBe(stock);
    expect(await productCount()).toBe(1);
  });
});

describe("installments through iyzico, charged in TRY as the payment step said (decision 033)", () => {
  it("asks iyzico's installment inquiry in TRY, for the card's BIN when given, up to the store's cap", async () => {
    await readyCheckout(t.app, accessToken, { variantId: part.variantId });
    const highest = await cardCharges();
    expect(iyzico.lastInstallmentQuery()).toMatchObject({ currency: "TRY" });
    expect(Number(iyzico.lastInstallmentQuery()?.price)).toBe(Number(highest.base));
    expect(iyzico.lastInstallmentQuery()?.binNumber).toBeUndefined();
    // The default cap (4, BDDK's for electronic goods) leaves out 6 and 9, which iyzico offers.
    expect(highest.maxInstallments).toBe(4);
    expect(highest.options.map((option) => option.count)).toEqual([1, 2, 3]);
    const bonus = await cardCharges(STAND_IN_BINS.Bonus);
    expect(iyzico.lastInstallmentQuery()).toMatchObject({ binNumber: STAND_IN_BINS.Bonus, currency: "TRY" });
    // Without a BIN each count shows the most any card charges (World's 3 % for 2); Bonus's own table asks 2.5 %.
    const two = (charges: CardCharges) => charges.options.find((option) => option.count === 2)!;
    expect(Number(two(bonus).amount)).toBeLessThan(Number(two(highest).amount));
    expect(two(bonus).ratePercent).toBe("2.50");
    expect(bonus.bin).toBe(STAND_IN_BINS.Bonus);
    expect(bonus.quote).not.toBe(highest.quote);
  });

  it("charges exactly the 3-installment amount the table answered: price = base, paid price = base + commission", async () => {
    const { orderNumber, charges, charge, token } = await placeCardOrder({ installments: 3, bin: STAND_IN_BINS.Bonus });
    expect(Number(charge.commission)).toBeGreaterThan(0);
    const form = iyzico.forms.get(token)!;
    expect(form).toMatchObject({ currency: "TRY", enabledInstallments: [3] });
    expect([Number(form.price), Number(form.paidPrice)]).toEqual([Number(charges.base), Number(charge.amount)]);
    // The paid price without the commission is not the amount confirmed: refused, nothing changes.
    iyzico.finish(token, { paymentStatus: "SUCCESS", paidPrice: Number(charges.base) });
    expect((await callback({ token })).statusCode).toBe(400);
    expect(await stateOf(orderNumber)).toMatchObject({ order: "awaiting_payment", payment: "pending" });
    iyzico.finish(token, { paymentStatus: "SUCCESS" });
    expect((await callback({ token })).json().data).toMatchObject({ orderNumber, status: "captured" });
    const order = (await get(`/orders/users/me/${orderNumber}`)).json().data;
    expect(order.cardCharge).toEqual({
      currency: "TRY",
      installments: 3,
      rate: charges.rate,
      rateDate: charges.rateDate,
      base: charges.base,
      commission: charge.commission,
      amount: charge.amount,
    });
    expect(order.payments[0]).toMatchObject({ amount: charge.amount, currency: "TRY", installments: 3, status: "captured" });
  });
});

describe("iyzico out of reach", () => {
  it("answers 503 to a callback, which changes nothing, and to the installments table", async () => {
    const { orderNumber, token } = await placeCardOrder();
    iyzico.finish(token, { paymentStatus: "SUCCESS" });
    const closed = await startIyzicoStandIn();
    await closed.close();
    const cutOff = await anotherApiOn(t.db, {
      PAYMENT_PROVIDER: "iyzico",
      IYZICO_API_KEY: STAND_IN_API_KEY,
      IYZICO_SECRET_KEY: STAND_IN_SECRET_KEY,
      IYZICO_BASE_URL: closed.url,
    });
    try {
      const answer = await cutOff.inject({
        method: "POST",
        url: "/v1/payment/callbacks/iyzico",
        payload: { token },
        headers: { "accept-language": "en" },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().error.message).toBe("Card payments are not available at the moment. Pay by EFT, or try again later.");
      expect(await stateOf(orderNumber)).toMatchObject({ order: "awaiting_payment", payment: "pending" });
      expect((await cutOff.inject({ method: "GET", url: "/v1/payment/installments?amount=10.00" })).statusCode).toBe(503);
    } finally {
      await cutOff.close();
    }
    // Once iyzico answers again, the same callback settles the payment.
    expect((await callback({ token })).json().data).toMatchObject({ orderNumber, status: "captured" });
  });
});

describe("the installments table with iyzico", () => {
  it("answers, per count, the most any card family charges for the amount", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/v1/payment/installments?amount=1000.00&currency=TRY" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual([
      { count: 1, perInstallment: "1000.00", total: "1000.00", currency: "TRY", ratePercent: "0.00" },
      { count: 2, perInstallment: "515.00", total: "1030.00", currency: "TRY", ratePercent: "3.00" },
      { count: 3, perInstallment: "346.67", total: "1040.00", currency: "TRY", ratePercent: "4.00" },
      { count: 6, perInstallment: "180.00", total: "1080.00", currency: "TRY", ratePercent: "8.00" },
      { count: 9, perInstallment: "123.33", total: "1110.00", currency: "TRY", ratePercent: "11.00" },
    ]);
  });
});

describe("the iyzico configuration", () => {
  it("stops start-up with one line when iyzico is chosen without its keys", () => {
    const base = { JWT_SECRET: "x".repeat(32), PAYMENT_PROVIDER: "iyzico" };
    expect(() => loadConfig(base)).toThrow("Invalid environment variable IYZICO_API_KEY: required when PAYMENT_PROVIDER is iyzico");
    expect(() => loadConfig({ ...base, IYZICO_API_KEY: "key" })).toThrow(
      "Invalid environment variable IYZICO_SECRET_KEY: required when PAYMENT_PROVIDER is iyzico",
    );
    expect(loadConfig({ ...base, IYZICO_API_KEY: "key", IYZICO_SECRET_KEY: "secret" }).IYZICO_BASE_URL).toBe(
      "https://sandbox-api.iyzipay.com",
    );
  });
});
