import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as cartOperations from "../../contract/api/carts/operations";
import type { Operation } from "../../contract/operation";
import { unitPriceDecimals } from "../../contract/price-display";
import { toMicro, unitPriceText } from "../../api/lib/money";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, signIn } from "./support/accounts";
import { rows } from "./support/catalog";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
const tokens = { consumer: "", buyer: "" };

interface Part {
  variantId: number;
  minimum: number;
  multiplier: number;
  stock: number;
}

/** A part sold from a minimum in steps (a multiplier above 1) that can be back-ordered, and one that cannot (its stock is the limit). */
let stepped: Part;
let limited: Part;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
  const part = (condition: ReturnType<typeof sql>) =>
    rows<Part>(
      t.db,
      sql`SELECT v.id AS "variantId", v.minimum_order_quantity AS minimum, v.order_quantity_multiplier AS multiplier, v.total_stock AS stock
          FROM variants v JOIN products p ON p.id = v.product_id
          WHERE v.is_show_price AND p.status <> 'obsolete' AND ${condition} ORDER BY v.id LIMIT 1`,
    );
  [stepped] = await part(
    sql`v.order_quantity_multiplier > 1 AND v.minimum_order_quantity % v.order_quantity_multiplier = 0 AND v.is_backorderable`,
  );
  [limited] = await part(
    sql`v.minimum_order_quantity = 1 AND v.order_quantity_multiplier = 1 AND NOT v.is_backorderable AND v.total_stock BETWEEN 5 AND 1000`,
  );
  expect(stepped, "a part sold in steps that can be back-ordered, in the demo data").toBeDefined();
  expect(limited, "a stock-limited part in the demo data").toBeDefined();
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const asGuest = (guestId: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/v1/carts/guests/me${url}`,
    headers: { "accept-language": "en", ...(guestId ? { "x-anonymous-customer-id": guestId } : {}) },
    payload,
  });

const asUser = (who: keyof typeof tokens, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1/carts/users/me${url}`, headers: { ...bearer(tokens[who]), "accept-language": "en" }, payload });

const guestCartCount = async (guestId: string) =>
  (await rows<{ count: number }>(t.db, sql`SELECT count(*)::int AS count FROM carts WHERE guest_id = ${guestId}`))[0].count;

describe("guest carts", () => {
  it("answers an empty cart before the first add and creates none", async () => {
    const guestId = randomUUID();
    const empty = await asGuest(guestId, "GET", "");
    expect(empty.statusCode).toBe(200);
    expect(empty.headers["cache-control"]).toContain("no-store");
    expect(empty.json().data).toMatchObject({ id: null, productCount: 0, slots: { normal: [], projects: [] } });
    expect(empty.json().data.totals.primary.total).toBe("0.00");
    expect(await guestCartCount(guestId)).toBe(0);
    expect((await asGuest(null, "GET", "")).json().data.id).toBeNull();
    expect(
      (await asGuest(null, "POST", "/lines", { items: [{ variantId: stepped.variantId, quantity: stepped.minimum }] })).statusCode,
    ).toBe(400);
  });

  it("refuses a quantity below the minimum or off the multiple with the rule's words, and keeps the cart as it was", async () => {
    const guestId = randomUUID();
    const below = await asGuest(guestId, "POST", "/lines", { items: [{ variantId: stepped.variantId, quantity: stepped.minimum - 1 }] });
    expect(below.statusCode).toBe(200);
    expect(below.json().data.items).toEqual([
      {
        variantId: stepped.variantId,
        isAvailable: true,
        added: false,
        message: `This part is sold in quantities of at least ${stepped.minimum}.`,
      },
    ]);
    expect(below.json().data.cart.productCount).toBe(0);

    const { minimum, multiplier } = stepped;
    const added = await asGuest(guestId, "POST", "/lines", { items: [{ variantId: stepped.variantId, quantity: minimum + multiplier }] });
    expect(added.json().data.items[0]).toMatchObject({ added: true, message: null });
    const [line] = added.json().data.cart.slots.normal;
    expect(line.quantity).toEqual({ value: minimum + multiplier, minimumOrderQuantity: minimum, multiplier, mpq: expect.any(Number) });

    const offStep = await asGuest(guestId, "PATCH", `/lines/${line.id}`, { quantity: minimum + multiplier + 1 });
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json().error.errors).toEqual([
      {
        field: "quantity",
        message: `This part is sold in multiples of ${multiplier}: choose ${minimum + multiplier} or ${minimum + 2 * multiplier}.`,
      },
    ]);
    expect((await asGuest(guestId, "GET", "")).json().data.slots.normal[0].quantity.value).toBe(minimum + multiplier);

    // The same part again adds to the line.
    const again = await asGuest(guestId, "POST", "/lines", { items: [{ variantId: stepped.variantId, quantity: minimum }] });
    expect(again.json().data.cart.slots.normal.map((item: { quantity: { value: number } }) => item.quantity.value)).toEqual([
      2 * minimum + multiplier,
    ]);
  });

  it("refuses negative, zero, fractional, exponent and non-numeric quantities as field errors, and ignores a price sent", async () => {
    const guestId = randomUUID();
    for (const quantity of [-1, 0, 1.5, "1e3", "abc", "", "10.0"]) {
      const refused = await asGuest(guestId, "POST", "/lines", { items: [{ variantId: stepped.variantId, quantity }] });
      expect(refused.statusCode, `quantity ${JSON.stringify(quantity)}`).toBe(400);
      expect(refused.json().error.errors[0].field).toBe("items.0.quantity");
    }
    expect(await guestCartCount(guestId)).toBe(0);
    const cheap = await asGuest(guestId, "POST", "/lines", {
      items: [{ variantId: stepped.variantId, quantity: String(stepped.minimum), unitPrice: "0.01", totalPrice: "0.10" }],
    });
    const [line] = cheap.json().data.cart.slots.normal;
    const [usd] = await rows<{ price: string }>(
      t.db,
      sql`SELECT unit_price_usd::text AS price FROM price_breaks WHERE variant_id = ${stepped.variantId} AND quantity <= ${stepped.minimum} ORDER BY quantity DESC LIMIT 1`,
    );
    // The stored USD price, rounded as shown (docs/decisions/010-price-display.md), not the 0.01 sent.
    expect(line.unitPrice.primary).toBe(unitPriceText(toMicro(usd.price)));
  });

  it("stops a part that cannot be back-ordered at its stock", async () => {
    const guestId = randomUUID();
    const over = await asGuest(guestId, "POST", "/lines", { items: [{ variantId: limited.variantId, quantity: limited.stock + 1 }] });
    expect(over.json().data.items[0]).toMatchObject({
      added: false,
      message: `${limited.stock} in stock, and this part cannot be ordered beyond the stock.`,
    });
    const all = await asGuest(guestId, "POST", "/lines", { items: [{ variantId: limited.variantId, quantity: limited.stock }] });
    expect(all.json().data.items[0].added).toBe(true);
  });

  it("prices lines in TRY from the stored rate with KDV, rounded once per line", async () => {
    const guestId = randomUUID();
    const added = await t.app.inject({
      method: "POST",
      url: "/v1/carts/guests/me/lines?currency=TRY",
      headers: { "x-anonymous-customer-id": guestId },
      payload: { items: [{ variantId: stepped.variantId, quantity: 3 * stepped.minimum }] },
    });
    const cart = added.json().data.cart;
    const [rate] = await rows<{ rate: string }>(
      t.db,
      sql`SELECT rate::text FROM exchange_rates WHERE currency = 'TRY' ORDER BY rate_date DESC LIMIT 1`,
    );
    const [usd] = await rows<{ price: string }>(
      t.db,
      sql`SELECT unit_price_usd::text AS price FROM price_breaks WHERE variant_id = ${stepped.variantId} AND quantity <= ${3 * stepped.minimum} ORDER BY quantity DESC LIMIT 1`,
    );
    // By hand, in kuruş: unit = USD × rate rounded to the decimals it is shown with (docs/decisions/010-price-display.md),
    // extended = that unit × quantity rounded, KDV 20 % of that rounded.
    const exactMicro = Math.round(Number(usd.price) * Number(rate.rate) * 1e6);
    const decimals = unitPriceDecimals(exactMicro / 1e6);
    const unitMicro = Math.round(exactMicro / 10 ** (6 - decimals)) * 10 ** (6 - decimals);
    const extendedCents = Math.round((unitMicro * 3 * stepped.minimum) / 1e4);
    const taxCents = Math.round(extendedCents * 0.2);
    const [line] = cart.slots.normal;
    expect(line.unitPrice.primary).toBe((unitMicro / 1e6).toFixed(decimals));
    expect(line.extendedPrice.primary).toBe((extendedCents / 100).toFixed(2));
    expect(line.tax.primary).toBe((taxCents / 100).toFixed(2));
    expect(cart.totals.primary).toMatchObject({
      currency: "TRY",
      subtotal: (extendedCents / 100).toFixed(2),
      total: ((extendedCents + taxCents) / 100).toFixed(2),
    });
    expect(cart.totals.secondary.currency).toBe("USD");
  });
});

describe("user carts", () => {
  it("keeps several named carts, one active, most recent first, and deletes one", async () => {
    const first = await asUser("consumer", "POST", "", { name: "Prototip" });
    expect(first.statusCode).toBe(201);
    const second = await asUser("consumer", "POST", "", { name: "Üretim" });
    const listed = (await asUser("consumer", "GET", "")).json().data;
    expect(listed.map((cart: { name: string }) => cart.name).slice(0, 2)).toEqual(["Üretim", "Prototip"]);
    expect(listed.filter((cart: { isActive: boolean }) => cart.isActive).map((cart: { id: number }) => cart.id)).toEqual([
      second.json().data.id,
    ]);

    await asUser("consumer", "PUT", `/${first.json().data.id}/active`);
    expect((await asUser("consumer", "GET", "/active")).json().data.name).toBe("Prototip");
    const renamed = await asUser("consumer", "PUT", `/${first.json().data.id}`, { name: "Prototip 2" });
    expect(renamed.json().data).toMatchObject({ name: "Prototip 2", isActive: true });

    expect((await asUser("consumer", "DELETE", `/${second.json().data.id}`)).statusCode).toBe(200);
    expect((await asUser("consumer", "GET", `/${second.json().data.id}`)).statusCode).toBe(404);
    // Deleting the active cart hands the flag to the most recent remaining one.
    await asUser("consumer", "DELETE", `/${first.json().data.id}`);
    const remaining = (await asUser("consumer", "GET", "")).json().data;
    expect(remaining.filter((cart: { isActive: boolean }) => cart.isActive)).toHaveLength(remaining.length ? 1 : 0);
    if (remaining.length) expect(remaining[0].isActive).toBe(true);
  });

  it("answers 404 for another user's cart or line on every cart operation", async () => {
    const own = (await asUser("consumer", "POST", "", { name: "Benim" })).json().data;
    const added = await asUser("consumer", "POST", `/${own.id}/lines`, {
      items: [{ variantId: stepped.variantId, quantity: stepped.minimum }],
    });
    const lineId = added.json().data.cart.slots.normal[0].id;
    // Every operation on a user's cart `:id` (and its `:lineId`), read from the contract: a new one is walked too.
    const bodies: Record<string, object> = {
      renameCart: { name: "Hijacked" },
      addToCart: { items: [{ variantId: stepped.variantId, quantity: stepped.minimum }] },
      updateCartLine: { quantity: 2 * stepped.minimum },
      changeCartLinePackaging: { variantId: stepped.variantId },
      removeCartLines: { lineIds: [lineId] },
    };
    const walked = (Object.entries(cartOperations) as Array<[string, unknown]>).filter(
      (entry): entry is [string, Operation] =>
        typeof entry[1] === "object" && entry[1] !== null && "path" in entry[1] && String(entry[1].path).startsWith("/carts/users/me/:id"),
    );
    expect(walked.length).toBeGreaterThanOrEqual(14);
    for (const [name, operation] of walked) {
      if (operation.body) expect(bodies[name], `a body for ${name}`).toBeDefined();
      const url = `${operation.path.replace("/carts/users/me", "").replace(":id", String(own.id)).replace(":lineId", String(lineId))}${name === "exportCart" ? "?format=pdf" : ""}`;
      const answer = await asUser("buyer", operation.method, url, bodies[name]);
      expect(answer.statusCode, `${name}: ${operation.method} ${url}`).toBe(404);
    }
    // A line of another cart, even the caller's own, is not a line of this one.
    const buyerCart = (await asUser("buyer", "POST", "", { name: "Alıcı" })).json().data;
    expect((await asUser("buyer", "PATCH", `/${buyerCart.id}/lines/${lineId}`, { quantity: 2 * stepped.minimum })).statusCode).toBe(404);
    expect((await asGuest(randomUUID(), "PATCH", `/lines/${lineId}`, { quantity: 2 * stepped.minimum })).statusCode).toBe(404);
    // Each cart counts its own lines (a new cart none, whatever other carts hold).
    const fresh = (await asUser("consumer", "POST", "", { name: "Boş" })).json().data;
    const counts = Object.fromEntries(
      (await asUser("consumer", "GET", "")).json().data.map((cart: { id: number; productCount: number }) => [cart.id, cart.productCount]),
    );
    expect([counts[own.id], counts[fresh.id]]).toEqual([1, 0]);
    const untouched = (await asUser("consumer", "GET", `/${own.id}`)).json().data;
    expect(untouched).toMatchObject({ name: "Benim", productCount: 1 });
    expect(untouched.slots.normal[0].quantity.value).toBe(stepped.minimum);
  });

  it("merges a guest cart into the active cart once, adding quantities and keeping what the rules refuse", async () => {
    const guestId = randomUUID();
    await asGuest(guestId, "POST", "/lines", { items: [{ variantId: stepped.variantId, quantity: stepped.minimum }] });
    await asGuest(guestId, "POST", "/lines", { items: [{ variantId: limited.variantId, quantity: limited.stock }] });
    const active = (await asUser("buyer", "POST", "", { name: "Birleşen" })).json().data;
    await asUser("buyer", "POST", `/${active.id}/lines`, {
      items: [
        { variantId: stepped.variantId, quantity: 2 * stepped.minimum },
        { variantId: limited.variantId, quantity: 1 },
      ],
    });

    const merged = await asUser("buyer", "POST", "/active/merge", { guestId });
    expect(merged.statusCode).toBe(200);
    const quantities = Object.fromEntries(
      merged
        .json()
        .data.cart.slots.normal.map((line: { variantId: number; quantity: { value: number } }) => [line.variantId, line.quantity.value]),
    );
    expect(quantities).toEqual({ [stepped.variantId]: 3 * stepped.minimum, [limited.variantId]: 1 });
    expect(merged.json().data.items.find((item: { variantId: number }) => item.variantId === limited.variantId)).toMatchObject({
      added: false,
    });
    // The refused line stays with the guest; merging again adds nothing more.
    expect((await asGuest(guestId, "GET", "")).json().data.slots.normal.map((line: { variantId: number }) => line.variantId)).toEqual([
      limited.variantId,
    ]);
    const again = (await asUser("buyer", "POST", "/active/merge", { guestId })).json().data;
    expect(again.cart.slots.normal.find((line: { variantId: number }) => line.variantId === stepped.variantId).quantity.value).toBe(
      3 * stepped.minimum,
    );
  });
});

describe("carts shared by a signed link", () => {
  it("opens the cart for anyone with the link, copies it into a cart of the caller's own, and refuses a forged or altered link", async () => {
    const source = (await asUser("consumer", "POST", "", { name: "Paylaşılacak" })).json().data;
    await asUser("consumer", "POST", `/${source.id}/lines`, { items: [{ variantId: stepped.variantId, quantity: stepped.minimum }] });
    const shared = await asUser("consumer", "POST", `/${source.id}/share`);
    expect(shared.statusCode).toBe(200);
    const { token } = shared.json().data;
    // Only the owner can share: another user's id answers 404.
    expect((await asUser("buyer", "POST", `/${source.id}/share`)).statusCode).toBe(404);

    const opened = await t.app.inject({ method: "GET", url: `/v1/carts/shared/${token}`, headers: { "accept-language": "en" } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.slots.normal.map((line: { variantId: number }) => line.variantId)).toEqual([stepped.variantId]);

    const [id, expires, signature] = token.split(".");
    const forged = [
      `${id}.${expires}.${"A".repeat(43)}`,
      `${Number(id) + 1}.${expires}.${signature}`,
      `${id}.${Number(expires) + 86400}.${signature}`,
      `${id}.${expires}`,
    ];
    for (const bad of forged) {
      expect((await t.app.inject({ method: "GET", url: `/v1/carts/shared/${bad}` })).statusCode, bad).toBe(404);
      expect((await asUser("buyer", "POST", `/shared/${bad}/copy`)).statusCode, bad).toBe(404);
    }

    const copied = await asUser("buyer", "POST", `/shared/${token}/copy`);
    expect(copied.statusCode).toBe(200);
    const copy = copied.json().data.cart;
    expect(copy).toMatchObject({ name: "Shared: Paylaşılacak", isActive: true });
    expect(copy.id).not.toBe(source.id);
    expect(copy.slots.normal.map((line: { variantId: number; lineType: string }) => [line.variantId, line.lineType])).toEqual([
      [stepped.variantId, "SharesByLink"],
    ]);
    // The source stays the sharer's: the copy is a cart of the buyer's own.
    expect((await asUser("buyer", "GET", `/${source.id}`)).statusCode).toBe(404);
  });
});

describe("a line's packaging", () => {
  it("moves a line to another packaging of its part under that packaging's rules, never to another part", async () => {
    const [pair] = await rows<{ cut: number; reel: number; reelMinimum: number; cutMinimum: number }>(
      t.db,
      sql`SELECT c.id AS cut, r.id AS reel, r.minimum_order_quantity AS "reelMinimum", c.minimum_order_quantity AS "cutMinimum"
          FROM variants c JOIN variants r ON r.product_id = c.product_id AND r.packaging = 'Reel'
          WHERE c.packaging = 'Cut Tape' AND c.is_show_price AND r.is_show_price AND c.is_backorderable AND r.is_backorderable
            AND r.minimum_order_quantity % c.order_quantity_multiplier = 0 AND r.minimum_order_quantity > c.minimum_order_quantity
          ORDER BY c.id LIMIT 1`,
    );
    expect(pair, "a part in cut tape and reel, both back-orderable, in the demo data").toBeDefined();
    const guestId = randomUUID();
    const added = await asGuest(guestId, "POST", "/lines", { items: [{ variantId: pair.cut, quantity: pair.cutMinimum }] });
    const [line] = added.json().data.cart.slots.normal;
    expect(line.packagingOptions.map((option: { variantId: number }) => option.variantId)).toEqual(
      expect.arrayContaining([pair.cut, pair.reel]),
    );

    const tooFew = await asGuest(guestId, "PUT", `/lines/${line.id}/packaging`, { variantId: pair.reel });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().error.errors).toEqual([
      { field: "quantity", message: `This part is sold in quantities of at least ${pair.reelMinimum}.` },
    ]);
    const otherPart = await asGuest(guestId, "PUT", `/lines/${line.id}/packaging`, { variantId: stepped.variantId });
    expect(otherPart.json().error.errors[0].field).toBe("variantId");

    await asGuest(guestId, "PATCH", `/lines/${line.id}`, { quantity: pair.reelMinimum });
    const moved = await asGuest(guestId, "PUT", `/lines/${line.id}/packaging`, { variantId: pair.reel });
    expect(moved.statusCode).toBe(200);
    expect(
      moved
        .json()
        .data.cart.slots.normal.map((item: { variantId: number; quantity: { value: number } }) => [item.variantId, item.quantity.value]),
    ).toEqual([[pair.reel, pair.reelMinimum]]);
  });
});

describe("saved carts", () => {
  it("marks a cart saved and takes it off the saved ones, keeping its lines", async () => {
    const cart = (await asUser("consumer", "POST", "", { name: "Sonra" })).json().data;
    await asUser("consumer", "POST", `/${cart.id}/lines`, { items: [{ variantId: stepped.variantId, quantity: stepped.minimum }] });
    expect((await asUser("consumer", "PUT", `/${cart.id}/saved`)).json().data).toMatchObject({ isSaved: true, productCount: 1 });
    const saved = (await asUser("consumer", "GET", "")).json().data.find((item: { id: number }) => item.id === cart.id);
    expect(saved.isSaved).toBe(true);
    expect((await asUser("consumer", "DELETE", `/${cart.id}/saved`)).json().data).toMatchObject({ isSaved: false, productCount: 1 });
  });
});

describe("alternatives to an unavailable line", () => {
  it("answers the catalog's related parts that can be ordered now, for the owner's line only", async () => {
    const [part] = await rows<{ variantId: number; productId: number; minimum: number; stock: number; backorderable: boolean }>(
      t.db,
      sql`SELECT v.id AS "variantId", v.product_id AS "productId", v.minimum_order_quantity AS minimum, v.total_stock AS stock,
                 v.is_backorderable AS backorderable
          FROM variants v JOIN products p ON p.id = v.product_id JOIN categories c ON c.id = p.category_id
          WHERE v.is_show_price AND v.order_quantity_multiplier = 1 AND v.total_stock >= v.minimum_order_quantity AND c.code = 'chip-resistors'
          ORDER BY v.id LIMIT 1`,
    );
    expect(part, "an in-stock chip resistor in the demo data").toBeDefined();
    const guestId = randomUUID();
    const added = await asGuest(guestId, "POST", "/lines", { items: [{ variantId: part.variantId, quantity: part.minimum }] });
    const lineId = added.json().data.cart.slots.normal[0].id;
    await t.db.execute(sql`UPDATE variants SET total_stock = 0, is_backorderable = false WHERE id = ${part.variantId}`);
    try {
      const cart = (await asGuest(guestId, "GET", "")).json().data;
      expect(cart.slots.normal[0].isAvailable).toBe(false);
      const answer = await asGuest(guestId, "GET", `/lines/${lineId}/alternatives`);
      expect(answer.statusCode).toBe(200);
      const alternatives = answer.json().data as Array<{ productId: number; stock: number; minimumOrderQuantity: number }>;
      expect(alternatives.length).toBeGreaterThan(0);
      expect(alternatives.length).toBeLessThanOrEqual(4);
      for (const item of alternatives) {
        expect(item.productId).not.toBe(part.productId);
        expect(item.stock).toBeGreaterThanOrEqual(item.minimumOrderQuantity);
      }
      // The catalog's own related parts, in its order: the alternatives are those of them that can be ordered.
      const related = (
        await t.app.inject({ url: `/v1/products/${part.productId}/related?take=16`, headers: { "accept-language": "en" } })
      ).json().data as Array<{ productId: number; stock: number | null; minimumOrderQuantity: number }>;
      const orderable = related.filter((item) => item.stock !== null && item.stock >= item.minimumOrderQuantity).slice(0, 4);
      expect(alternatives.map((item) => item.productId)).toEqual(orderable.map((item) => item.productId));

      expect((await asGuest(randomUUID(), "GET", `/lines/${lineId}/alternatives`)).statusCode).toBe(404);
      expect((await asUser("buyer", "GET", `/1/lines/${lineId}/alternatives`)).statusCode).toBe(404);
    } finally {
      await t.db.execute(
        sql`UPDATE variants SET total_stock = ${part.stock}, is_backorderable = ${part.backorderable} WHERE id = ${part.variantId}`,
      );
    }
  });
});
