import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart, CartLine } from "@contract/api/carts/schemas";
import type { UserCart } from "@contract/api/carts/user-carts-schemas";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createCompanyUser, createVerifiedAccount, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { createTestApp, type TestApp } from "./support/test-app";

// The company administrator's view of the users' carts and the company's orders (issue 18, items 4 and 5;
// docs/decisions/027-business-accounts.md), through the real API and database.

const PASSWORD = "Baska2026";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

let t: TestApp;
const tokens = { admin: "", buyer: "", noCarts: "", noOrders: "", otherAdmin: "" };
const ids = { admin: "", buyer: "", otherAdmin: "" };
/** A part sold in steps (a multiple above 1) that can be back-ordered, and a plain one. */
let stepped: { variantId: number; minimum: number; multiplier: number };
let plain: { variantId: number; minimum: number };
let buyerCart: Cart;

type Who = keyof typeof tokens;
type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (who: Who, method: Method, url: string, payload?: object, language = "en") =>
  t.app.inject({ method, url: `/v1${url}`, headers: { ...bearer(tokens[who]), "accept-language": language }, payload });
const carts = (userId: string) => `/aggregator/users/me/user-management/users/${userId}/shopping-carts`;
const lines = (cart: Cart): CartLine[] => [...cart.slots.normal, ...cart.slots.projects.flatMap((project) => project.lines)];
const lineOf = (cart: Cart, variantId: number) => lines(cart).find((line) => line.variantId === variantId)!;
const userIdOf = async (email: string) => (await rows<{ id: string }>(t.db, sql`SELECT id FROM users WHERE email = ${email}`))[0].id;

async function workbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book.worksheets[0];
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const { businessAdmin, businessBuyer } = DEMO_ACCOUNTS;
  await createCompanyUser(t.db, businessAdmin.email, "carts.none@example.com", PASSWORD, ["view-orders", "create-orders"]);
  await createCompanyUser(t.db, businessAdmin.email, "orders.none@example.com", PASSWORD, ["create-orders", "manage-user-carts"]);
  await createVerifiedAccount(t.db, "b2b", "carts.other@example.com", PASSWORD);
  tokens.admin = (await signIn(t.app, businessAdmin.email, businessAdmin.password, "b2b")).accessToken;
  tokens.buyer = (await signIn(t.app, businessBuyer.email, businessBuyer.password, "b2b")).accessToken;
  tokens.noCarts = (await signIn(t.app, "carts.none@example.com", PASSWORD, "b2b")).accessToken;
  tokens.noOrders = (await signIn(t.app, "orders.none@example.com", PASSWORD, "b2b")).accessToken;
  tokens.otherAdmin = (await signIn(t.app, "carts.other@example.com", PASSWORD, "b2b")).accessToken;
  ids.admin = await userIdOf(businessAdmin.email);
  ids.buyer = await userIdOf(businessBuyer.email);
  ids.otherAdmin = await userIdOf("carts.other@example.com");

  [stepped] = await rows<typeof stepped>(
    t.db,
    sql`SELECT v.id AS "variantId", v.minimum_order_quantity AS minimum, v.order_quantity_multiplier AS multiplier
        FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.is_show_price AND p.status <> 'obsolete' AND v.is_backorderable AND v.order_quantity_multiplier > 1
          AND v.minimum_order_quantity % v.order_quantity_multiplier = 0
          AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.variant_id = v.id) ORDER BY v.id LIMIT 1`,
  );
  [plain] = await rows<typeof plain>(
    t.db,
    sql`SELECT v.id AS "variantId", v.minimum_order_quantity AS minimum
        FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.is_show_price AND p.status <> 'obsolete' AND v.is_backorderable AND v.order_quantity_multiplier = 1
          AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.variant_id = v.id) ORDER BY v.id LIMIT 1`,
  );
  expect(stepped, "a part sold in steps above 1 in the demo data").toBeDefined();
  expect(plain, "a part sold one by one in the demo data").toBeDefined();
  // The sub-user fills their own active cart through the API, as they would in the store.
  const added = await call("buyer", "POST", "/carts/users/me/active/lines", {
    items: [
      { variantId: stepped.variantId, quantity: stepped.minimum },
      { variantId: plain.variantId, quantity: plain.minimum },
    ],
  });
  expect(added.statusCode, added.body).toBe(200);
  buyerCart = added.json().data.cart;
  expect(lines(buyerCart)).toHaveLength(2);
}, 120_000);
afterAll(() => t.close());

describe("the administrator's view of a user's carts", () => {
  it("lists the company's users with what their carts hold, searched by name or e-mail", async () => {
    const list = await call("admin", "GET", "/aggregator/users/me/user-management/users");
    expect(list.statusCode, list.body).toBe(200);
    const buyer = list.json().data.items.find((user: { id: string }) => user.id === ids.buyer);
    expect(buyer).toMatchObject({ email: DEMO_ACCOUNTS.businessBuyer.email, activeCartLineCount: 2, savedCartCount: 0 });
    expect(buyer.role?.name).toBeTruthy();
    expect(list.json().data.items.map((user: { id: string }) => user.id)).not.toContain(ids.otherAdmin);

    const searched = await call("admin", "GET", "/aggregator/users/me/user-management/users?q=mehmet");
    expect(searched.json().data.items.map((user: { email: string }) => user.email)).toEqual([DEMO_ACCOUNTS.businessBuyer.email]);
    const byMail = await call("admin", "GET", "/aggregator/users/me/user-management/users?q=BUYER@demo");
    expect(byMail.json().data.totalCount).toBe(1);
  });

  it("opens a user's active cart priced exactly as the user's own", async () => {
    const answer = await call("admin", "GET", `${carts(ids.buyer)}/active?currency=TRY`);
    expect(answer.statusCode, answer.body).toBe(200);
    const own = await call("buyer", "GET", "/carts/users/me/active?currency=TRY");
    const data = answer.json().data as UserCart;
    expect(data.cart).toEqual(own.json().data);
    expect(data.owner).toMatchObject({ id: ids.buyer, email: DEMO_ACCOUNTS.businessBuyer.email, firstName: "Mehmet" });
    expect(data.changes).toEqual([]);
    const byId = await call("admin", "GET", `${carts(ids.buyer)}/${buyerCart.id}?currency=TRY`);
    expect(byId.json().data.cart).toEqual(own.json().data);
  });

  it("changes a quantity under the cart's rules and records who changed what", async () => {
    const line = lineOf(buyerCart, stepped.variantId);
    const after = stepped.minimum + stepped.multiplier;
    const answer = await call("admin", "PUT", `${carts(ids.buyer)}/${buyerCart.id}/update`, {
      lines: [{ lineId: line.id, quantity: after }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as UserCart;
    expect(lineOf(data.cart, stepped.variantId).quantity.value).toBe(after);
    expect(data.changes).toHaveLength(1);
    expect(data.changes[0]).toMatchObject({
      action: "quantity",
      actor: { name: "Ayşe Yılmaz", email: DEMO_ACCOUNTS.businessAdmin.email },
      line: { mpn: line.mpn, sku: line.sku, manufacturerName: line.manufacturerName, before: stepped.minimum, after },
    });
    expect(Date.now() - Date.parse(data.changes[0].createdAt)).toBeLessThan(60_000);
    // The user sees the new quantity in their own cart, priced as the administrator's answer.
    const own = (await call("buyer", "GET", "/carts/users/me/active")).json().data as Cart;
    expect(lineOf(own, stepped.variantId).quantity.value).toBe(after);
    expect(own.totals).toEqual(data.cart.totals);
    const stored = await rows<{ actor: string; action: string; before: number; after: number }>(
      t.db,
      sql`SELECT actor_user_id AS actor, action, (details->>'before')::int AS before, (details->>'after')::int AS after
          FROM cart_changes WHERE cart_id = ${buyerCart.id}`,
    );
    expect(stored).toEqual([{ actor: ids.admin, action: "quantity", before: stepped.minimum, after }]);
  });

  it("refuses a quantity the rules refuse on its field, and changes nothing (all or none)", async () => {
    const before = (await call("admin", "GET", `${carts(ids.buyer)}/active`)).json().data as UserCart;
    const plainLine = lineOf(before.cart, plain.variantId);
    const steppedLine = lineOf(before.cart, stepped.variantId);
    const refused = await call("admin", "PUT", `${carts(ids.buyer)}/${buyerCart.id}/update`, {
      lines: [
        { lineId: plainLine.id, quantity: plain.minimum + 1 },
        { lineId: steppedLine.id, quantity: steppedLine.quantity.value + 1 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    const errors = refused.json().error.errors as Array<{ field: string; message: string }>;
    expect(errors.map((error) => error.field)).toEqual(["lines.1.quantity"]);
    expect(errors[0].message).toMatch(/multiples? of/i);
    for (const quantity of [0, "abc"]) {
      const invalid = await call("admin", "PUT", `${carts(ids.buyer)}/${buyerCart.id}/update`, {
        lines: [{ lineId: plainLine.id, quantity }],
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.errors[0].field).toBe("lines.0.quantity");
    }
    const after = (await call("admin", "GET", `${carts(ids.buyer)}/active`)).json().data as UserCart;
    expect(lines(after.cart).map((line) => line.quantity.value)).toEqual(lines(before.cart).map((line) => line.quantity.value));
    expect(after.changes).toHaveLength(1);
    // A line of another cart is not this cart's: 404.
    const foreign = await call("admin", "PUT", `${carts(ids.buyer)}/${buyerCart.id}/update`, {
      lines: [{ lineId: 2_000_000_000, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("searches the cart's lines by part number, manufacturer part number or description", async () => {
    const line = lineOf(buyerCart, plain.variantId);
    const byMpn = await call("admin", "GET", `${carts(ids.buyer)}/${buyerCart.id}/search?q=${encodeURIComponent(line.mpn.toLowerCase())}`);
    expect(byMpn.statusCode, byMpn.body).toBe(200);
    expect(byMpn.json().data.map((found: CartLine) => found.id)).toContain(line.id);
    const bySku = await call("admin", "GET", `${carts(ids.buyer)}/${buyerCart.id}/search?q=${encodeURIComponent(line.sku)}`);
    expect(bySku.json().data.map((found: CartLine) => found.id)).toEqual([line.id]);
    const nothing = await call("admin", "GET", `${carts(ids.buyer)}/${buyerCart.id}/search?q=no-such-part-here`);
    expect(nothing.json().data).toEqual([]);
    expect((await call("admin", "GET", `${carts(ids.buyer)}/${buyerCart.id}/search?q=`)).statusCode).toBe(400);
  });

  it("saves the cart and takes it off the saved ones, each recorded, newest first", async () => {
    const saved = await call("admin", "PUT", `${carts(ids.buyer)}/${buyerCart.id}/saved`);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.cart.isSaved).toBe(true);
    expect(saved.json().data.changes.map((change: { action: string }) => change.action)).toEqual(["saved", "quantity"]);
    const list = await call("admin", "GET", `${carts(ids.buyer)}/saved`);
    expect(list.json().data.map((cart: { id: number }) => cart.id)).toEqual([buyerCart.id]);
    const owners = (await call("admin", "GET", "/aggregator/users/me/user-management/users?q=mehmet")).json().data.items;
    expect(owners[0].savedCartCount).toBe(1);
    // Saving a saved cart changes nothing and records nothing.
    expect((await call("admin", "PUT", `${carts(ids.buyer)}/${buyerCart.id}/saved`)).json().data.changes).toHaveLength(2);

    const unsaved = await call("admin", "DELETE", `${carts(ids.buyer)}/${buyerCart.id}/saved`);
    expect(unsaved.json().data.cart.isSaved).toBe(false);
    expect(unsaved.json().data.changes[0]).toMatchObject({ action: "unsaved", line: null, actor: { name: "Ayşe Yılmaz" } });
    expect((await call("admin", "GET", `${carts(ids.buyer)}/saved`)).json().data).toEqual([]);
  });

  it("exports the user's cart as Excel and PDF, with the quantity the administrator set", async () => {
    const current = (await call("admin", "GET", `${carts(ids.buyer)}/active`)).json().data as UserCart;
    const line = lineOf(current.cart, stepped.variantId);
    const base = `/aggregator/users/me/carts/${buyerCart.id}/business-user-export-shopping-cart`;
    const excel = await call("admin", "GET", `${base}/excel`, undefined, "tr");
    expect(excel.statusCode, excel.body).toBe(200);
    expect(excel.headers["content-type"]).toBe(XLSX_TYPE);
    expect(excel.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="sepet-${buyerCart.id}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
    );
    expect(excel.headers["cache-control"]).toBe("private, no-store");
    const sheet = await workbook(excel.rawPayload);
    const rowOf = [2, 3].map((index) => sheet.getRow(index)).find((row) => row.getCell(1).value === line.mpn);
    expect(rowOf?.getCell(5).value).toBe(stepped.minimum + stepped.multiplier);

    const pdf = await call("admin", "GET", `${base}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain(line.mpn);
  });

  it("lets the administrator open their own carts too", async () => {
    const own = await call("admin", "GET", `${carts(ids.admin)}/active`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.owner.id).toBe(ids.admin);
  });

  it("answers 404 for a user of another company, a cart not the user's, and an export of another company's cart", async () => {
    expect((await call("otherAdmin", "GET", `${carts(ids.buyer)}/active`)).statusCode).toBe(404);
    expect((await call("otherAdmin", "GET", `${carts(ids.buyer)}/${buyerCart.id}`)).statusCode).toBe(404);
    expect((await call("otherAdmin", "PUT", `${carts(ids.buyer)}/${buyerCart.id}/saved`)).statusCode).toBe(404);
    const otherExport = await call(
      "otherAdmin",
      "GET",
      `/aggregator/users/me/carts/${buyerCart.id}/business-user-export-shopping-cart/excel`,
    );
    expect(otherExport.statusCode).toBe(404);
    expect(otherExport.json()).toMatchObject({ success: false, errorCode: 404 });
    expect((await call("admin", "GET", `${carts(ids.otherAdmin)}/active`)).statusCode).toBe(404);
    // The buyer's cart under another user of the same company is not that user's.
    expect((await call("admin", "GET", `${carts(ids.admin)}/${buyerCart.id}`)).statusCode).toBe(404);
    expect((await call("admin", "GET", `${carts(randomUUID())}/active`)).statusCode).toBe(404);
    const guestCart = await t.app.inject({
      method: "POST",
      url: "/v1/carts/guests/me/lines",
      headers: { "x-anonymous-customer-id": randomUUID() },
      payload: { items: [{ variantId: plain.variantId, quantity: plain.minimum }] },
    });
    const guestCartId = guestCart.json().data.cart.id;
    expect(
      (await call("admin", "GET", `/aggregator/users/me/carts/${guestCartId}/business-user-export-shopping-cart/pdf`)).statusCode,
    ).toBe(404);
  });

  it("refuses a company user whose role lacks manage-user-carts with 403, naming the permission", async () => {
    const refused = await call("noCarts", "GET", `${carts(ids.buyer)}/active`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/users' carts/i);
    expect((await call("noCarts", "GET", "/aggregator/users/me/user-management/users")).statusCode).toBe(403);
    expect(
      (await call("noCarts", "GET", `/aggregator/users/me/carts/${buyerCart.id}/business-user-export-shopping-cart/pdf`)).statusCode,
    ).toBe(403);
  });
});

describe("the company's orders", () => {
  const orderNumbers = { admin: "", buyer: "" };
  const placeOrder = async (who: "admin" | "buyer") => {
    const part = await stockLimitedPart(t.db);
    await readyCheckout(t.app, tokens[who], { variantId: part.variantId, business: true });
    const placed = await t.app.inject({
      method: "POST",
      url: "/v1/orders/users/me",
      headers: { ...bearer(tokens[who]), "accept-language": "en", "idempotency-key": randomUUID() },
      payload: { paymentType: "eft", readTerms: true },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().data.order.orderNumber as string;
  };
  const numbersOf = (answer: { json(): { data: { items: Array<{ orderNumber: string }> } } }) =>
    answer.json().data.items.map((order) => order.orderNumber);

  beforeAll(async () => {
    orderNumbers.buyer = await placeOrder("buyer");
    orderNumbers.admin = await placeOrder("admin");
  }, 60_000);

  it("lists every user's orders for a view-orders holder, or one user's with userId", async () => {
    const all = await call("admin", "GET", "/orders/users/me/company-orders");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.scope).toBe("company");
    // Newest first: the two just placed, then the demo administrator's seeded past orders (api/seed/orders.ts).
    expect(numbersOf(all).slice(0, 2)).toEqual([orderNumbers.admin, orderNumbers.buyer]);
    const buyerOnly = await call("admin", "GET", `/orders/users/me/company-orders?userId=${ids.buyer}`);
    expect(numbersOf(buyerOnly)).toEqual([orderNumbers.buyer]);
    expect(buyerOnly.json().data.items[0].placedBy).toBe(DEMO_ACCOUNTS.businessBuyer.email);
    // A user of another company: an empty list, not an error.
    const foreign = await call("admin", "GET", `/orders/users/me/company-orders?userId=${ids.otherAdmin}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data).toMatchObject({ items: [], totalCount: 0 });
    expect((await call("admin", "GET", "/orders/users/me/company-orders?userId=not-a-uuid")).statusCode).toBe(400);
    // The other company sees none of them.
    expect(numbersOf(await call("otherAdmin", "GET", "/orders/users/me/company-orders"))).toEqual([]);
  });

  it("keeps the own list to the caller's own orders, whatever the role", async () => {
    const own = await call("admin", "GET", "/orders/users/me");
    expect(own.json().data.scope).toBe("own");
    expect(numbersOf(own)[0]).toBe(orderNumbers.admin);
    expect(numbersOf(own)).not.toContain(orderNumbers.buyer);
    // A view-orders holder may still open a colleague's order.
    expect((await call("admin", "GET", `/orders/users/me/${orderNumbers.buyer}`)).statusCode).toBe(200);
  });

  it("names the company's users for the filter", async () => {
    const users = await call("admin", "GET", "/orders/users/me/company-orders/users");
    expect(users.statusCode).toBe(200);
    const emails = users.json().data.map((user: { email: string }) => user.email);
    expect(emails).toContain(DEMO_ACCOUNTS.businessBuyer.email);
    expect(emails).not.toContain("carts.other@example.com");
  });

  it("exports the company's list with its filters", async () => {
    const answer = await call("admin", "GET", `/orders/users/me/company-orders/export?format=xlsx&userId=${ids.buyer}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const sheet = await workbook(answer.rawPayload);
    const numbers: unknown[] = [];
    sheet.eachRow((row, index) => index > 1 && numbers.push(row.getCell(1).value));
    expect(numbers).toEqual([orderNumbers.buyer]);
    expect(sheet.getRow(1).getCell(9).value).toBe("Placed by");
  });

  it("refuses the company's list to a user without view-orders with 403; their own list works", async () => {
    const refused = await call("noOrders", "GET", "/orders/users/me/company-orders");
    expect(refused.statusCode).toBe(403);
    expect((await call("noOrders", "GET", "/orders/users/me/company-orders/export?format=pdf")).statusCode).toBe(403);
    expect((await call("noOrders", "GET", "/orders/users/me/company-orders/users")).statusCode).toBe(403);
    const own = await call("noOrders", "GET", "/orders/users/me");
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ scope: "own", totalCount: 0 });
  });
});
