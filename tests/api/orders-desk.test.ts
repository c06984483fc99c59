import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../api/db/client";
import { mailOutbox, orderRefunds, orders, payments } from "../../api/db/schema";
import { salesInvoiceOf } from "../../api/modules/invoices/read";
import { amountText } from "../../api/modules/orders/mails";
import { orderLinkKey } from "../../api/modules/orders/order-link";
import { cancelOrder } from "../../api/modules/orders/desk/cancel";
import { deliverOrder, prepareOrder, shipOrder } from "../../api/modules/orders/desk/fulfilment";
import { sendDeskMail, type DeskNotice } from "../../api/modules/orders/desk/mails";
import { sendRefund } from "../../api/modules/orders/desk/refund";
import { confirmTransfer, type TransferInput } from "../../api/modules/orders/desk/transfers";
import { iyzicoProvider } from "../../api/modules/payments/iyzico";
import { sandboxProvider } from "../../api/modules/payments/sandbox";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { readSandboxToken, signedSandboxResult } from "../../contract/payments/sandbox-bank";
import { bearer, signIn } from "./support/accounts";
import { readyCheckout, stockLimitedPart, stockOf } from "./support/checkout";
import { STAND_IN_API_KEY, STAND_IN_SECRET_KEY, startIyzicoStandIn, type IyzicoStandIn } from "./support/iyzico-stand-in";
import { createTestApp, TEST_JWT_SECRET, TEST_PAYMENT_SECRET, type TestApp } from "./support/test-app";

// The orders desk's services (docs/decisions/037-orders-desk.md) on orders placed through the real API, each called in a
// transaction of the test's own as the back office's routes will call them; the customer's API reads the result.

const STAFF = { locale: "en" as const };
const MAIL = { storeName: "Devre", storefrontUrl: "https://shop.example", orderLinkKey: orderLinkKey(TEST_JWT_SECRET) };

/** A consumer's order of one part, placed through the API in `language`: its number and row id. */
async function placeOrder(t: TestApp, token: string, variantId: number, paymentType: "eft" | "pos", language: "tr" | "en") {
  await readyCheckout(t.app, token, { variantId });
  const charges =
    paymentType === "pos"
      ? (await t.app.inject({ method: "GET", url: "/v1/checkout/users/me/card-charges", headers: bearer(token) })).json().data
      : null;
  const placed = await t.app.inject({
    method: "POST",
    url: "/v1/orders/users/me",
    headers: { ...bearer(token), "accept-language": language, "idempotency-key": randomUUID() },
    payload: { paymentType, readTerms: true, ...(charges ? { installments: 1, cardQuote: charges.quote } : {}) },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, paymentRedirect } = placed.json().data;
  const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
  return { orderNumber: order.orderNumber as string, id: row.id, total: row.total, currency: row.currencyCode, paymentRedirect };
}

/** The order as its buyer reads it through the API. */
const customerView = async (t: TestApp, token: string, orderNumber: string) =>
  (await t.app.inject({ method: "GET", url: `/v1/orders/users/me/${orderNumber}`, headers: bearer(token) })).json().data;

/** The mails about an order, oldest first. */
const mailsAbout = async (db: Database, orderNumber: string) =>
  (await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)))
    .filter((mail) => mail.subject.includes(orderNumber))
    .reverse();

/** A status code an AppError carried, or the error itself. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: { statusCode?: number }) => error.statusCode ?? error,
  );

describe("the orders desk with the sandbox provider", () => {
  let t: TestApp;
  let token = "";
  let part: { variantId: number };
  const send = (notice: DeskNotice) => sendDeskMail(t.app, notice, MAIL);
  const transfer = (orderId: number, input: Partial<TransferInput> & Pick<TransferInput, "amount" | "currency">) =>
    t.db.transaction((tx) =>
      confirmTransfer(
        tx,
        orderId,
        { receivedOn: "2026-11-26", bankReference: randomUUID(), ...input },
        { ...STAFF, invoicing: t.app.invoicing },
      ),
    );

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    token = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
    part = await stockLimitedPart(t.db);
  });
  afterAll(() => t.close());

  it("records a partial transfer and keeps the order waiting, then makes it paid with an invoice when the rest arrives", async () => {
    const order = await placeOrder(t, token, part.variantId, "eft", "tr");
    const half = (Number(order.total) / 2).toFixed(2);
    const rest = (Number(order.total) - Number(half)).toFixed(2);

    const partial = await transfer(order.id, { amount: half, currency: order.currency });
    expect(partial.before).toMatchObject({ status: "awaiting_payment", received: "0.00", due: order.total });
    expect(partial.after).toMatchObject({ status: "awaiting_payment", received: half, due: rest, over: "0.00" });
    await send(partial.notice);
    const waiting = await customerView(t, token, order.orderNumber);
    expect(waiting).toMatchObject({ status: "awaiting_payment", expiresAt: null, invoice: null });
    expect(waiting.history.at(-1).note).toContain("kalan");

    const full = await transfer(order.id, { amount: rest, currency: order.currency, bankReference: "  ref 2 of order " + order.id });
    expect(full.after).toMatchObject({ status: "paid", received: order.total, due: "0.00" });
    expect(full.transfer.bankReference).toBe(`REF 2 OF ORDER ${order.id}`);
    await send(full.notice);
    const paid = await customerView(t, token, order.orderNumber);
    expect(paid.status).toBe("paid");
    expect(paid.invoice?.number).toMatch(/^DEV\d{13}$/);
    expect((await salesInvoiceOf(t.db, order.id))?.type).toBe("SATIS");

    // Both mails in the order's language (Turkish), the partial one saying what is still due.
    const mails = await mailsAbout(t.db, order.orderNumber);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining("siparişiniz"),
      expect.stringContaining("ödemenizin bir kısmı alındı"),
      expect.stringContaining("ödemeniz alındı"),
    ]);
    expect(mails[1].text).toContain(`Kalan ${amountText(rest, order.currency, "tr")}`);
  });

  it("notes an over-payment, and refuses a bank reference twice, another currency, a card order and a paid order", async () => {
    const order = await placeOrder(t, token, part.variantId, "eft", "en");
    const reference = `OVER-${order.id}`;
    const over = await transfer(order.id, {
      amount: (Number(order.total) + 5).toFixed(2),
      currency: order.currency,
      bankReference: reference,
    });
    expect(over.after).toMatchObject({ status: "paid", over: "5.00" });
    expect((await customerView(t, token, order.orderNumber)).history.at(-1).note).toContain("Over-payment");

    const another = await placeOrder(t, token, part.variantId, "eft", "en");
    const otherCurrency = another.currency === "TRY" ? "USD" : "TRY";
    expect(
      await refusal(transfer(another.id, { amount: "1.00", currency: another.currency, bankReference: reference.toLowerCase() })),
    ).toBe(409);
    expect(await refusal(transfer(another.id, { amount: "1.00", currency: otherCurrency }))).toBe(409);
    expect(await refusal(transfer(another.id, { amount: "0", currency: another.currency }))).toBe(400);
    expect(await refusal(transfer(order.id, { amount: "1.00", currency: order.currency }))).toBe(409);
    const card = await placeOrder(t, token, part.variantId, "pos", "en");
    expect(await refusal(transfer(card.id, { amount: card.total, currency: card.currency }))).toBe(409);
    // Nothing of the refused ones was kept: the second order still owes its whole total.
    const rightOne = await transfer(another.id, { amount: another.total, currency: another.currency });
    expect(rightOne.before.received).toBe("0.00");
  });

  it("prepares, ships with a tracking number and delivers, the customer's API and mails following; a move not allowed is refused", async () => {
    const order = await placeOrder(t, token, part.variantId, "eft", "en");
    expect(await refusal(t.db.transaction((tx) => prepareOrder(tx, order.id, STAFF)))).toBe(409);
    await send((await transfer(order.id, { amount: order.total, currency: order.currency })).notice);
    expect(await refusal(t.db.transaction((tx) => deliverOrder(tx, order.id, STAFF)))).toBe(409);

    const prepared = await t.db.transaction((tx) => prepareOrder(tx, order.id, STAFF));
    expect(prepared.before.status).toBe("paid");
    await send(prepared.notice);
    expect(await refusal(t.db.transaction((tx) => shipOrder(tx, order.id, { carrier: "Aras Kargo", trackingNumber: " " }, STAFF)))).toBe(
      400,
    );
    const shipped = await t.db.transaction((tx) =>
      shipOrder(tx, order.id, { carrier: "Aras Kargo", trackingNumber: "AR123456789TR" }, STAFF),
    );
    expect(shipped).toMatchObject({
      before: { status: "preparing", trackingNumber: null },
      after: { status: "shipped", trackingCarrier: "Aras Kargo", trackingNumber: "AR123456789TR" },
    });
    await send(shipped.notice);
    expect(await customerView(t, token, order.orderNumber)).toMatchObject({ status: "shipped", trackingNumber: "AR123456789TR" });
    expect(await refusal(t.db.transaction((tx) => cancelOrder(tx, order.id, { reason: "too late" }, STAFF)))).toBe(409);

    await send((await t.db.transaction((tx) => deliverOrder(tx, order.id, STAFF))).notice);
    const delivered = await customerView(t, token, order.orderNumber);
    expect(delivered.history.map((event: { status: string }) => event.status)).toEqual([
      "awaiting_payment",
      "paid",
      "preparing",
      "shipped",
      "delivered",
    ]);
    const mails = await mailsAbout(t.db, order.orderNumber);
    expect(mails.map((mail) => mail.subject).slice(-4)).toEqual([
      expect.stringContaining("payment received"),
      expect.stringContaining("is being prepared"),
      expect.stringContaining("has shipped"),
      expect.stringContaining("has been delivered"),
    ]);
    expect(mails.at(-2)!.text).toContain("shipped with Aras Kargo. Tracking number: AR123456789TR.");
  });

  it("cancels a paid card order, refunds it through the sandbox once, and gives the stock back", async () => {
    const order = await placeOrder(t, token, part.variantId, "pos", "en");
    const payload = readSandboxToken(TEST_PAYMENT_SECRET, new URL(order.paymentRedirect, "http://store").searchParams.get("token")!)!;
    const fields = {
      paymentId: payload.paymentId,
      status: "success",
      amount: payload.amount,
      currency: payload.currency,
      cardLast4: "1111",
    };
    const captured = await t.app.inject({
      method: "POST",
      url: "/v1/payment/callbacks/sandbox",
      payload: signedSandboxResult(TEST_PAYMENT_SECRET, fields),
    });
    expect(captured.json().data.status).toBe("captured");
    const stock = await stockOf(t.db, part.variantId);

    const cancelled = await t.db.transaction((tx) => cancelOrder(tx, order.id, { reason: "Out of stock at the supplier" }, STAFF));
    expect(cancelled.after.status).toBe("cancelled");
    expect(cancelled.refund).toMatchObject({
      method: "card",
      provider: "sandbox",
      amount: payload.amount,
      currencyCode: "TRY",
      status: "pending",
    });
    expect(await stockOf(t.db, part.variantId)).toBe(stock + 1);

    const provider = sandboxProvider(TEST_PAYMENT_SECRET);
    const [first, second] = await Promise.all([
      sendRefund(t.db, provider, cancelled.refund!.id, { ...STAFF, ip: "127.0.0.1" }),
      sendRefund(t.db, provider, cancelled.refund!.id, { ...STAFF, ip: "127.0.0.1" }),
    ]);
    const [row] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.id, cancelled.refund!.id));
    expect(row).toMatchObject({ status: "succeeded", amount: payload.amount, providerRefundId: expect.stringMatching(/^sbr_/) });
    expect(row.completedAt).toBeInstanceOf(Date);
    // The one that found it claimed answered the row as it stood; neither sent it twice.
    expect([first.status, second.status]).toContain("succeeded");
    expect(await refusal(t.db.transaction((tx) => cancelOrder(tx, order.id, { reason: "again" }, STAFF)))).toBe(409);

    await send(cancelled.notice);
    const [mail] = (await mailsAbout(t.db, order.orderNumber)).slice(-1);
    expect(mail.subject).toContain("is cancelled");
    expect(mail.text).toContain("Reason: Out of stock at the supplier");
    expect(mail.text).toContain(`The ${amountText(payload.amount, "TRY", "en")} charged to your card is being refunded`);
    expect((await customerView(t, token, order.orderNumber)).status).toBe("cancelled");
  });

  it("cancels a paid EFT order only with the IBAN its refund goes to, and records that refund", async () => {
    const order = await placeOrder(t, token, part.variantId, "eft", "tr");
    await transfer(order.id, { amount: order.total, currency: order.currency });
    const cancel = (refundTo?: { iban: string; accountHolder: string }) =>
      t.db.transaction((tx) => cancelOrder(tx, order.id, { reason: "Müşteri vazgeçti", refundTo }, STAFF));
    expect(await refusal(cancel())).toBe(400);
    expect(await refusal(cancel({ iban: "TR33 0006 1005 1978 6457 8413 27", accountHolder: "Deniz Kaya" }))).toBe(400);
    const cancelled = await cancel({ iban: "tr33 0006 1005 1978 6457 8413 26", accountHolder: "Deniz Kaya" });
    expect(cancelled.refund).toMatchObject({
      method: "iban",
      provider: "bank",
      status: "recorded",
      amount: order.total,
      iban: "TR330006100519786457841326",
      accountHolder: "Deniz Kaya",
    });
    await send(cancelled.notice);
    const [mail] = (await mailsAbout(t.db, order.orderNumber)).slice(-1);
    expect(mail.text).toContain("Nedeni: Müşteri vazgeçti");
    expect(mail.text).toContain("sonu 1326 ile biten hesaba");
  });
});

describe("the orders desk with iyzico", () => {
  let t: TestApp;
  let iyzico: IyzicoStandIn;
  let token = "";
  let part: { variantId: number };
  const log = { warn: () => undefined };

  beforeAll(async () => {
    iyzico = await startIyzicoStandIn();
    t = await createTestApp({
      seed: true,
      config: {
        PAYMENT_PROVIDER: "iyzico",
        IYZICO_API_KEY: STAND_IN_API_KEY,
        IYZICO_SECRET_KEY: STAND_IN_SECRET_KEY,
        IYZICO_BASE_URL: iyzico.url,
      },
    });
    token = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
    part = await stockLimitedPart(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await iyzico?.close();
  });

  const provider = () =>
    iyzicoProvider(
      { apiKey: STAND_IN_API_KEY, secretKey: STAND_IN_SECRET_KEY, baseUrl: iyzico.url, storefrontUrl: "https://shop.example" },
      log,
    );

  /** A card order paid through the stand-in, cancelled by the staff: its refund to send, and its payment row. */
  async function paidThenCancelled() {
    const order = await placeOrder(t, token, part.variantId, "pos", "en");
    const formToken = new URL(order.paymentRedirect).searchParams.get("token")!;
    iyzico.finish(formToken, { paymentStatus: "SUCCESS" });
    const captured = await t.app.inject({ method: "POST", url: "/v1/payment/callbacks/iyzico", payload: { token: formToken } });
    expect(captured.json().data.status).toBe("captured");
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    const cancelled = await t.db.transaction((tx) => cancelOrder(tx, order.id, { reason: "Customer asked" }, STAFF));
    return { payment, refund: cancelled.refund! };
  }

  it("keeps the capture's ids, and cancels a payment of the same day through iyzico", async () => {
    const { payment, refund } = await paidThenCancelled();
    expect(payment.captureDetails).toEqual({
      paymentId: expect.stringMatching(/^\d+$/),
      transactions: [{ id: expect.stringMatching(/^\d+$/), paidPrice: payment.amount }],
    });
    const sent = await sendRefund(t.db, provider(), refund.id, { ...STAFF, ip: "127.0.0.1" });
    expect(sent).toMatchObject({ status: "succeeded", providerRefundId: payment.captureDetails!.paymentId });
    expect(iyzico.cancels.at(-1)).toMatchObject({ paymentId: payment.captureDetails!.paymentId, conversationId: refund.id });
  });

  it("refunds an older payment per item transaction, and a second send changes nothing", async () => {
    const { payment, refund } = await paidThenCancelled();
    await t.db
      .update(payments)
      .set({ completedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000) })
      .where(eq(payments.id, payment.id));
    const cancels = iyzico.cancels.length;
    const sent = await sendRefund(t.db, provider(), refund.id, { ...STAFF, ip: "127.0.0.1" });
    const [transaction] = payment.captureDetails!.transactions;
    expect(sent).toMatchObject({ status: "succeeded", providerRefundId: transaction.id });
    expect(iyzico.cancels).toHaveLength(cancels);
    expect(iyzico.refunds.at(-1)).toMatchObject({ paymentTransactionId: transaction.id, currency: "TRY" });
    expect(Number(iyzico.refunds.at(-1)!.price)).toBe(Number(payment.amount));
    const refunds = iyzico.calls.refund;
    expect((await sendRefund(t.db, provider(), refund.id, { ...STAFF, ip: "127.0.0.1" })).status).toBe("succeeded");
    expect(iyzico.calls.refund).toBe(refunds);
  });
});
