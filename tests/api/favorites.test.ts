import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
}

/** A part sold from a minimum above 1 in steps of a multiplier above 1 (back-orderable, so stock does not interfere). */
let stepped: Part;
/** Two plain parts (any quantity of 1 or more goes into a cart). */
let plain: Part[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
  const parts = (condition: ReturnType<typeof sql>, limit: number) =>
    rows<Part>(
      t.db,
      sql`SELECT v.id AS "variantId", v.minimum_order_quantity AS minimum, v.order_quantity_multiplier AS multiplier
          FROM variants v JOIN products p ON p.id = v.product_id
          WHERE v.is_show_price AND p.status <> 'obsolete' AND v.is_backorderable AND ${condition} ORDER BY v.id LIMIT ${limit}`,
    );
  [stepped] = await parts(
    sql`v.order_quantity_multiplier > 1 AND v.minimum_order_quantity > v.order_quantity_multiplier
        AND v.minimum_order_quantity % v.order_quantity_multiplier = 0`,
    1,
  );
  plain = await parts(sql`v.minimum_order_quantity = 1 AND v.order_quantity_multiplier = 1`, 2);
  expect(stepped, "a part sold from a minimum in steps, in the demo data").toBeDefined();
  expect(plain).toHaveLength(2);
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const as = (who: keyof typeof tokens, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1/aggregator/users/me${url}`, headers: { ...bearer(tokens[who]), "accept-language": "en" }, payload });

describe("favorites", () => {
  it("adds a part once (a second add changes nothing), lists it with the part, and removes it", async () => {
    const [part] = plain;
    const first = await as("consumer", "POST", "/favorites", { variantId: part.variantId });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toContain("no-store");
    expect(first.json().data.items).toEqual([{ variantId: part.variantId, added: true }]);
    const again = await as("consumer", "POST", "/favorites", { variantId: part.variantId });
    expect(again.json().data.items).toEqual([{ variantId: part.variantId, added: false }]);

    const list = (await as("consumer", "GET", "/favorites")).json().data;
    expect(list.totalCount).toBe(1);
    expect(list.items[0]).toMatchObject({ variantId: part.variantId, part: { variantId: part.variantId, sku: expect.any(String) } });
    const status = await as("consumer", "GET", `/favorites/status?variantIds=${part.variantId},${plain[1].variantId}`);
    expect(status.json().data.variantIds).toEqual([part.variantId]);
    // Another user's favorites are their own.
    expect((await as("buyer", "GET", "/favorites")).json().data.totalCount).toBe(0);

    expect((await as("consumer", "DELETE", `/favorites/${part.variantId}`)).statusCode).toBe(200);
    expect((await as("consumer", "GET", "/favorites")).json().data.totalCount).toBe(0);
    // Removing one that is not there is harmless (a form sent twice).
    expect((await as("consumer", "DELETE", `/favorites/${part.variantId}`)).statusCode).toBe(200);
  });

  it("adds several at once, reporting the ones already there, and refuses an unknown part as a whole", async () => {
    const ids = plain.map((part) => part.variantId);
    await as("buyer", "POST", "/favorites", { variantId: ids[0] });
    const several = await as("buyer", "POST", "/favorites/multiple", { variantIds: [...ids, ids[1]] });
    expect(several.statusCode).toBe(200);
    expect(several.json().data.items).toEqual([
      { variantId: ids[0], added: false },
      { variantId: ids[1], added: true },
    ]);
    const page = (await as("buyer", "GET", "/favorites?pageSize=1&page=2")).json().data;
    expect(page).toMatchObject({ page: 2, pageSize: 1, totalCount: 2 });
    expect(page.items).toHaveLength(1);

    const unknown = await as("buyer", "POST", "/favorites/multiple", { variantIds: [stepped.variantId, 2_000_000_000] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.errors).toEqual([{ field: "variantIds", message: "No such part." }]);
    expect((await as("buyer", "GET", "/favorites")).json().data.totalCount).toBe(2);
    expect((await as("buyer", "POST", "/favorites/multiple", { variantIds: [] })).statusCode).toBe(400);
  });

  it("is for signed-in callers only", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/v1/aggregator/users/me/favorites" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("wish lists", () => {
  it("creates, renames and deletes a list; a name is once per user, in any case", async () => {
    const created = await as("consumer", "POST", "/wishlists", { name: "Power supply" });
    expect(created.statusCode).toBe(201);
    const list = created.json().data;
    expect(list).toMatchObject({ name: "Power supply", itemCount: 0 });
    const twice = await as("consumer", "POST", "/wishlists", { name: "power SUPPLY" });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.errors).toEqual([{ field: "name", message: "You already have a wish list of this name." }]);
    // Another user may use the same name.
    expect((await as("buyer", "POST", "/wishlists", { name: "Power supply" })).statusCode).toBe(201);
    expect((await as("consumer", "POST", "/wishlists", { name: "  " })).statusCode).toBe(400);

    const renamed = await as("consumer", "PUT", `/wishlists/${list.id}`, { name: "Bench supply" });
    expect(renamed.json().data).toMatchObject({ id: list.id, name: "Bench supply" });
    // Its own name again (another case) is not taken by itself.
    expect((await as("consumer", "PUT", `/wishlists/${list.id}`, { name: "BENCH supply" })).statusCode).toBe(200);

    expect((await as("consumer", "DELETE", `/wishlists/${list.id}`)).statusCode).toBe(200);
    expect((await as("consumer", "GET", `/wishlists/${list.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's list and its items, and changes nothing there", async () => {
    const { id } = (await as("buyer", "POST", "/wishlists", { name: "Buyer's own" })).json().data;
    await as("buyer", "POST", `/wishlists/${id}/items`, { items: [{ variantId: plain[0].variantId, quantity: 3 }] });
    const [item] = (await as("buyer", "GET", `/wishlists/${id}`)).json().data.items;
    const attempts = [
      await as("consumer", "GET", `/wishlists/${id}`),
      await as("consumer", "PUT", `/wishlists/${id}`, { name: "Taken over" }),
      await as("consumer", "POST", `/wishlists/${id}/items`, { items: [{ variantId: plain[1].variantId, quantity: 1 }] }),
      await as("consumer", "DELETE", `/wishlists/${id}/items/${item.id}`),
      await as("consumer", "POST", `/wishlists/${id}/move-to-cart`),
      await as("consumer", "DELETE", `/wishlists/${id}`),
    ];
    expect(attempts.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const still = (await as("buyer", "GET", `/wishlists/${id}`)).json().data;
    expect(still).toMatchObject({ name: "Buyer's own", itemCount: 1 });
    expect(still.items[0]).toMatchObject({ id: item.id, quantity: 3 });
    expect((await as("consumer", "GET", "/wishlists")).json().data.map((list: { id: number }) => list.id)).not.toContain(id);
  });

  it("adds items (again: the quantity adds up) and removes one", async () => {
    const { id } = (await as("consumer", "POST", "/wishlists", { name: "Items" })).json().data;
    const add = (variantId: number, quantity: number | string) =>
      as("consumer", "POST", `/wishlists/${id}/items`, { items: [{ variantId, quantity }] });
    expect((await add(plain[0].variantId, 2)).json().data.itemCount).toBe(1);
    expect((await add(plain[0].variantId, 5)).json().data.itemCount).toBe(1);
    expect((await add(plain[1].variantId, 1)).json().data.itemCount).toBe(2);
    expect((await add(plain[1].variantId, 0)).statusCode).toBe(400);
    expect((await add(2_000_000_000, 1)).statusCode).toBe(400);
    const { items } = (await as("consumer", "GET", `/wishlists/${id}`)).json().data;
    expect(items.map((item: { variantId: number; quantity: number }) => [item.variantId, item.quantity])).toEqual([
      [plain[1].variantId, 1],
      [plain[0].variantId, 7],
    ]);
    expect((await as("consumer", "DELETE", `/wishlists/${id}/items/${items[0].id}`)).statusCode).toBe(200);
    expect((await as("consumer", "DELETE", `/wishlists/${id}/items/${items[0].id}`)).statusCode).toBe(404);
    expect((await as("consumer", "GET", `/wishlists/${id}`)).json().data.itemCount).toBe(1);
  });

  it("moves items to the active cart under its rules: the minimum and the multiple refuse a line, which stays in the list", async () => {
    const { id } = (await as("buyer", "POST", "/wishlists", { name: "To order" })).json().data;
    const offStep = stepped.minimum + 1;
    await as("buyer", "POST", `/wishlists/${id}/items`, {
      items: [
        { variantId: plain[1].variantId, quantity: 4 },
        { variantId: stepped.variantId, quantity: offStep },
      ],
    });
    const moved = await as("buyer", "POST", `/wishlists/${id}/move-to-cart`);
    expect(moved.statusCode).toBe(200);
    const { items, cartId } = moved.json().data;
    expect(items).toEqual([
      { variantId: plain[1].variantId, added: true, message: null },
      { variantId: stepped.variantId, added: false, message: expect.stringContaining(`multiples of ${stepped.multiplier}`) },
    ]);
    const cart = (await t.app.inject({ method: "GET", url: `/v1/carts/users/me/${cartId}`, headers: bearer(tokens.buyer) })).json().data;
    const line = cart.slots.normal.find((candidate: { variantId: number }) => candidate.variantId === plain[1].variantId);
    expect(line.quantity.value).toBe(4);
    expect(cart.slots.normal.some((candidate: { variantId: number }) => candidate.variantId === stepped.variantId)).toBe(false);
    const left = (await as("buyer", "GET", `/wishlists/${id}`)).json().data.items;
    expect(left.map((item: { variantId: number; quantity: number }) => [item.variantId, item.quantity])).toEqual([
      [stepped.variantId, offStep],
    ]);

    // Below the minimum is refused too.
    const { id: small } = (await as("buyer", "POST", "/wishlists", { name: "Too few" })).json().data;
    await as("buyer", "POST", `/wishlists/${small}/items`, { items: [{ variantId: stepped.variantId, quantity: stepped.multiplier }] });
    const below = (await as("buyer", "POST", `/wishlists/${small}/move-to-cart`)).json().data.items;
    expect(below).toEqual([
      { variantId: stepped.variantId, added: false, message: `This part is sold in quantities of at least ${stepped.minimum}.` },
    ]);
  });
});
