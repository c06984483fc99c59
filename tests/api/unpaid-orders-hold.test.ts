import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders, payments } from "../../api/db/schema";
import { expireUnpaidOrders } from "../../api/modules/orders/cancel";
import { SHIPPING_ADDRESS } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { stockLimitedPart, stockOf } from "./support/checkout";
import { readSandboxToken, signedSandboxResult } from "../../contract/payments/sandbox-bank";
import { createTestApp, TEST_PAYMENT_SECRET, type TestApp } from "./support/test-app";

// Issue 29: no anonymous visitor holds a part's stock hostage (docs/decisions/030-unpaid-orders-hold.md). A guest's
// unpaid EFT order holds stock for hours, not days; a guest id, an e-mail and a client address each have a capped
// count and value of unpaid orders; a cart has at most one pending card payment.

let t: TestApp;
let part: { variantId: number; stock: number };

const GUEST_HOLD_HOURS = 4;
const GUEST_MAX_ORDERS = 3;
const GUEST_MAX_VALUE_USD = 1000;

interface Visitor {
  guestId: string;
  email: string;
  ip: string;
  language?: "tr" | "en";
}

const asGuest = (visitor: Visitor, method: "GET" | "POST" | "PUT", url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: {
      "accept-language": visitor.language ?? "en",
      "x-anonymous-customer-id": visitor.guestId,
      "x-forwarded-for": visitor.ip,
      ...headers,
    },
    payload,
  });

let visitorCount = 0;
/** A new visitor: its own guest id, e-mail and client address unless some are given. */
const visitor = (given: Partial<Visitor> = {}): Visitor => {
  visitorCount += 1;
  return { guestId: randomUUID(), email: `guest${visitorCount}@example.com`, ip: `10.29.0.${visitorCount}`, ...given };
};

/** The visitor's cart holding `quantity` of the part, its e-mail and invoice address typed, standard delivery chosen. */
async function readyGuest(who: Visitor, quantity = 1) {
  const added = await asGuest(who, "POST", "/carts/guests/me/lines", { items: [{ variantId: part.variantId, quantity }] });
  expect(added.statusCode, added.body).toBe(200);
  const billing = { ...SHIPPING_ADDRESS, title: "Order", invoiceType: "individual", identityNumber: "10000000146" };
  const saved = await asGuest(who, "PUT", "/checkout/guests/me/billing", { email: who.email, billing });
  expect(saved.statusCode, saved.body).toBe(200);
  const option = saved.json().data.shippingOptions.find((candidate: { service: string }) => candidate.service === "Standard");
  const delivery = await asGuest(who, "PUT", "/checkout/guests/me/delivery", { shippingOptionId: option.id });
  expect(delivery.statusCode, delivery.body).toBe(200);
}

const place = (who: Visitor, paymentType: "eft" | "pos") =>
  asGuest(who, "POST", "/orders/guests/me", { paymentType, installments: 1, readTerms: true }, { "idempotency-key": randomUUID() });

const orderRow = async (orderNumber: string) => (await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0];

/** The part's stock set for a test (its whole stock stays cheap, or a large order finds enough). */
const setStock = (stock: number) => t.db.execute(sql`UPDATE variants SET total_stock = ${stock} WHERE id = ${part.variantId}`);

/** Cancels every unpaid order left by a test, so that the next one starts from the part's whole stock. */
const expireAll = () => expireUnpaidOrders(t.db, new Date(Date.now() + 365 * 86_400_000));

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    config: {
      GUEST_EFT_PAYMENT_HOURS: GUEST_HOLD_HOURS,
      GUEST_UNPAID_ORDERS_MAX: GUEST_MAX_ORDERS,
      GUEST_UNPAID_VALUE_MAX_USD: GUEST_MAX_VALUE_USD,
    },
  });
  part = await stockLimitedPart(t.db);
});
afterAll(() => t.close());

describe("a guest's unpaid order", () => {
  it("holds a part's whole stock for hours, not days: then it is cancelled and the stock is back for others", async () => {
    await expireAll();
    const stock = 7;
    await setStock(stock);
    const hoarder = visitor();
    await readyGuest(hoarder, stock);
    const placed = await place(hoarder, "eft");
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(t.db, part.variantId)).toBe(0);

    const order = await orderRow(placed.json().data.order.orderNumber);
    const heldFor = order.expiresAt!.getTime() - order.createdAt.getTime();
    expect(heldFor).toBe(GUEST_HOLD_HOURS * 3_600_000);
    // Hours, not days: the confirmation tells the deadline's time of day (the store's, Istanbul), not only its date.
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, hoarder.email));
    const deadline = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Istanbul" });
    expect(mail.text).toContain(deadline.format(order.expiresAt!));

    expect(await expireUnpaidOrders(t.db, new Date(order.createdAt.getTime() + heldFor - 60_000))).toEqual([]);
    expect(await expireUnpaidOrders(t.db, new Date(order.createdAt.getTime() + heldFor + 60_000))).toEqual([order.id]);
    expect(await stockOf(t.db, part.variantId)).toBe(stock);
  });

  it("of one client address is capped in count, whatever guest ids and e-mails it rotates, with a message in the caller's language", async () => {
    await expireAll();
    const ip = "10.29.1.1";
    for (let count = 0; count < GUEST_MAX_ORDERS; count += 1) {
      const who = visitor({ ip });
      await readyGuest(who);
      const placed = await place(who, "eft");
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const before = await stockOf(t.db, part.variantId);
    const english = visitor({ ip });
    await readyGuest(english);
    const refused = await place(english, "eft");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/unpaid orders/i);
    const turkish = visitor({ ip, language: "tr" });
    await readyGuest(turkish);
    const refusedInTurkish = await place(turkish, "pos");
    expect(refusedInTurkish.statusCode).toBe(409);
    expect(refusedInTurkish.json().error.message).toMatch(/ödenmemiş sipariş/i);
    expect(await stockOf(t.db, part.variantId)).toBe(before);
  });

  it("of one client address is capped when its orders come all at once, too", async () => {
    await expireAll();
    const ip = "10.29.2.1";
    const visitors = Array.from({ length: GUEST_MAX_ORDERS + 3 }, () => visitor({ ip }));
    for (const who of visitors) await readyGuest(who);
    const answers = await Promise.all(visitors.map((who) => place(who, "eft")));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array<number>(GUEST_MAX_ORDERS).fill(201),
      ...Array<number>(3).fill(409),
    ]);
  });

  it("of one mailbox (however its address is spelt), and of one guest id, is capped in count too", async () => {
    await expireAll();
    for (let count = 0; count < GUEST_MAX_ORDERS; count += 1) {
      const who = visitor({ email: `one-address+${count}@example.com` });
      await readyGuest(who);
      expect((await place(who, "eft")).statusCode).toBe(201);
    }
    const sameEmail = visitor({ email: "One-Address@Example.com" });
    await readyGuest(sameEmail);
    expect((await place(sameEmail, "eft")).statusCode).toBe(409);

    await expireAll();
    const guestId = randomUUID();
    for (let count = 0; count < GUEST_MAX_ORDERS; count += 1) {
      const who = visitor({ guestId });
      await readyGuest(who);
      expect((await place(who, "eft")).statusCode).toBe(201);
    }
    const sameGuest = visitor({ guestId });
    await readyGuest(sameGuest);
    expect((await place(sameGuest, "eft")).statusCode).toBe(409);
  });

  it("is capped in the value its unpaid orders hold, in USD", async () => {
    await expireAll();
    const [{ cheapest }] = await rows<{ cheapest: string }>(
      t.db,
      sql`SELECT min(unit_price_usd)::text AS cheapest FROM price_breaks WHERE variant_id = ${part.variantId}`,
    );
    const quantity = Math.ceil((GUEST_MAX_VALUE_USD * 1.1) / Number(cheapest));
    await setStock(quantity + 10);
    const who = visitor();
    await readyGuest(who, quantity);
    const refused = await place(who, "eft");
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toMatch(/unpaid orders/i);
    expect(await stockOf(t.db, part.variantId)).toBe(quantity + 10);
  });
});

describe("a cart's card payment", () => {
  it("is one at a time: a new attempt cancels the older pending order and gives its stock back", async () => {
    await expireAll();
    const stock = 20;
    await setStock(stock);
    const buyer = visitor();
    await readyGuest(buyer, 5);
    const first = await place(buyer, "pos");
    expect(first.statusCode, first.body).toBe(201);
    expect(await stockOf(t.db, part.variantId)).toBe(stock - 5);
    const second = await place(buyer, "pos");
    expect(second.statusCode, second.body).toBe(201);
    expect(await stockOf(t.db, part.variantId)).toBe(stock - 5);

    const older = await orderRow(first.json().data.order.orderNumber);
    expect(older.status).toBe("cancelled");
    const [olderPayment] = await t.db.select().from(payments).where(eq(payments.orderId, older.id));
    expect(olderPayment.status).toBe("failed");
    expect((await orderRow(second.json().data.order.orderNumber)).status).toBe("awaiting_payment");

    // The older attempt's bank answers late with a success: it captures nothing, and the stock stays given back once.
    const token = new URL(first.json().data.paymentRedirect, "http://store").searchParams.get("token")!;
    const started = readSandboxToken(TEST_PAYMENT_SECRET, token)!;
    const late = await t.app.inject({
      method: "POST",
      url: "/v1/payment/callbacks/sandbox",
      headers: { "accept-language": "en" },
      payload: signedSandboxResult(TEST_PAYMENT_SECRET, {
        paymentId: started.paymentId,
        status: "success",
        amount: started.amount,
        currency: started.currency,
        cardLast4: "0000",
      }),
    });
    expect(late.json().data).toMatchObject({ status: "failed", message: expect.stringContaining("newer payment attempt") });
    expect(await stockOf(t.db, part.variantId)).toBe(stock - 5);
  });
});
