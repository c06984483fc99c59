// The dashboard home's figures (issue 34 item 4, docs/decisions/048-dashboard-figures.md): counts of open and unpaid
// orders, open requests and carts, the newest carts with their totals, and twelve months of spending in the asked currency; a
// consumer sees their own, a business user with view-orders the company's; a guest is refused.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, requestCases } from "../../api/db/schema";
import { isoDay } from "../../api/modules/carts/export-content";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createVerifiedAccount, signIn } from "./support/accounts";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
const tokens = { admin: "", consumer: "" };
let part: { variantId: number };

type Caller = keyof typeof tokens;
const dashboard = async (caller: Caller, currency = "USD") => {
  const answer = await t.app.inject({
    method: "GET",
    url: `/v1/aggregator/users/me/dashboard?currency=${currency}`,
    headers: { "accept-language": "en", ...bearer(tokens[caller]) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

async function place(caller: Caller, paymentType: "net" | "eft", business: boolean, extra: object = {}) {
  await readyCheckout(t.app, tokens[caller], { variantId: part.variantId, business, extra });
  const placed = await t.app.inject({
    method: "POST",
    url: "/v1/orders/users/me",
    headers: { "accept-language": "en", ...bearer(tokens[caller]), "idempotency-key": randomUUID() },
    payload: { paymentType, readTerms: true },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data.order.orderNumber as string;
}

const thisMonth = () => isoDay(new Date()).slice(0, 7);
const spentThisMonth = (figures: { spending: { months: Array<{ month: string; total: string }> } }) =>
  Number(figures.spending.months.at(-1)!.total);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  const email = `dashboard-${randomUUID()}@example.com`;
  await createVerifiedAccount(t.db, "b2c", email, "Passw0rd!x");
  tokens.consumer = (await signIn(t.app, email, "Passw0rd!x", "b2c")).accessToken;
  part = await stockLimitedPart(t.db);
});
afterAll(() => t.close());

describe("the dashboard figures", () => {
  it("a new consumer has nothing yet: zero counts, no carts, twelve empty months ending with this one", async () => {
    const figures = await dashboard("consumer");
    expect(figures).toMatchObject({
      scope: "own",
      counts: { openOrders: 0, awaitingPayment: 0, openRequests: 0, carts: 0 },
      recentCarts: [],
      spending: { currency: "USD" },
    });
    expect(figures.spending.months).toHaveLength(12);
    expect(figures.spending.months.at(-1).month).toBe(thisMonth());
    expect(figures.spending.months.every((month: { total: string }) => month.total === "0.00")).toBe(true);
  });

  it("an unpaid EFT order is open and awaiting payment but not spending; its cart is listed with its total", async () => {
    await place("consumer", "eft", false);
    const figures = await dashboard("consumer", "TRY");
    expect(figures.counts).toMatchObject({ openOrders: 1, awaitingPayment: 1, carts: 1 });
    expect(figures.recentCarts).toEqual([
      expect.objectContaining({
        name: expect.any(String),
        productCount: expect.any(Number),
        currency: "TRY",
        total: expect.stringMatching(/^\d+\.\d{2}$/),
      }),
    ]);
    expect(figures.spending.currency).toBe("TRY");
    expect(spentThisMonth(figures)).toBe(0);
  });

  it("a business user with view-orders sees the company's figures; a paid net order adds its total to this month", async () => {
    const before = await dashboard("admin");
    expect(before.scope).toBe("company");
    const orderNumber = await place("admin", "net", true, { currentAccountCode: "120.01.001" });
    const after = await dashboard("admin");
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(after.counts.openOrders).toBe(before.counts.openOrders + 1);
    expect(after.recentCarts.length).toBeLessThanOrEqual(3);
    // In USD the order counts at its own USD total (a rate of 1).
    expect(spentThisMonth(after) - spentThisMonth(before)).toBeCloseTo(Number(order.totalsUsd.total), 2);
    // In TRY at the rate the order recorded, not today's.
    const inLira = await dashboard("admin", "TRY");
    const beforeLira = spentThisMonth(inLira) - Number(order.totalsUsd.total) * Number(order.exchangeRates.TRY);
    expect(beforeLira).toBeGreaterThanOrEqual(-0.01);
    // The consumer's figures hold none of the company's orders.
    expect((await dashboard("consumer")).counts.openOrders).toBe(1);
  });

  it("a request counts as open until its case is closed, won or lost", async () => {
    const sent = await t.app.inject({
      method: "POST",
      url: "/v1/aggregator/users/me/user-product-requests",
      headers: { "accept-language": "en", ...bearer(tokens.consumer) },
      payload: { variantId: part.variantId, quantity: 5 },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await dashboard("consumer")).counts.openRequests).toBe(1);
    expect((await dashboard("admin")).counts.openRequests).toBe(0);
    const ofRequest = and(eq(requestCases.kind, "product"), eq(requestCases.requestRef, String(sent.json().data.id)));
    await t.db.update(requestCases).set({ status: "won" }).where(ofRequest);
    expect((await dashboard("consumer")).counts.openRequests).toBe(0);
  });

  it("refuses a guest (401)", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/v1/aggregator/users/me/dashboard" });
    expect(answer.statusCode).toBe(401);
  });
});
