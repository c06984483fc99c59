// Special products (issue 33 item 4, docs/decisions/053-special-products.md): sales makes a part exclusive to a
// company and gives it a fixed price, audited with before and after; nobody else finds the part anywhere in the
// catalog, the company's users see it on their list, in the catalog and in the cart at the fixed price, and the order
// charges that price.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createCompanyUser, createVerifiedAccount, signIn } from "./support/accounts";
import { rows, search, sql } from "./support/catalog";
import { readyCheckout } from "./support/checkout";
import { staffToken } from "./support/staff";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
const tokens: Record<"admin" | "noProjects" | "stranger" | "sales" | "finance", string> = {
  admin: "",
  noProjects: "",
  stranger: "",
  sales: "",
  finance: "",
};
let part: { variantId: number; sku: string; mpn: string };
let other: { variantId: number; sku: string };
let companyId = "";
let specialId = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  const noProjects = `no-projects-${randomUUID()}@example.com`;
  await createCompanyUser(t.db, DEMO_ACCOUNTS.businessAdmin.email, noProjects, "Passw0rd!x", ["view-orders"]);
  tokens.noProjects = (await signIn(t.app, noProjects, "Passw0rd!x", "b2b")).accessToken;
  const stranger = `stranger-${randomUUID()}@example.com`;
  await createVerifiedAccount(t.db, "b2b", stranger, "Passw0rd!x");
  tokens.stranger = (await signIn(t.app, stranger, "Passw0rd!x", "b2b")).accessToken;
  tokens.sales = await staffToken(t.db, "sales");
  tokens.finance = await staffToken(t.db, "finance");
  // A part of a product sold in one packaging (its MPN names it alone), one by one, in stock, with catalog breaks.
  const found = await rows<typeof part>(
    t.db,
    sql`SELECT v.id AS "variantId", v.sku, p.mpn
          FROM variants v JOIN products p ON p.id = v.product_id
         WHERE v.is_show_price AND p.status <> 'obsolete' AND v.minimum_order_quantity = 1 AND v.order_quantity_multiplier = 1
           AND v.total_stock >= 100 AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.variant_id = v.id)
           AND (SELECT count(*) FROM variants o WHERE o.product_id = v.product_id) = 1
           AND (SELECT count(*) FROM products q WHERE q.mpn = p.mpn) = 1
         ORDER BY v.id LIMIT 2`,
  );
  expect(found).toHaveLength(2);
  [part, other] = found;
  const [company] = await rows<{ id: string }>(
    t.db,
    sql`SELECT company_id AS id FROM users WHERE email = ${DEMO_ACCOUNTS.businessAdmin.email}`,
  );
  companyId = company.id;
});
afterAll(() => t.close());

type Caller = keyof typeof tokens;
const call = (caller: Caller | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url: url.startsWith("/v1") ? url : `/v1${url}`,
    headers: { "accept-language": "en", ...(caller ? bearer(tokens[caller]) : {}), ...headers },
    payload,
  });
const desk = () => `/back-office/companies/${companyId}/special-products`;

/** What a caller finds of the part: in the list's search, the header's suggestions, by SKU, its price, compare. */
async function findings(caller: Caller | null) {
  const listed = (await call(caller, "GET", search({ search: part.mpn }))).json().data.items as Array<{ variantId: number }>;
  const suggested = (await call(caller, "GET", `/products/search/simple-fuzzy?search=${encodeURIComponent(part.mpn)}`)).json().data
    .parts as Array<{ variantId: number }>;
  const compared = (await call(caller, "POST", "/products/search-with-variant-ids", { variantIds: [part.variantId], skus: [] })).json().data
    .products as Array<{ variantId: number }>;
  return {
    inList: listed.some((item) => item.variantId === part.variantId),
    suggested: suggested.some((item) => item.variantId === part.variantId),
    compared: compared.some((item) => item.variantId === part.variantId),
    bySku: (await call(caller, "GET", `/products/by-sku/${encodeURIComponent(part.sku)}`)).statusCode,
    price: (await call(caller, "GET", `/products/variants/${part.variantId}/price?currency=USD`)).statusCode,
  };
}

describe("sales keeps a company's special products", () => {
  it("needs special-products.manage: finance and customers are refused", async () => {
    const body = { part: part.sku, isExclusive: true, fixedPriceUsd: "0.4321" };
    expect((await call("finance", "POST", desk(), body)).statusCode).toBe(403);
    expect((await call("admin", "POST", desk(), body)).statusCode).toBe(403);
    expect((await call("finance", "GET", desk())).statusCode).toBe(403);
    expect((await call(null, "GET", desk())).statusCode).toBe(401);
  });

  it("refuses terms that grant nothing, an unknown part and an unknown company", async () => {
    const nothing = await call("sales", "POST", desk(), { part: part.sku, isExclusive: false, fixedPriceUsd: "" });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.errors[0]).toMatchObject({ field: "fixedPriceUsd" });
    expect((await call("sales", "POST", desk(), { part: "NO-SUCH-PART-XYZ", isExclusive: true })).statusCode).toBe(404);
    const elsewhere = `/back-office/companies/${randomUUID()}/special-products`;
    expect((await call("sales", "POST", elsewhere, { part: part.sku, isExclusive: true })).statusCode).toBe(404);
  });

  it("adds the part by MPN, exclusive at a fixed price, audited", async () => {
    const added = await call("sales", "POST", desk(), { part: part.mpn, isExclusive: true, fixedPriceUsd: "0,4321", note: "Frame deal" });
    expect(added.statusCode, added.body).toBe(201);
    const page = added.json().data;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      variantId: part.variantId,
      sku: part.sku,
      isExclusive: true,
      fixedPriceUsd: "0.432100",
      note: "Frame deal",
    });
    specialId = page.items[0].id;
    expect(page.audit[0]).toMatchObject({
      objectType: "special-products",
      objectId: companyId,
      action: "add",
      staffEmail: "sales@staff.devre.example",
      before: null,
      after: { sku: part.sku, isExclusive: true, fixedPriceUsd: "0.432100", note: "Frame deal" },
    });
    expect((await call("sales", "POST", desk(), { part: part.sku, fixedPriceUsd: "1" })).statusCode).toBe(409);
  });

  it("changes a special product's terms and removes one, audited with before and after", async () => {
    const second = (await call("sales", "POST", desk(), { part: other.sku, fixedPriceUsd: "2.5" })).json().data;
    const otherId = second.items.find((item: { variantId: number }) => item.variantId === other.variantId).id;
    const changed = await call("sales", "PUT", `${desk()}/${otherId}`, { isExclusive: false, fixedPriceUsd: "2.25", note: "" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.audit[0]).toMatchObject({
      action: "update",
      before: { sku: other.sku, fixedPriceUsd: "2.500000" },
      after: { sku: other.sku, fixedPriceUsd: "2.250000" },
    });
    const removed = await call("sales", "DELETE", `${desk()}/${otherId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.items.map((item: { id: number }) => item.id)).toEqual([specialId]);
    expect(removed.json().data.audit[0]).toMatchObject({ action: "remove", before: { sku: other.sku }, after: null });
  });

  it("refuses to give another company a part exclusive to this one", async () => {
    const strangerCompanyId = (
      await rows<{ id: string }>(t.db, sql`SELECT id FROM companies WHERE id <> ${companyId} ORDER BY created_at DESC LIMIT 1`)
    )[0].id;
    const refused = await call("sales", "POST", `/back-office/companies/${strangerCompanyId}/special-products`, {
      part: part.sku,
      fixedPriceUsd: "1",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.errors[0]).toMatchObject({ field: "part" });
    expect((await call("sales", "DELETE", `/back-office/companies/${strangerCompanyId}/special-products/${specialId}`)).statusCode).toBe(
      404,
    );
  });
});

describe("the catalog as each caller sees it", () => {
  it("shows the exclusive part to its company, with the fixed price and the flags", async () => {
    expect(await findings("admin")).toEqual({ inList: true, suggested: true, compared: true, bySku: 200, price: 200 });
    const detail = (await call("admin", "GET", `/products/by-sku/${encodeURIComponent(part.sku)}?currency=USD`)).json().data;
    expect(detail).toMatchObject({ isSpecial: true, isFixedPrice: true, priceBreaks: [{ quantity: 1, unitPrice: 0.4321 }] });
    const price = await call("admin", "GET", `/products/variants/${part.variantId}/price?currency=USD`);
    expect(price.headers["cache-control"]).toBe("private, no-store");
    expect(price.json().data).toMatchObject({ unitPrice: 0.4321, isSpecial: true, isFixedPrice: true });
  });

  it("answers as if the part did not exist to another company and to guests", async () => {
    const hidden = { inList: false, suggested: false, compared: false, bySku: 404, price: 404 };
    expect(await findings("stranger")).toEqual(hidden);
    expect(await findings(null)).toEqual(hidden);
    const added = await call("stranger", "POST", "/carts/users/me/active/lines", { items: [{ variantId: part.variantId, quantity: 1 }] });
    expect(added.json().data.items[0]).toMatchObject({ added: false });
  });

  it("lists the company's special products to its users holding view-projects only", async () => {
    const list = await call("admin", "GET", "/aggregator/users/me/special-products");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({ totalCount: 1, items: [{ sku: part.sku, isExclusive: true, fixedPriceUsd: "0.432100" }] });
    expect((await call("stranger", "GET", "/aggregator/users/me/special-products")).json().data.totalCount).toBe(0);
    expect((await call("noProjects", "GET", "/aggregator/users/me/special-products")).statusCode).toBe(403);
    expect((await call(null, "GET", "/aggregator/users/me/special-products")).statusCode).toBe(401);
  });
});

describe("the cart and the order", () => {
  it("prices the part as a SpecialProduct line at the fixed price and the order charges it", async () => {
    await readyCheckout(t.app, tokens.admin, {
      variantId: other.variantId,
      business: true,
      extra: { currentAccountCode: "120.01.001" },
    });
    const active = (await call("admin", "GET", "/carts/users/me/active")).json().data;
    await call("admin", "POST", `/carts/users/me/${active.id}/lines/removal`, { lineIds: [], all: true });
    const added = await call("admin", "POST", "/carts/users/me/active/lines?currency=USD", {
      items: [{ variantId: part.variantId, quantity: 10 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const [line] = added.json().data.cart.slots.normal;
    expect(line).toMatchObject({ lineType: "SpecialProduct", isSpecial: true, isFixedPrice: true, isAvailable: true });
    expect(line.unitPrice.primary).toMatch(/^0\.4321/);
    expect(line.extendedPrice.primary).toBe("4.32");

    const placed = await call(
      "admin",
      "POST",
      "/orders/users/me",
      { paymentType: "net", readTerms: true },
      { "idempotency-key": randomUUID() },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = placed.json().data.order.orderNumber;
    const [charged] = await rows<{ sku: string; quantity: number; extendedPrice: string; rate: string }>(
      t.db,
      sql`SELECT l.sku, l.quantity, l.extended_price::text AS "extendedPrice", o.exchange_rates ->> o.currency_code AS rate
            FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_number = ${orderNumber}`,
    );
    // The order is in the buyer's currency: 10 at the fixed 0.4321 USD, at the order's rate (the catalog's breaks ignored).
    expect(charged).toMatchObject({ sku: part.sku, quantity: 10 });
    expect(Number(charged.extendedPrice)).toBeCloseTo(4.321 * Number(charged.rate), 1);
  });

  it("ends the exclusivity: the part is everyone's again at its breaks", async () => {
    expect((await call("sales", "DELETE", `${desk()}/${specialId}`)).statusCode).toBe(200);
    expect(await findings(null)).toEqual({ inList: true, suggested: true, compared: true, bySku: 200, price: 200 });
    const detail = (await call("admin", "GET", `/products/by-sku/${encodeURIComponent(part.sku)}`)).json().data;
    expect(detail).toMatchObject({ isSpecial: false, isFixedPrice: false });
  });
});
