import { randomUUID } from "node:crypto";
import { desc } from "drizzle-orm";
import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { mailOutbox } from "../../api/db/schema";
import { amountText } from "../../api/modules/orders/mails";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { readSandboxToken, signedSandboxResult, type SandboxResult } from "../../contract/payments/sandbox-bank";
import { bearer, signIn } from "./support/accounts";
import { readyCheckout as readySetup, stockLimitedPart, stockOf as stockAt } from "./support/checkout";
import { rows, sql } from "./support/catalog";
import { anotherApiOn, createTestApp, TEST_PAYMENT_SECRET, type TestApp } from "./support/test-app";

// Checkout, orders and card callbacks through the real API and database (docs/decisions/017-orders.md).

let t: TestApp;
const tokens = { consumer: "", admin: "", buyer: "" };
let part: { variantId: number; stock: number };

type Who = keyof typeof tokens;
type Method = "GET" | "POST" | "PUT";
const call = (who: Who, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/v1${url}`, headers: { ...bearer(tokens[who]), "accept-language": "en", ...headers }, payload });
const withKey = () => ({ "idempotency-key": randomUUID() });

/** The mails about an order, newest first. */
const mailsAbout = async (orderNumber: string) =>
  (await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))).filter((mail) =>
    mail.subject.includes(orderNumber),
  );

const stockOf = (variantId: number) => stockAt(t.db, variantId);

/** The active cart holding one unit of the part, the address and delivery steps done (support/checkout.ts). */
const readyCheckout = (who: Who, extra: object = {}) =>
  readySetup(t.app, tokens[who], { variantId: part.variantId, business: who !== "consumer", extra });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
  part = await stockLimitedPart(t.db);
});
afterAll(() => t.close());

describe("an EFT order", () => {
  /** An EFT order of the part placed by the consumer: its number and the total the checkout showed. */
  async function placeEftOrder() {
    const checkout = await readyCheckout("consumer");
    const placed = await call("consumer", "POST", "/orders/users/me", { paymentType: "eft", readTerms: true }, withKey());
    expect(placed.statusCode, placed.body).toBe(201);
    return { orderNumber: placed.json().data.order.orderNumber as string, checkoutTotal: checkout.totals.total as string };
  }

  it("is placed once for a key sent twice, at the API's prices whatever the body says, and empties the cart", async () => {
    const checkout = await readyCheckout("consumer");
    const checkoutTotal = checkout.totals.total;
    const before = await stockOf(part.variantId);
    const headers = withKey();
    const body = { paymentType: "eft", readTerms: true, total: "0.01", price: "0.01", shippingFee: "0", discount: "99" };
    const first = await call("consumer", "POST", "/orders/users/me", body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await call("consumer", "POST", "/orders/users/me", body, headers);
    expect(again.json()).toEqual(first.json());
    const orderNumber = first.json().data.order.orderNumber;
    expect(first.json().data.order).toMatchObject({ status: "awaiting_payment", paymentType: "eft", itemCount: 1 });
    expect(first.json().data.order.totals.total).toBe(checkoutTotal);
    expect(await stockOf(part.variantId)).toBe(before - 1);
    const count = await rows<{ count: number }>(t.db, sql`SELECT count(*)::int AS count FROM orders WHERE order_number = ${orderNumber}`);
    expect(count[0].count).toBe(1);
    const cart = await call("consumer", "GET", "/carts/users/me/active");
    expect(cart.json().data.productCount).toBe(0);
  });

  it("mails the buyer one confirmation in the order's language, with the lines, the total and the way to pay", async () => {
    const { orderNumber, checkoutTotal } = await placeEftOrder();
    const mails = await mailsAbout(orderNumber);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe(DEMO_ACCOUNTS.consumer.email);
    expect(mail.text).toMatch(/transfer .* to one of our bank accounts/);
    expect(mail.text).toContain(`/en/dashboard/order-status-history/order-detail/${orderNumber}`);
    expect(mail.text).toContain(amountText(checkoutTotal, "USD", "en"));
  });

  it("needs an idempotency key and accepted terms", async () => {
    expect((await call("consumer", "POST", "/orders/users/me", { paymentType: "eft", readTerms: true })).statusCode).toBe(428);
    expect((await call("consumer", "POST", "/orders/users/me", { paymentType: "eft", readTerms: false }, withKey())).statusCode).toBe(400);
  });

  it("is listed with its detail and invoice for its buyer, and a 404 for anyone else", async () => {
    const { orderNumber } = await placeEftOrder();
    const list = await call("consumer", "GET", "/orders/users/me");
    expect(list.json().data.items.map((order: { orderNumber: string }) => order.orderNumber)).toContain(orderNumber);
    const detail = await call("consumer", "GET", `/orders/users/me/${orderNumber}`);
    expect(detail.json().data).toMatchObject({ orderNumber, canCancel: true });
    expect(detail.json().data.lines[0].variantId).toBe(part.variantId);
    const invoice = await call("consumer", "GET", `/orders/users/me/${orderNumber}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    for (const url of [`/orders/users/me/${orderNumber}`, `/orders/users/me/${orderNumber}/invoice`]) {
      expect((await call("admin", "GET", url)).statusCode).toBe(404);
    }
    expect((await call("admin", "POST", `/orders/users/me/${orderNumber}/cancel`)).statusCode).toBe(404);
  });

  it("gives its stock back when the buyer cancels it, and cannot be cancelled twice", async () => {
    const { orderNumber } = await placeEftOrder();
    const before = await stockOf(part.variantId);
    const cancelled = await call("consumer", "POST", `/orders/users/me/${orderNumber}/cancel`);
    expect(cancelled.json().data.status).toBe("cancelled");
    expect(await stockOf(part.variantId)).toBe(before + 1);
    expect((await call("consumer", "POST", `/orders/users/me/${orderNumber}/cancel`)).statusCode).toBe(409);
    expect((await mailsAbout(orderNumber)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining("is cancelled"),
      expect.any(String),
    ]);
  });
});

describe("a card order", () => {
  const callback = (fields: Record<string, string>) =>
    t.app.inject({ method: "POST", url: "/v1/payment/callbacks/sandbox", payload: fields, headers: { "accept-language": "en" } });
  const signed = (fields: SandboxResult) => signedSandboxResult(TEST_PAYMENT_SECRET, fields);

  async function startCardOrder() {
    await readyCheckout("consumer");
    const placed = await call("consumer", "POST", "/orders/users/me", { paymentType: "pos", installments: 1, readTerms: true }, withKey());
    expect(placed.statusCode, placed.body).toBe(201);
    const { paymentRedirect, order } = placed.json().data;
    const token = new URL(paymentRedirect, "http://store").searchParams.get("token")!;
    const payload = readSandboxToken(TEST_PAYMENT_SECRET, token)!;
    return { order, payload };
  }

  it("is never taken by the sandbox in production (its test cards would mark real orders paid), nor offered", async () => {
    const production = await anotherApiOn(t.db, { NODE_ENV: "production" });
    try {
      await readyCheckout("consumer");
      const placed = await production.inject({
        method: "POST",
        url: "/v1/orders/users/me",
        headers: { ...bearer(tokens.consumer), "accept-language": "en", ...withKey() },
        payload: { paymentType: "pos", installments: 1, readTerms: true },
      });
      expect(placed.statusCode).toBe(503);
      const checkout = await production.inject({ method: "GET", url: "/v1/checkout/users/me", headers: bearer(tokens.consumer) });
      expect(checkout.json().data.paymentTypes).toEqual(["eft"]);
    } finally {
      await production.close();
    }
  });

  it("is paid once by a callback replayed ten times, and refuses a wrong signature or amount", async () => {
    const { order, payload } = await startCardOrder();
    expect(order.status).toBe("awaiting_payment");
    const fields = {
      paymentId: payload.paymentId,
      status: "success",
      amount: payload.amount,
      currency: payload.currency,
      cardLast4: "1111",
    };
    expect((await callback({ ...signed(fields), amount: "0.01" })).statusCode).toBe(400);
    expect((await callback(signed({ ...fields, amount: "0.01" }))).statusCode).toBe(400);
    expect((await callback({ ...fields, signature: "forged" })).statusCode).toBe(400);
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(signed(fields))));
    for (const answer of answers) expect(answer.json().data).toMatchObject({ orderNumber: order.orderNumber, status: "captured" });
    const captured = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_number = ${order.orderNumber} AND p.status = 'captured'`,
    );
    expect(captured[0].count).toBe(1);
    // One confirmation, sent by the callback that captured the payment, not by its replays.
    expect((await mailsAbout(order.orderNumber)).map((mail) => mail.text)).toEqual([
      expect.stringContaining("We have received your card payment"),
    ]);
    const detail = await call("consumer", "GET", `/orders/users/me/${order.orderNumber}`);
    expect(detail.json().data.status).toBe("paid");
    expect(detail.json().data.history.map((event: { status: string }) => event.status)).toEqual(["awaiting_payment", "paid"]);
    expect((await call("consumer", "GET", "/carts/users/me/active")).json().data.productCount).toBe(0);
  });

  it("refused by the bank cancels the order, gives the stock back and leaves the cart as it was", async () => {
    const before = await stockOf(part.variantId);
    const { order, payload } = await startCardOrder();
    const outcome = await callback(
      signed({ paymentId: payload.paymentId, status: "declined", amount: payload.amount, currency: payload.currency, cardLast4: "0002" }),
    );
    expect(outcome.json().data).toMatchObject({ status: "failed", orderNumber: order.orderNumber });
    expect(outcome.json().data.message).toMatch(/declined/);
    expect(await stockOf(part.variantId)).toBe(before);
    expect((await call("consumer", "GET", "/carts/users/me/active")).json().data.productCount).toBe(1);
    const cart = (await call("consumer", "GET", "/carts/users/me/active")).json().data;
    await call("consumer", "POST", `/carts/users/me/${cart.id}/lines/removal`, { lineIds: [], all: true });
  });
});

describe("a business order", () => {
  it("by net term is charged to the current account within its limit and refused over it", async () => {
    await readyCheckout("admin", { identityNumber: "", currentAccountCode: "120.01.001" });
    const placed = await call("admin", "POST", "/orders/users/me", { paymentType: "net", readTerms: true }, withKey());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.order).toMatchObject({ status: "paid", paymentType: "net" });
    expect(placed.json().data.order.totals.currency).toBe("USD");
    const movements = await rows<{ amount: string }>(
      t.db,
      sql`SELECT m.amount FROM current_account_movements m JOIN orders o ON o.id = m.order_id WHERE o.order_number = ${placed.json().data.order.orderNumber}`,
    );
    expect(movements.map((movement) => movement.amount)).toEqual([placed.json().data.order.totals.total]);

    await t.db.execute(sql`UPDATE company_current_accounts SET credit_limit = balance + risk + 0.01 WHERE code = '120.01.001'`);
    await readyCheckout("admin", { identityNumber: "", currentAccountCode: "120.01.001" });
    const refused = await call("admin", "POST", "/orders/users/me", { paymentType: "net", readTerms: true }, withKey());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/exceeds what is available on current account 120\.01\.001/);
    expect((await call("admin", "GET", "/carts/users/me/active")).json().data.productCount).toBe(1);
  });

  it("is refused by the API to a sub-user without the order permission, who sees no company orders", async () => {
    await t.db.execute(
      sql`DELETE FROM role_permissions WHERE permission IN ('create-orders', 'view-orders') AND role_id IN (SELECT role_id FROM users WHERE email = ${DEMO_ACCOUNTS.businessBuyer.email})`,
    );
    tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
    const placed = await call("buyer", "POST", "/orders/users/me", { paymentType: "eft", readTerms: true }, withKey());
    expect(placed.statusCode).toBe(403);
    const list = await call("buyer", "GET", "/orders/users/me");
    expect(list.json().data).toMatchObject({ scope: "own", totalCount: 0 });
    expect((await call("buyer", "GET", "/orders/users/me/company-orders")).statusCode).toBe(403);
    await readyCheckout("admin");
    const companyOrder = await call("admin", "POST", "/orders/users/me", { paymentType: "eft", readTerms: true }, withKey());
    expect(companyOrder.statusCode, companyOrder.body).toBe(201);
    const adminList = await call("admin", "GET", "/orders/users/me/company-orders");
    expect(adminList.json().data.scope).toBe("company");
    expect(adminList.json().data.items[0].orderNumber).toBe(companyOrder.json().data.order.orderNumber);
    expect((await call("buyer", "GET", `/orders/users/me/${companyOrder.json().data.order.orderNumber}`)).statusCode).toBe(404);
  });
});

describe("the checkout", () => {
  it("starts again when the active cart changes (spec §4), for the cart left and the cart taken", async () => {
    await readyCheckout("consumer");
    const first = (await call("consumer", "GET", "/carts/users/me/active")).json().data.id;
    const created = await call("consumer", "POST", "/carts/users/me", { name: `Second ${randomUUID().slice(0, 8)}` });
    expect(created.statusCode, created.body).toBe(201);
    expect((await call("consumer", "PUT", `/carts/users/me/${created.json().data.id}/active`)).statusCode).toBe(200);
    expect((await call("consumer", "PUT", `/carts/users/me/${first}/active`)).statusCode).toBe(200);
    const checkout = (await call("consumer", "GET", "/checkout/users/me")).json().data;
    expect(checkout.cart.id).toBe(first);
    expect(checkout.form).toMatchObject({ billingAddressId: null, shippingOptionId: null, recipientFirstName: null });
    expect(checkout.completed).toMatchObject({ myCart: true, address: false, deliveryMethod: false });
  });
});

describe("a failure while the order is written", () => {
  it("leaves no half order: the stock, the cart and the order list are as before", async () => {
    await readyCheckout("consumer");
    const stock = await stockOf(part.variantId);
    const cart = (await call("consumer", "GET", "/carts/users/me/active")).json().data;
    const orders = (await call("consumer", "GET", "/orders/users/me")).json().data.totalCount;
    // The database refuses the order's lines: the failure comes after the order row and the stock were written.
    await t.db.execute(
      sql.raw("CREATE FUNCTION refuse_order_lines() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$"),
    );
    await t.db.execute(
      sql.raw("CREATE TRIGGER refuse_order_lines BEFORE INSERT ON order_lines FOR EACH ROW EXECUTE FUNCTION refuse_order_lines()"),
    );
    try {
      const placed = await call("consumer", "POST", "/orders/users/me", { paymentType: "eft", readTerms: true }, withKey());
      expect(placed.statusCode).toBe(500);
      expect(placed.body).not.toMatch(/disk full|at .*\.ts/);
    } finally {
      await t.db.execute(sql.raw("DROP TRIGGER refuse_order_lines ON order_lines"));
      await t.db.execute(sql.raw("DROP FUNCTION refuse_order_lines()"));
    }
    expect(await stockOf(part.variantId)).toBe(stock);
    expect((await call("consumer", "GET", "/carts/users/me/active")).json().data.productCount).toBe(cart.productCount);
    expect((await call("consumer", "GET", "/orders/users/me")).json().data.totalCount).toBe(orders);
  });
});

describe("the order list export", () => {
  it("answers the list as Excel and PDF with the list's filters, a typed formula kept as text", async () => {
    await readyCheckout("consumer", { customerOrderNumber: "=2+3" });
    const placed = await call("consumer", "POST", "/orders/users/me", { paymentType: "eft", readTerms: true }, withKey());
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber } = placed.json().data.order;

    const xlsx = await call("consumer", "GET", "/orders/users/me/export?format=xlsx&status=awaiting_payment");
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-disposition"]).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rowsOfSheet = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const row = rowsOfSheet.find((cells) => cells.includes(orderNumber))!;
    expect(row).toBeDefined();
    expect(row).toContain("'=2+3");
    expect(rowsOfSheet.every((cells) => !cells.includes("Cancelled"))).toBe(true);

    const pdf = await call("consumer", "GET", `/orders/users/me/export?format=pdf&q=${orderNumber}`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain(orderNumber);
    expect(text).toContain("EFT / wire transfer");
    // A % is looked for as typed, not as a wildcard matching every order.
    expect((await call("consumer", "GET", "/orders/users/me?q=%25")).json().data.totalCount).toBe(0);
  });
});
