import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_NUMBER_REQUIRED_ABOVE_TRY } from "@contract/identity-number";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, SHIPPING_ADDRESS, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { CONSUMER_BILLING, readyCheckout } from "./support/checkout";
import { createTestApp, type TestApp } from "./support/test-app";

// The TCKN of an invoice to a person (issue 31, item 5; docs/decisions/035-identity-number.md): required above the
// limit, optional below it, asked of a guest and of a consumer alike, and checked again when the order is placed.

let t: TestApp;
let consumerToken: string;
/** A part sold one by one, and how many of it make a cart over and under the limit. */
let part: { variantId: number; under: number; over: number };

const asGuest = (guestId: string, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: { "accept-language": "tr", "x-anonymous-customer-id": guestId }, payload });
const asConsumer = (method: "GET" | "PUT" | "POST" | "PATCH", url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/v1${url}`, headers: { ...bearer(consumerToken), "accept-language": "en", ...headers }, payload });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  consumerToken = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  // The first break's price in lira sets how many units stay under the limit and how many go over it.
  const [found] = await rows<{ variantId: number; unitTry: string }>(
    t.db,
    sql`SELECT v.id AS "variantId", (b.unit_price_usd * r.rate)::text AS "unitTry"
        FROM variants v JOIN products p ON p.id = v.product_id
        JOIN LATERAL (SELECT unit_price_usd FROM price_breaks WHERE variant_id = v.id ORDER BY quantity LIMIT 1) b ON true
        JOIN LATERAL (SELECT rate FROM exchange_rates WHERE currency = 'TRY' ORDER BY rate_date DESC LIMIT 1) r ON true
        WHERE v.is_show_price AND p.status <> 'obsolete' AND v.minimum_order_quantity = 1 AND v.order_quantity_multiplier = 1
          AND v.total_stock >= 1000 AND b.unit_price_usd BETWEEN 5 AND 50
        ORDER BY v.id LIMIT 1`,
  );
  expect(found, "a part of the demo data sold one by one for 5 to 50 USD").toBeDefined();
  const unitTry = Number(found.unitTry);
  const limit = Number(IDENTITY_NUMBER_REQUIRED_ABOVE_TRY);
  // Under: a tenth of the limit, so that VAT and the shipping fee cannot take it over; over: twice the limit before VAT.
  part = { variantId: found.variantId, under: Math.max(1, Math.floor(limit / 10 / unitTry)), over: Math.ceil((2 * limit) / unitTry) };
});
afterAll(() => t.close());

async function guestWith(quantity: number) {
  const guestId = randomUUID();
  const added = await asGuest(guestId, "POST", "/carts/guests/me/lines", { items: [{ variantId: part.variantId, quantity }] });
  expect(added.statusCode, added.body).toBe(200);
  return guestId;
}

const personInvoice = { ...SHIPPING_ADDRESS, title: "Fatura", invoiceType: "individual", identityNumber: "" };

describe("a guest's invoice to a person", () => {
  it("takes no TCKN under the limit, and the checkout says it is optional", async () => {
    const guestId = await guestWith(part.under);
    const saved = await asGuest(guestId, "PUT", "/checkout/guests/me/billing", { email: "kisi@example.com", billing: personInvoice });
    expect(saved.statusCode, saved.body).toBe(200);
    const checkout = saved.json().data;
    expect(checkout).toMatchObject({ needsIdentityNumber: false, identityNumberRequiredForPersons: false });
    expect(checkout.completed.address).toBe(true);
  });

  it("is refused without a TCKN over the limit, next to the field and naming the limit, and taken with one", async () => {
    const guestId = await guestWith(part.over);
    const before = (await asGuest(guestId, "GET", "/checkout/guests/me")).json().data;
    expect(before.identityNumberRequiredForPersons).toBe(true);
    const refused = await asGuest(guestId, "PUT", "/checkout/guests/me/billing", { email: "kisi@example.com", billing: personInvoice });
    expect(refused.statusCode).toBe(400);
    const [error] = refused.json().error.errors;
    expect(error).toMatchObject({ field: "billing.identityNumber" });
    expect(error.message).toBe("Şahıs adına 5.000,00 TRY üzerindeki fatura için T.C. kimlik numarasını girin.");
    const saved = await asGuest(guestId, "PUT", "/checkout/guests/me/billing", {
      email: "kisi@example.com",
      billing: { ...personInvoice, identityNumber: "10000000146" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ needsIdentityNumber: true, completed: { address: true } });
  });

  it("over the limit, a corporate invoice or one abroad needs no TCKN", async () => {
    const guestId = await guestWith(part.over);
    const corporate = await asGuest(guestId, "PUT", "/checkout/guests/me/billing", {
      email: "firma@example.com",
      billing: { ...personInvoice, invoiceType: "corporate", companyName: "Örnek Ltd", taxOffice: "Kadıköy", taxNumber: "1234567890" },
    });
    expect(corporate.statusCode, corporate.body).toBe(200);
    const abroad = await asGuest(guestId, "PUT", "/checkout/guests/me/billing", {
      email: "kisi@example.com",
      billing: { ...personInvoice, countryCode: "DE", cityId: null, cityName: "Berlin", townId: null, districtId: null, zipCode: "10115" },
    });
    expect(abroad.statusCode, abroad.body).toBe(200);
  });
});

describe("a consumer's invoice to a person", () => {
  it("uses the TCKN the invoice address keeps, and the order is refused once the cart grows over the limit without one", async () => {
    // Under the limit: an invoice address without a number, and the address step goes through without one.
    const withoutNumber = await asConsumer("POST", "/identity/users/me/billing-addresses", {
      ...CONSUMER_BILLING,
      title: "Kimliksiz",
      identityNumber: "",
    });
    expect(withoutNumber.statusCode, withoutNumber.body).toBe(201);
    await readyCheckout(t.app, consumerToken, {
      variantId: part.variantId,
      quantity: part.under,
      extra: { billingAddressId: withoutNumber.json().data.id, identityNumber: "" },
    });
    const cart = (await asConsumer("GET", "/carts/users/me/active")).json().data;
    const line = cart.slots.normal[0];
    const grown = await asConsumer("PATCH", `/carts/users/me/${cart.id}/lines/${line.id}`, { quantity: part.over });
    expect(grown.statusCode, grown.body).toBe(200);
    const checkout = (await asConsumer("GET", "/checkout/users/me")).json().data;
    expect(checkout).toMatchObject({ needsIdentityNumber: true, identityNumberRequiredForPersons: true });
    const placed = await asConsumer(
      "POST",
      "/orders/users/me",
      { paymentType: "eft", readTerms: true },
      { "idempotency-key": randomUUID() },
    );
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error.message).toBe(
      "Enter the Turkish identity number (TCKN): an invoice to a person over 5,000.00 TRY must carry it.",
    );

    // The invoice address holds a TCKN: the address step takes it when none is typed.
    const withNumber = await asConsumer("POST", "/identity/users/me/billing-addresses", { ...CONSUMER_BILLING, title: "Kimlikli" });
    expect(withNumber.statusCode, withNumber.body).toBe(201);
    const address = await asConsumer("PUT", "/checkout/users/me/address", {
      billingAddressId: withNumber.json().data.id,
      useBillingForShipping: true,
      recipientFirstName: "Deniz",
      recipientLastName: "Kaya",
      phoneCountryCode: "+90",
      phone: "532 000 00 01",
      identityNumber: "",
    });
    expect(address.statusCode, address.body).toBe(200);
    expect(address.json().data.form.identityNumber).toBe(CONSUMER_BILLING.identityNumber);
  });
});
