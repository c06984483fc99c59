import { and, desc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productRequestNumber, todayInIstanbul } from "@contract/api/offers/product-request-schemas";
import { DEFAULT_CURRENCY } from "@contract/limits";
import { contactFormRequests, mailOutbox, productRequests, variants } from "../../api/db/schema";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createVerifiedAccount, freshIp, signIn } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

// Price and stock requests and wrong-data reports through the real API and database
// (docs/decisions/026-product-requests.md).

let t: TestApp;
const tokens = { consumer: "", admin: "", buyer: "", other: "" };
type Who = keyof typeof tokens;
let part: { id: number; sku: string; minimumOrderQuantity: number };

const SALES = "sales@devre.example";
const GUEST = {
  companyName: "Örnek Elektronik",
  name: "Ece",
  lastName: "Demir",
  email: "ece.fiyat@example.com",
  phoneCountryCode: "+90",
  phone: "532 000 00 09",
  isMembershipTermsAccepted: "on",
};

const asGuest = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/v1${url}`, payload, headers: { "accept-language": "en", "x-forwarded-for": freshIp() } });
const asUser = (who: Who, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, payload, headers: { ...bearer(tokens[who]), "accept-language": "en" } });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
  await createVerifiedAccount(t.db, "b2c", "fiyat.other@example.com", "Baska2026");
  tokens.other = (await signIn(t.app, "fiyat.other@example.com", "Baska2026", "b2c")).accessToken;
  [part] = await t.db
    .select({ id: variants.id, sku: variants.sku, minimumOrderQuantity: variants.minimumOrderQuantity })
    .from(variants)
    .where(gt(variants.minimumOrderQuantity, 1))
    .limit(1);
});
afterAll(() => t.close());

describe("a guest's price and stock request", () => {
  it("is stored with the part's sku read by the API and mailed to the sales team and the guest", async () => {
    const answer = await asGuest("/products/product-requests", {
      ...GUEST,
      variantId: String(part.id),
      quantity: String(part.minimumOrderQuantity),
      targetPrice: "0,85",
      targetCurrency: "USD",
      neededBy: todayInIstanbul(),
      note: "Seri üretim için",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, userId } = answer.json().data;
    expect(userId).toBeNull();
    expect(answer.json().message).toContain(productRequestNumber(id));

    const [row] = await t.db.select().from(productRequests).where(eq(productRequests.id, id));
    expect(row).toMatchObject({ sku: part.sku, variantId: part.id, targetPrice: "0.8500", targetCurrency: "USD", userId: null });
    expect(row.membershipTermsAcceptedAt).toBeInstanceOf(Date);

    const [sales] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, SALES)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(sales.subject).toContain(productRequestNumber(id));
    expect(sales.text).toContain(part.sku);
    // The target price in Turkish, as typed: a decimal comma, not the stored "0.8500".
    expect(sales.text).toContain("0,85 USD");
    const [receipt] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, GUEST.email));
    expect(receipt.subject).toContain(productRequestNumber(id));
    // At an address a guest typed, the copy is the store's summary alone (docs/decisions/029-outbound-mail-limits.md).
    expect(receipt.text).not.toContain("Seri üretim");
  });

  it("takes a sample quantity under the part's minimum order quantity, in the store's currency by default", async () => {
    const sample = await asGuest("/products/product-requests", { ...GUEST, variantId: part.id, quantity: 1, targetPrice: "2" });
    expect(sample.statusCode, sample.body).toBe(201);
    const [row] = await t.db.select().from(productRequests).where(eq(productRequests.id, sample.json().data.id));
    expect(row).toMatchObject({ quantity: 1, targetCurrency: DEFAULT_CURRENCY });
  });

  it("refuses a quantity of zero, a past date, a wrong price, terms not accepted and a missing part", async () => {
    const zero = await asGuest("/products/product-requests", { ...GUEST, variantId: part.id, quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.errors[0]).toMatchObject({ field: "quantity" });

    const wrong = await asGuest("/products/product-requests", {
      ...GUEST,
      variantId: part.id,
      quantity: 1000,
      neededBy: "2001-01-01",
      targetPrice: "abc",
      isMembershipTermsAccepted: "false",
    });
    expect(wrong.statusCode).toBe(400);
    const fields = wrong.json().error.errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(["neededBy", "targetPrice", "isMembershipTermsAccepted"]));

    const missing = await asGuest("/products/product-requests", { ...GUEST, variantId: 2_000_000_000, quantity: 1000 });
    expect(missing.statusCode).toBe(404);
  });
});

describe("a user's price and stock requests", () => {
  it("are listed and shown to the owner and the company administrator, a 404 to anyone else", async () => {
    const sent = await asUser("buyer", "POST", "/aggregator/users/me/user-product-requests", {
      variantId: part.id,
      quantity: part.minimumOrderQuantity * 2,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, userId } = sent.json().data;

    const list = await asUser("buyer", "POST", "/aggregator/users/me/user-product-requests/search", { page: 1, pageSize: 10 });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items[0]).toMatchObject({ id, userId, sku: part.sku, targetPrice: null });

    const detail = `/aggregator/users/me/user-product-requests/${id}?userId=${userId}`;
    const own = await asUser("buyer", "GET", detail);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ id, sku: part.sku, contact: { email: DEMO_ACCOUNTS.businessBuyer.email } });
    expect((await asUser("admin", "GET", detail)).statusCode).toBe(200);
    expect((await asUser("other", "GET", detail)).statusCode).toBe(404);
    expect((await asUser("consumer", "GET", detail)).statusCode).toBe(404);

    const empty = await asUser("other", "POST", "/aggregator/users/me/user-product-requests/search", {});
    expect(empty.json().data).toMatchObject({ items: [], totalCount: 0 });
  });
});

describe("a wrong-data report", () => {
  it("is stored as a product-error contact request and mailed, from a guest and from a user", async () => {
    const guest = await asGuest("/products/error-reports", {
      variantId: part.id,
      field: "datasheet",
      message: "Veri sayfası bağlantısı başka bir parçayı açıyor.",
      email: "rapor@example.com",
    });
    expect(guest.statusCode, guest.body).toBe(201);
    const [row] = await t.db.select().from(contactFormRequests).where(eq(contactFormRequests.id, guest.json().data.id));
    expect(row).toMatchObject({
      topic: "product-error",
      email: "rapor@example.com",
      details: { sku: part.sku, variantId: part.id, field: "datasheet" },
    });
    const [sales] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, SALES), eq(mailOutbox.subject, row.subject)));
    expect(sales.text).toContain("Veri sayfası bağlantısı");

    const user = await asUser("consumer", "POST", "/aggregator/users/me/product-error-reports", {
      variantId: part.id,
      field: "price",
      message: "Fiyat kırılımı 100 adette yanlış görünüyor.",
    });
    expect(user.statusCode, user.body).toBe(201);

    const short = await asGuest("/products/error-reports", { variantId: part.id, field: "nope", message: "kısa", email: "x" });
    expect(short.statusCode).toBe(400);
  });
});
