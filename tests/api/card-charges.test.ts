import { randomUUID } from "node:crypto";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CardCharges } from "@contract/api/checkout/card-charges";
import { mailOutbox } from "../../api/db/schema";
import { amountText } from "../../api/modules/orders/mails";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { readSandboxToken, signedSandboxResult } from "../../contract/payments/sandbox-bank";
import { bearer, SHIPPING_ADDRESS, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import type { App } from "../../api/server";
import { anotherApiOn, createTestApp, TEST_PAYMENT_SECRET, type TestApp } from "./support/test-app";

// Card payments in lira, charged as shown (docs/decisions/033-card-payments-in-lira.md), with the built-in sandbox
// provider: the payment step's table is the API's, the order charges exactly the amount chosen from it, in TRY.

let t: TestApp;
let accessToken = "";
let part: { variantId: number };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  accessToken = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  part = await stockLimitedPart(t.db);
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST",
  url: string,
  { payload, language = "en", app = t.app }: { payload?: object; language?: string; app?: App } = {},
) =>
  app.inject({
    method,
    url: `/v1${url}`,
    headers: { ...bearer(accessToken), "accept-language": language, ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}) },
    payload,
  });

async function cardCharges(app: App = t.app) {
  const answer = await call("GET", "/checkout/users/me/card-charges", { app });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as CardCharges;
}

const placeCard = (body: object, options: { language?: string; app?: App } = {}) =>
  call("POST", "/orders/users/me", { ...options, payload: { paymentType: "pos", readTerms: true, ...body } });

const callback = (fields: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/v1/payment/callbacks/sandbox", payload: fields, headers: { "accept-language": "en" } });

/** The top-level category code of a variant's product. */
async function rootCategoryOf(variantId: number) {
  const [root] = await rows<{ code: string }>(
    t.db,
    sql`WITH RECURSIVE up AS (
          SELECT c.id, c.parent_id, c.code FROM categories c
          WHERE c.id = (SELECT p.category_id FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ${variantId})
          UNION SELECT c.id, c.parent_id, c.code FROM categories c JOIN up ON c.id = up.parent_id)
        SELECT code FROM up WHERE parent_id IS NULL`,
  );
  return root.code;
}

describe("the payment step's card charges", () => {
  it("are in TRY: the order's total at the day's rate, and per allowed count the sandbox's commission", async () => {
    const checkout = await readyCheckout(t.app, accessToken, { variantId: part.variantId });
    const charges = await cardCharges();
    const [rate] = await rows<{ rate: string; rateDate: string }>(
      t.db,
      sql`SELECT rate::text AS rate, rate_date AS "rateDate" FROM exchange_rates WHERE currency = 'TRY' ORDER BY rate_date DESC LIMIT 1`,
    );
    expect(charges).toMatchObject({
      currency: "TRY",
      orderCurrency: checkout.totals.currency,
      orderTotal: checkout.totals.total,
      rateDate: rate.rateDate,
      bin: null,
      maxInstallments: 4,
    });
    expect(Number(charges.rate)).toBe(Number(rate.rate));
    // The order's total converted once at the day's rate, to the kuruş.
    expect(Math.round(Number(charges.base) * 100)).toBe(Math.round(Number(checkout.totals.total) * Number(rate.rate) * 100));
    // The sandbox's documented table (1: 0 %, 2: 2.10 %, 3: 3.20 %, 6: …) below the store's cap of 4.
    expect(charges.options.map((option) => [option.count, option.ratePercent])).toEqual([
      [1, "0.00"],
      [2, "2.10"],
      [3, "3.20"],
    ]);
    for (const option of charges.options) {
      const kurus = Math.round(Number(charges.base) * 100);
      expect(Math.round(Number(option.amount) * 100)).toBe(Math.round((kurus * (100 + Number(option.ratePercent))) / 100));
      expect(Math.round(Number(option.commission) * 100)).toBe(Math.round(Number(option.amount) * 100) - kurus);
    }
  });
});

describe("a card order in 3 installments with the sandbox", () => {
  it("charges exactly the amount the card charges answered, in TRY, and stores it with the order", async () => {
    await readyCheckout(t.app, accessToken, { variantId: part.variantId });
    const charges = await cardCharges();
    const three = charges.options.find((option) => option.count === 3)!;
    const placed = await placeCard({ installments: 3, cardQuote: charges.quote });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, paymentRedirect } = placed.json().data;
    // The sandbox bank is asked for the lira amount with the commission.
    const payment = readSandboxToken(TEST_PAYMENT_SECRET, new URL(paymentRedirect, "http://store").searchParams.get("token")!)!;
    expect(payment).toMatchObject({ amount: three.amount, currency: "TRY", installments: 3 });
    const [stored] = await rows<{ cardCharge: unknown }>(
      t.db,
      sql`SELECT card_charge AS "cardCharge" FROM orders WHERE order_number = ${order.orderNumber}`,
    );
    const expected = {
      currency: "TRY",
      installments: 3,
      rate: charges.rate,
      rateDate: charges.rateDate,
      base: charges.base,
      commission: three.commission,
      amount: three.amount,
    };
    expect(stored.cardCharge).toEqual(expected);

    const fields = { paymentId: payment.paymentId, status: "success", amount: three.amount, currency: "TRY", cardLast4: "4242" };
    // A paid price that is not the confirmed amount is refused, signed or not: the base without the commission, USD.
    expect((await callback(signedSandboxResult(TEST_PAYMENT_SECRET, { ...fields, amount: charges.base }))).statusCode).toBe(400);
    expect((await callback(signedSandboxResult(TEST_PAYMENT_SECRET, { ...fields, currency: "USD" }))).statusCode).toBe(400);
    const captured = await callback(signedSandboxResult(TEST_PAYMENT_SECRET, fields));
    expect(captured.json().data).toMatchObject({ orderNumber: order.orderNumber, status: "captured" });

    const detail = (await call("GET", `/orders/users/me/${order.orderNumber}`)).json().data;
    expect(detail.cardCharge).toEqual(expected);
    expect(detail.payments).toEqual([
      expect.objectContaining({ amount: three.amount, currency: "TRY", installments: 3, status: "captured" }),
    ]);
    // The confirmation mail names the lira amount charged and itemises the commission.
    const [mail] = (await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id))).filter((sent) =>
      sent.subject.includes(order.orderNumber),
    );
    expect(mail.text).toContain(`We have received your card payment of ${amountText(three.amount, "TRY", "en")}.`);
    expect(mail.text).toContain(`installment commission ${amountText(three.commission, "TRY", "en")}`);
  });

  it("refuses an order whose confirmed amounts are no longer the API's (409), and places nothing", async () => {
    await readyCheckout(t.app, accessToken, { variantId: part.variantId });
    const [{ count: before }] = await rows<{ count: number }>(t.db, sql`SELECT count(*)::int AS count FROM orders`);
    const refused = await placeCard({ installments: 3, cardQuote: "confirmed-something-else" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/amount to be charged to your card has changed/);
    expect((await rows<{ count: number }>(t.db, sql`SELECT count(*)::int AS count FROM orders`))[0].count).toBe(before);
  });
});

describe("the installment cap", () => {
  it("refuses more installments than the store allows, in the buyer's language", async () => {
    await readyCheckout(t.app, accessToken, { variantId: part.variantId });
    const english = await placeCard({ installments: 6 });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.errors).toEqual([
      {
        field: "installments",
        message:
          "This cart may be paid in at most 4 installments (Turkish rules limit installments for electronic goods), not 6. Choose 4 or fewer.",
      },
    ]);
    const turkish = await placeCard({ installments: 6 }, { language: "tr" });
    expect(turkish.json().error.message).toBe(
      "Bu sepet en fazla 4 taksitle ödenebilir (6 değil): BDDK kuralları elektronik ürünlerde taksit sayısını sınırlar. 4 ya da daha az taksit seçin.",
    );
  });

  it("follows a top-level category's own cap, and a cart mixing categories gets the smallest", async () => {
    const root = await rootCategoryOf(part.variantId);
    const [other] = await rows<{ variantId: number }>(
      t.db,
      sql`SELECT v.id AS "variantId" FROM variants v JOIN products p ON p.id = v.product_id
          WHERE v.is_show_price AND p.status <> 'obsolete' AND v.minimum_order_quantity = 1 AND v.order_quantity_multiplier = 1
            AND v.total_stock > 10 AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.variant_id = v.id) ORDER BY v.id`,
    ).then(async (candidates) => {
      for (const candidate of candidates) if ((await rootCategoryOf(candidate.variantId)) !== root) return [candidate];
      return [];
    });
    expect(other, "a part of another top-level category").toBeDefined();
    const otherRoot = await rootCategoryOf(other.variantId);
    const capped = await anotherApiOn(t.db, { CARD_INSTALLMENTS_MAX_BY_CATEGORY: `${root}:2, ${otherRoot}:12` });
    try {
      await readyCheckout(t.app, accessToken, { variantId: other.variantId });
      expect((await cardCharges(capped)).options.map((option) => option.count)).toEqual([1, 2, 3, 6, 9, 12]);
      await readyCheckout(t.app, accessToken, { variantId: part.variantId });
      const alone = await cardCharges(capped);
      expect(alone.maxInstallments).toBe(2);
      expect(alone.options.map((option) => option.count)).toEqual([1, 2]);
      // Both parts in the cart: the smaller cap.
      await call("POST", "/carts/users/me/active/lines", { payload: { items: [{ variantId: other.variantId, quantity: 1 }] } });
      expect((await cardCharges(capped)).maxInstallments).toBe(2);
      const refused = await placeCard({ installments: 3 }, { app: capped });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toMatch(/at most 2 installments/);
    } finally {
      await capped.close();
    }
  });
});

describe("a guest's card order", () => {
  it("is charged the amount of the guest's own card charges; a guest without a cart has none (409)", async () => {
    const guestId = randomUUID();
    const asGuest = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/v1${url}`,
        headers: { "accept-language": "en", "x-anonymous-customer-id": guestId, "idempotency-key": randomUUID() },
        payload,
      });
    expect((await asGuest("GET", "/checkout/guests/me/card-charges")).statusCode).toBe(409);
    await asGuest("POST", "/carts/guests/me/lines", { items: [{ variantId: part.variantId, quantity: 1 }] });
    const billing = { ...SHIPPING_ADDRESS, title: "Order", invoiceType: "individual", identityNumber: "10000000146" };
    const saved = (await asGuest("PUT", "/checkout/guests/me/billing", { email: "card-guest@example.com", billing })).json().data;
    const option = saved.shippingOptions.find((candidate: { service: string }) => candidate.service === "Standard");
    expect((await asGuest("PUT", "/checkout/guests/me/delivery", { shippingOptionId: option.id })).statusCode).toBe(200);
    const charges = (await asGuest("GET", "/checkout/guests/me/card-charges")).json().data as CardCharges;
    const two = charges.options.find((candidate) => candidate.count === 2)!;
    const placed = await asGuest("POST", "/orders/guests/me", {
      paymentType: "pos",
      installments: 2,
      readTerms: true,
      cardQuote: charges.quote,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const token = new URL(placed.json().data.paymentRedirect, "http://store").searchParams.get("token")!;
    expect(readSandboxToken(TEST_PAYMENT_SECRET, token)).toMatchObject({ amount: two.amount, currency: "TRY", installments: 2 });
    const order = (await asGuest("GET", `/orders/guests/me/${placed.json().data.order.orderNumber}`)).json().data;
    expect(order.cardCharge).toMatchObject({ installments: 2, base: charges.base, amount: two.amount });
  });
});

describe("an EFT order", () => {
  it("has no card charge", async () => {
    await readyCheckout(t.app, accessToken, { variantId: part.variantId });
    const placed = await call("POST", "/orders/users/me", { payload: { paymentType: "eft", readTerms: true } });
    expect(placed.statusCode, placed.body).toBe(201);
    const detail = (await call("GET", `/orders/users/me/${placed.json().data.order.orderNumber}`)).json().data;
    expect(detail.cardCharge).toBeNull();
  });
});
