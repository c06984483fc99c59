import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createVerifiedAccount, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { multipart } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";
import { moveOrderByStaff } from "./support/order-desk";

// Return requests through the real API and database (docs/decisions/019-returns.md): orders are placed as a buyer
// places them and moved to delivered through the development route, as staff will move them.

let t: TestApp;
const tokens = { consumer: "", admin: "", buyer: "", other: "" };
let variantId = 0;

type Who = keyof typeof tokens;
type Method = "GET" | "POST" | "PUT";
const call = (who: Who, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/v1${url}`, headers: { ...bearer(tokens[who]), "accept-language": "en", ...headers }, payload });
const withKey = () => ({ "idempotency-key": randomUUID() });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A request with a photo, sent as multipart by `who`. */
function requestWithPhoto(who: Who, body: { orderNumber: string; lines: object[]; reasonCode: string }, photo: Buffer) {
  const form = multipart(
    { orderNumber: body.orderNumber, reasonCode: body.reasonCode, lines: body.lines.map((line) => JSON.stringify(line)) },
    { photo: { name: "damage.png", content: photo, type: "image/png" } },
  );
  return t.app.inject({
    method: "POST",
    url: "/v1/returns/users/me",
    headers: { ...bearer(tokens[who]), "accept-language": "en", ...withKey(), ...form.headers },
    payload: form.payload,
  });
}

const moveOrder = (orderNumber: string, status: Parameters<typeof moveOrderByStaff>[2]) => moveOrderByStaff(t, orderNumber, status);

/** An EFT order of `quantity` units of the part, placed by `who` through the checkout; answers its number. */
async function placeOrder(who: Who, quantity: number) {
  await readyCheckout(t.app, tokens[who], { variantId, quantity, business: who === "admin" });
  const placed = await call(who, "POST", "/orders/users/me", { paymentType: "eft", readTerms: true }, withKey());
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data.order.orderNumber as string;
}

/** An order placed and moved, step by step, to delivered. */
async function deliveredOrder(who: Who, quantity: number) {
  const orderNumber = await placeOrder(who, quantity);
  for (const status of ["paid", "preparing", "shipped", "delivered"] as const) {
    const moved = await moveOrder(orderNumber, status);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return orderNumber;
}

const orderStatus = async (orderNumber: string) =>
  (await rows<{ status: string }>(t.db, sql`SELECT status FROM orders WHERE order_number = ${orderNumber}`))[0].status;

const fieldsOf = (response: { json(): { error: { errors: Array<{ field?: string }> } } }) =>
  response.json().error.errors.map((error) => error.field);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await createVerifiedAccount(t.db, "b2c", "returns.other@example.com", "Baska2026");
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
  tokens.other = (await signIn(t.app, "returns.other@example.com", "Baska2026", "b2c")).accessToken;
  variantId = (await stockLimitedPart(t.db)).variantId;
}, 120_000);
afterAll(() => t.close());

describe("the reasons", () => {
  it("come in the caller's language, saying which need a description or a photo", async () => {
    const en = (await t.app.inject({ method: "GET", url: "/v1/returns/reasons", headers: { "accept-language": "en" } })).json().data.items;
    const tr = (await t.app.inject({ method: "GET", url: "/v1/returns/reasons", headers: { "accept-language": "tr" } })).json().data.items;
    expect(en.map((reason: { code: string }) => reason.code)).toEqual([
      "wrong-part",
      "damaged-in-shipping",
      "defective",
      "ordered-by-mistake",
      "wrong-quantity",
      "other",
    ]);
    expect(en[1]).toEqual({ code: "damaged-in-shipping", name: "Damaged in shipping", requiresDescription: false, requiresPhoto: true });
    expect(tr[2]).toMatchObject({ code: "defective", name: "Arızalı veya çalışmıyor", requiresDescription: true, requiresPhoto: false });
  });
});

describe("a return request", () => {
  /** A delivered order of three units, one of them already asked back: the order's and the return's numbers. */
  async function orderWithOneReturned() {
    const orderNumber = await deliveredOrder("consumer", 3);
    const body = {
      orderNumber,
      lines: [{ lineNumber: 1, quantity: 1 }],
      reasonCode: "defective",
      description: "Pin 3 is shorted to ground.",
    };
    const requested = await call("consumer", "POST", "/returns/users/me", body, withKey());
    expect(requested.statusCode, requested.body).toBe(201);
    return { orderNumber, returnNumber: requested.json().data.returnNumber as string };
  }

  it("is made for part of a delivered order, once for a key sent twice, and moves the order to return_requested", async () => {
    const orderNumber = await deliveredOrder("consumer", 3);
    const returnable = (await call("consumer", "GET", `/returns/users/me/orders/${orderNumber}`)).json().data;
    expect(returnable).toMatchObject({
      orderNumber,
      orderStatus: "delivered",
      refusal: null,
      lines: [{ lineNumber: 1, ordered: 3, left: 3 }],
    });
    expect(new Date(returnable.returnableUntil).getTime() - Date.now()).toBeGreaterThan(13 * 86_400_000);

    const key = withKey();
    const body = {
      orderNumber,
      lines: [{ lineNumber: 1, quantity: 1 }],
      reasonCode: "defective",
      description: "Pin 3 is shorted to ground.",
    };
    const first = await call("consumer", "POST", "/returns/users/me", body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect((await call("consumer", "POST", "/returns/users/me", body, key)).json()).toEqual(first.json());
    const created = first.json().data;
    const firstNumber = created.returnNumber;
    expect(firstNumber).toMatch(/^IR\d{8}-\d{6}$/);
    expect(created).toMatchObject({
      orderNumber,
      status: "requested",
      reason: { code: "defective", name: "Defective or not working" },
      description: "Pin 3 is shorted to ground.",
      itemCount: 1,
      photo: null,
      lines: [{ lineNumber: 1, quantity: 1 }],
    });
    const order = (await call("consumer", "GET", `/orders/users/me/${orderNumber}`)).json().data;
    expect(order.status).toBe("return_requested");
    expect(order.history.at(-1)).toMatchObject({ status: "return_requested", note: `Return ${firstNumber} requested` });
    const count = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM return_requests WHERE order_id = (SELECT id FROM orders WHERE order_number = ${orderNumber})`,
    );
    expect(count[0].count).toBe(1);
    // One receipt for the requester (not one per repeat of the key), linking to the return's status page.
    const mails = await rows<{ to: string; text: string }>(
      t.db,
      sql`SELECT "to", text FROM mail_outbox WHERE subject LIKE ${`%${firstNumber}%`}`,
    );
    expect(mails).toEqual([
      {
        to: DEMO_ACCOUNTS.consumer.email,
        text: expect.stringContaining(`/en/dashboard/return-status-history/return-status?number=${firstNumber}`),
      },
    ]);
  });

  it("is listed newest first and shown to the one who made it, and a 404 to anyone else", async () => {
    const { orderNumber, returnNumber: firstNumber } = await orderWithOneReturned();
    const list = (await call("consumer", "GET", "/returns/users/me")).json().data;
    expect(list.items[0]).toMatchObject({ returnNumber: firstNumber, orderNumber, status: "requested" });
    expect((await call("consumer", "GET", "/returns/users/me?status=refunded")).json().data.totalCount).toBe(0);
    expect((await call("consumer", "GET", `/returns/users/me/${firstNumber}`)).json().data.lines[0].quantity).toBe(1);
    expect((await call("other", "GET", `/returns/users/me/${firstNumber}`)).statusCode).toBe(404);
    expect((await call("other", "GET", "/returns/users/me")).json().data.totalCount).toBe(0);
  });

  it("takes the rest in a second request (multipart, with a photo) and refuses a third over what is left", async () => {
    const { orderNumber } = await orderWithOneReturned();
    const second = await requestWithPhoto(
      "consumer",
      { orderNumber, lines: [{ lineNumber: 1, quantity: 2 }], reasonCode: "damaged-in-shipping" },
      PNG,
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data).toMatchObject({ itemCount: 2, photo: { contentType: "image/png", size: PNG.length } });
    expect(await orderStatus(orderNumber)).toBe("return_requested");

    const third = await call(
      "consumer",
      "POST",
      "/returns/users/me",
      { orderNumber, lines: [{ lineNumber: 1, quantity: 1 }], reasonCode: "other", description: "One more" },
      withKey(),
    );
    expect(third.statusCode).toBe(400);
    expect(fieldsOf(third)).toEqual(["lines.0.quantity"]);
    expect(third.json().error.message).toBe("Only 0 of line 1 can still be returned.");
    const returnable = (await call("consumer", "GET", `/returns/users/me/orders/${orderNumber}`)).json().data;
    expect(returnable).toMatchObject({ refusal: "nothingLeft", lines: [{ left: 0 }] });
  });
});

describe("a return request is refused", () => {
  let orderNumber = "";
  const request = (who: Who, body: object, headers: Record<string, string> = withKey()) =>
    call(who, "POST", "/returns/users/me", body, headers);
  const one = () => ({ orderNumber, lines: [{ lineNumber: 1, quantity: 1 }], reasonCode: "wrong-part" });

  beforeAll(async () => {
    orderNumber = await deliveredOrder("consumer", 2);
  }, 60_000);

  it("for an order not delivered yet (409)", async () => {
    const placed = await placeOrder("consumer", 1);
    const refused = await request("consumer", { ...one(), orderNumber: placed });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("Only a delivered order can be returned.");
    expect((await call("consumer", "GET", `/returns/users/me/orders/${placed}`)).json().data.refusal).toBe("notDelivered");
  });

  it("over the quantity ordered, or for a line the order does not have (400 naming it)", async () => {
    const over = await request("consumer", { ...one(), lines: [{ lineNumber: 1, quantity: 3 }] });
    expect(over.statusCode).toBe(400);
    expect(fieldsOf(over)).toEqual(["lines.0.quantity"]);
    const missing = await request("consumer", {
      ...one(),
      lines: [
        { lineNumber: 1, quantity: 1 },
        { lineNumber: 7, quantity: 1 },
      ],
    });
    expect(fieldsOf(missing)).toEqual(["lines.1.lineNumber"]);
    const none = await request("consumer", { ...one(), lines: [] });
    expect(fieldsOf(none)).toEqual(["lines"]);
  });

  it("without the photo or the description the reason needs (400 naming the field)", async () => {
    const noPhoto = await request("consumer", { ...one(), reasonCode: "damaged-in-shipping" });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().error.errors).toEqual([{ field: "photo", message: "Add a photo: the reason you chose needs one" }]);
    const noDescription = await request("consumer", { ...one(), reasonCode: "other", description: "   " });
    expect(noDescription.statusCode).toBe(400);
    expect(fieldsOf(noDescription)).toEqual(["description"]);
    const unknown = await request("consumer", { ...one(), reasonCode: "changed-my-mind" });
    expect(fieldsOf(unknown)).toEqual(["reasonCode"]);
  });

  it("with a photo that is not one, whatever its name and declared type (400 naming it)", async () => {
    const forged = await requestWithPhoto(
      "consumer",
      { ...one(), reasonCode: "damaged-in-shipping" },
      Buffer.from("MZ\x90\x00 not an image at all"),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.errors).toEqual([{ field: "photo", message: "The photo must be a JPEG, PNG or WebP image, or a PDF." }]);
    expect(await orderStatus(orderNumber)).toBe("delivered");
  });

  it("without an Idempotency-Key (428)", async () => {
    expect((await request("consumer", one(), {})).statusCode).toBe(428);
  });

  it("for another user's order, like a missing one (404)", async () => {
    expect((await request("other", one())).statusCode).toBe(404);
    expect((await call("other", "GET", `/returns/users/me/orders/${orderNumber}`)).statusCode).toBe(404);
    expect((await request("consumer", { ...one(), orderNumber: "DE20200101-999999" })).statusCode).toBe(404);
  });

  it("after the 14 days from the delivery (409)", async () => {
    // An order of its own: the other tests here ask within the 14 days.
    const lateOrder = await deliveredOrder("consumer", 2);
    await t.db.execute(
      sql`UPDATE order_events SET created_at = now() - interval '15 days'
          WHERE status = 'delivered' AND order_id = (SELECT id FROM orders WHERE order_number = ${lateOrder})`,
    );
    const late = await request("consumer", { ...one(), orderNumber: lateOrder });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe("The 14 days to request a return of this order have passed.");
    expect(await orderStatus(lateOrder)).toBe("delivered");
  });
});

describe("a company's order", () => {
  it("may be returned by a colleague who may view the company's orders, and is a 404 to one who may not", async () => {
    const orderNumber = await deliveredOrder("admin", 1);
    expect((await call("buyer", "GET", `/returns/users/me/orders/${orderNumber}`)).json().data.refusal).toBeNull();
    await t.db.execute(
      sql`DELETE FROM role_permissions WHERE permission = 'view-orders' AND role_id IN (SELECT role_id FROM users WHERE email = ${DEMO_ACCOUNTS.businessBuyer.email})`,
    );
    tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
    const refused = await call(
      "buyer",
      "POST",
      "/returns/users/me",
      { orderNumber, lines: [{ lineNumber: 1, quantity: 1 }], reasonCode: "wrong-part" },
      withKey(),
    );
    expect(refused.statusCode).toBe(404);
    expect(await orderStatus(orderNumber)).toBe("delivered");
    const byAdmin = await call(
      "admin",
      "POST",
      "/returns/users/me",
      { orderNumber, lines: [{ lineNumber: 1, quantity: 1 }], reasonCode: "wrong-part" },
      withKey(),
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });
});
