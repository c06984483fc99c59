import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartDocument } from "@contract/api/carts/documents";
import { mailOutbox } from "../../api/db/schema";
import { bearer, latestMail, SHIPPING_ADDRESS } from "./support/accounts";
import { stockLimitedPart, stockOf } from "./support/checkout";
import { createTestApp, type TestApp } from "./support/test-app";

// A guest's checkout through the real API (issue 16: guests check out with an e-mail and addresses), by the
// anonymous-customer id the storefront keeps in its cookie.

let t: TestApp;
let part: { variantId: number; stock: number };

const asGuest = (
  guestId: string | null,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { "accept-language": "en", ...(guestId ? { "x-anonymous-customer-id": guestId } : {}), ...headers },
    payload,
  });

const invoiceAddress = { ...SHIPPING_ADDRESS, title: "Order", invoiceType: "individual", identityNumber: "10000000146" };
const otherAddress = { ...SHIPPING_ADDRESS, title: "Workshop", firstName: "Ece", lastName: "Demir", addressLine: "Atatürk Bulvarı No: 10" };

/** A guest with one unit of the part in the cart. */
async function guestWithCart() {
  const guestId = randomUUID();
  const added = await asGuest(guestId, "POST", "/carts/guests/me/lines", { items: [{ variantId: part.variantId, quantity: 1 }] });
  expect(added.statusCode, added.body).toBe(200);
  return guestId;
}

async function chooseStandardDelivery(guestId: string, checkout: { shippingOptions: Array<{ id: number; service: string }> }) {
  const option = checkout.shippingOptions.find((candidate) => candidate.service === "Standard")!;
  const delivery = await asGuest(guestId, "PUT", "/checkout/guests/me/delivery", { shippingOptionId: option.id });
  expect(delivery.statusCode, delivery.body).toBe(200);
  return delivery.json().data;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  part = await stockLimitedPart(t.db);
});
afterAll(() => t.close());

describe("a guest's checkout", () => {
  it("takes an e-mail and an invoice address and places an EFT order the guest alone can see", async () => {
    const guestId = await guestWithCart();
    const start = (await asGuest(guestId, "GET", "/checkout/guests/me")).json().data;
    expect(start.completed).toMatchObject({ myCart: true, address: false });
    expect(start.paymentTypes).toEqual(["pos", "eft"]);

    // Before the address step the documents say what comes at checkout; after it, they name the guest.
    const contractText = async () => {
      const answer = await asGuest(guestId, "GET", "/checkout/guests/me/distance-sales-contract");
      expect(answer.statusCode, answer.body).toBe(200);
      const document = answer.json().data as CartDocument;
      return document.blocks.map((block) => ("text" in block ? block.text : "")).join("\n");
    };
    expect(await contractText()).toContain("Name: To be given at checkout");
    const saved = await asGuest(guestId, "PUT", "/checkout/guests/me/billing", { email: "guest@example.com", billing: invoiceAddress });
    expect(saved.statusCode, saved.body).toBe(200);
    const filledIn = await contractText();
    expect(filledIn).toContain(`Name: ${invoiceAddress.firstName} ${invoiceAddress.lastName}`);
    expect(filledIn).toContain("E-mail: guest@example.com");
    expect(filledIn).toContain(SHIPPING_ADDRESS.addressLine);
    expect(saved.json().data.completed.address).toBe(true);
    expect(saved.json().data.guest).toMatchObject({
      email: "guest@example.com",
      billing: { cityId: "06", addressLine: SHIPPING_ADDRESS.addressLine },
    });
    const checkout = await chooseStandardDelivery(guestId, saved.json().data);

    const before = await stockOf(t.db, part.variantId);
    const key = { "idempotency-key": randomUUID() };
    const placed = await asGuest(guestId, "POST", "/orders/guests/me", { paymentType: "eft", readTerms: true, total: "0.01" }, key);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await asGuest(guestId, "POST", "/orders/guests/me", { paymentType: "eft", readTerms: true }, key)).json()).toEqual(
      placed.json(),
    );
    const { orderNumber, totals } = placed.json().data.order;
    expect(totals.total).toBe(checkout.totals.total);
    expect(await stockOf(t.db, part.variantId)).toBe(before - 1);

    const order = await asGuest(guestId, "GET", `/orders/guests/me/${orderNumber}`);
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toMatchObject({
      email: "guest@example.com",
      paymentType: "eft",
      billingAddress: { identityNumber: "10000000146" },
    });
    const invoice = await asGuest(guestId, "GET", `/orders/guests/me/${orderNumber}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    for (const url of [`/orders/guests/me/${orderNumber}`, `/orders/guests/me/${orderNumber}/invoice`]) {
      expect((await asGuest(randomUUID(), "GET", url)).statusCode).toBe(404);
      expect((await asGuest(null, "GET", url)).statusCode).toBe(404);
    }
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "guest@example.com"));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining(orderNumber)]);
    expect((await asGuest(guestId, "GET", "/carts/guests/me")).json().data.productCount).toBe(0);
    expect((await asGuest(guestId, "GET", "/checkout/guests/me/preliminary-information-form")).statusCode).toBe(409);
  });

  it("delivers to another address when given one, its person receiving the parts; a changed address clears the shipping choice", async () => {
    const guestId = await guestWithCart();
    expect((await asGuest(guestId, "PUT", "/checkout/guests/me/shipping", { shipping: otherAddress })).statusCode).toBe(409);
    const billing = await asGuest(guestId, "PUT", "/checkout/guests/me/billing", {
      email: "guest2@example.com",
      billing: invoiceAddress,
      useBillingForShipping: false,
    });
    expect(billing.json().data.completed.address).toBe(false);
    const shipping = await asGuest(guestId, "PUT", "/checkout/guests/me/shipping", { shipping: otherAddress });
    expect(shipping.statusCode, shipping.body).toBe(200);
    const chosen = await chooseStandardDelivery(guestId, shipping.json().data);
    expect(chosen.completed.deliveryMethod).toBe(true);
    const moved = await asGuest(guestId, "PUT", "/checkout/guests/me/shipping", {
      shipping: { ...otherAddress, addressLine: "Başka Sokak 3" },
    });
    expect(moved.json().data.form.shippingOptionId).toBeNull();
    await chooseStandardDelivery(guestId, moved.json().data);

    const placed = await asGuest(
      guestId,
      "POST",
      "/orders/guests/me",
      { paymentType: "eft", readTerms: true },
      { "idempotency-key": randomUUID() },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (await asGuest(guestId, "GET", `/orders/guests/me/${placed.json().data.order.orderNumber}`)).json().data;
    expect(order.shippingAddress).toMatchObject({ firstName: "Ece", lastName: "Demir" });
    expect(order.shippingAddress.addressLine).toContain("Başka Sokak 3");
    expect(order.billingAddress).toMatchObject({ firstName: SHIPPING_ADDRESS.firstName });
  });

  it("becomes the account's orders when the guest signs up with the same e-mail and proves it", async () => {
    const guestId = await guestWithCart();
    const email = `later-${randomUUID().slice(0, 8)}@example.com`;
    const saved = await asGuest(guestId, "PUT", "/checkout/guests/me/billing", { email, billing: invoiceAddress });
    await chooseStandardDelivery(guestId, saved.json().data);
    const placed = await asGuest(
      guestId,
      "POST",
      "/orders/guests/me",
      { paymentType: "eft", readTerms: true },
      { "idempotency-key": randomUUID() },
    );
    const { orderNumber } = placed.json().data.order;

    const signUp = await asGuest(null, "POST", "/identity/auth/sign-up", {
      firstName: "Deniz",
      lastName: "Kaya",
      email,
      password: "Later1234!",
      isMembershipAgreementAccepted: true,
      isKvkkAccepted: true,
      languageCode: "en",
    });
    expect(signUp.statusCode, signUp.body).toBeLessThan(300);
    // Not before the e-mail is proven: an account made with someone else's address takes nothing.
    expect((await asGuest(guestId, "GET", `/orders/guests/me/${orderNumber}`)).statusCode).toBe(200);
    const code = (await latestMail(t.db, email))!.code!;
    const { attempt } = signUp.json().data;
    const verified = await asGuest(null, "POST", "/identity/auth/verify-signup-otp", { email, code, attempt });
    expect(verified.statusCode, verified.body).toBe(200);
    const token = verified.json().data.token.accessToken;
    const list = await t.app.inject({ method: "GET", url: "/v1/orders/users/me", headers: bearer(token) });
    expect(list.json().data.items.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([orderNumber]);
    expect((await asGuest(guestId, "GET", `/orders/guests/me/${orderNumber}`)).statusCode).toBe(404);
  });

  it("refuses net term to a guest, and a place the lists do not know", async () => {
    const guestId = await guestWithCart();
    const badPlace = await asGuest(guestId, "PUT", "/checkout/guests/me/billing", {
      email: "guest3@example.com",
      billing: { ...invoiceAddress, townId: "Nowhere" },
    });
    expect(badPlace.statusCode).toBe(400);
    expect(
      (await asGuest(guestId, "POST", "/orders/guests/me", { paymentType: "net", readTerms: true }, { "idempotency-key": randomUUID() }))
        .statusCode,
    ).toBe(403);
    expect((await asGuest(null, "GET", "/checkout/guests/me")).statusCode).toBe(404);
  });
});
