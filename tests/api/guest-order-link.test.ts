import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLinkKey, orderLinkToken, ORDER_LINK_DAYS } from "../../api/modules/orders/order-link";
import { derivedKey, signLink } from "../../api/lib/signed-links";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, freshIp, latestMail, SHIPPING_ADDRESS, signIn } from "./support/accounts";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { moveOrderByStaff } from "./support/order-desk";
import { createTestApp, TEST_JWT_SECRET, type TestApp } from "./support/test-app";

// A guest's order by the signed link of its mails (docs/decisions/051-guest-order-link.md): the link opens that order,
// read-only, with its invoice; a forged, altered, expired or another order's signature answers 404, for anyone.

let t: TestApp;
let part: { variantId: number };
const key = orderLinkKey(TEST_JWT_SECRET);

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/v1${url}`, headers: { "accept-language": "en", ...headers } });

/** A guest's EFT order of one part, placed through the guest checkout's API: its number and the link of its mail. */
async function placeGuestOrder() {
  const guestId = randomUUID();
  const email = `link-${randomUUID().slice(0, 8)}@example.com`;
  const headers = { "accept-language": "en", "x-anonymous-customer-id": guestId, "x-forwarded-for": freshIp() };
  const call = (method: "POST" | "PUT", url: string, payload: object, extra: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/v1${url}`, headers: { ...headers, ...extra }, payload });
  expect((await call("POST", "/carts/guests/me/lines", { items: [{ variantId: part.variantId, quantity: 1 }] })).statusCode).toBe(200);
  const billing = { ...SHIPPING_ADDRESS, title: "Order", invoiceType: "individual", identityNumber: "10000000146" };
  const saved = await call("PUT", "/checkout/guests/me/billing", { email, billing });
  expect(saved.statusCode, saved.body).toBe(200);
  const option = saved.json().data.shippingOptions.find((candidate: { service: string }) => candidate.service === "Standard");
  expect((await call("PUT", "/checkout/guests/me/delivery", { shippingOptionId: option.id })).statusCode).toBe(200);
  const placed = await call("POST", "/orders/guests/me", { paymentType: "eft", readTerms: true }, { "idempotency-key": randomUUID() });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderNumber: string = placed.json().data.order.orderNumber;
  const mail = await latestMail(t.db, email);
  const link = /https?:\/\/\S+\/en\/order\/([\w.-]+)/.exec(mail?.text ?? "");
  expect(link, mail?.text).not.toBeNull();
  return { orderNumber, token: link![1] };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  part = await stockLimitedPart(t.db);
});
afterAll(() => t.close());

describe("a guest's signed order link", () => {
  it("is the link of the guest's order mail, and opens the order read-only with its proforma, then its invoice", async () => {
    const { orderNumber, token } = await placeGuestOrder();
    const opened = await get(`/orders/links/${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers["cache-control"]).toContain("no-store");
    expect(opened.json().data).toMatchObject({ orderNumber, paymentType: "eft", status: "awaiting_payment", canCancel: false });

    const proforma = await get(`/orders/links/${token}/invoice`);
    expect(proforma.statusCode).toBe(200);
    expect(proforma.headers["content-disposition"]).toContain(`proforma-${orderNumber}.pdf`);
    expect(proforma.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await get(`/orders/links/${token}/invoice.xml`)).statusCode).toBe(404);

    // Paid, the same link downloads the invoice, as a PDF and as UBL-TR XML.
    expect((await moveOrderByStaff(t, orderNumber, "paid")).statusCode).toBe(200);
    const paid = (await get(`/orders/links/${token}`)).json().data;
    expect(paid.status).toBe("paid");
    const invoice = await get(`/orders/links/${token}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-disposition"]).toContain(`invoice-${paid.invoice.number}.pdf`);
    const xml = await get(`/orders/links/${token}/invoice.xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(paid.invoice.number);
  });

  it("answers 404 to a tampered, expired, another order's or another purpose's signature, signed in or not", async () => {
    const first = await placeGuestOrder();
    const second = await placeGuestOrder();
    const [, expires, signature] = first.token.split(".");
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const expired = orderLinkToken(key, first.orderNumber, Date.now() - (ORDER_LINK_DAYS + 1) * 86_400_000);
    const refused = [
      `${first.orderNumber}.${expires}.${flipped}`,
      // The first order's signature on the second's number, and a later expiry under the first's signature.
      `${second.orderNumber}.${expires}.${signature}`,
      `${first.orderNumber}.${Number(expires) + 86_400}.${signature}`,
      expired,
      // Signed for another purpose, or with the server's secret itself: not an order link's key.
      signLink(derivedKey(TEST_JWT_SECRET, "staff-totp-key"), first.orderNumber, 1).token,
      signLink(Buffer.from(TEST_JWT_SECRET), first.orderNumber, 1).token,
      first.orderNumber,
      "not-a-token",
    ];
    const { accessToken } = await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c");
    for (const token of refused)
      for (const suffix of ["", "/invoice", "/invoice.xml"]) {
        const url = `/orders/links/${encodeURIComponent(token)}${suffix}`;
        expect((await get(url)).statusCode, url).toBe(404);
        expect((await get(url, bearer(accessToken))).statusCode, url).toBe(404);
      }
    // Each order's own link opens that order only.
    expect((await get(`/orders/links/${second.token}`)).json().data.orderNumber).toBe(second.orderNumber);
    expect((await get(`/orders/links/${first.token}`)).json().data.orderNumber).toBe(first.orderNumber);
  });

  it("answers a signed-in customer's own order only through its dashboard, whose mails keep linking there", async () => {
    const { accessToken } = await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c");
    await readyCheckout(t.app, accessToken, part);
    const placed = await t.app.inject({
      method: "POST",
      url: "/v1/orders/users/me",
      headers: { ...bearer(accessToken), "accept-language": "en", "idempotency-key": randomUUID() },
      payload: { paymentType: "eft", readTerms: true },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber } = placed.json().data.order;
    const mail = await latestMail(t.db, DEMO_ACCOUNTS.consumer.email);
    expect(mail?.text).toContain(`/en/dashboard/order-status-history/order-detail/${orderNumber}`);
    expect(mail?.text).not.toMatch(/\/en\/order\//);
    // Its owner, signed in, following a forged link of it sees the 404 of anyone else.
    const forged = `${orderNumber}.${Math.floor(Date.now() / 1000) + 86_400}.${"A".repeat(43)}`;
    expect((await get(`/orders/links/${forged}`, bearer(accessToken))).statusCode).toBe(404);
    expect((await get(`/orders/links/${orderLinkToken(key, orderNumber)}`)).json().data.orderNumber).toBe(orderNumber);
  });
});
