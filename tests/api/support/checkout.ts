import { expect } from "vitest";
import type { Database } from "../../../api/db/client";
import type { App } from "../../../api/server";
import { bearer, SHIPPING_ADDRESS } from "./accounts";
import { rows, sql } from "./catalog";
import { VALID_IDENTITY_NUMBER } from "../../support/turkish-address";

// A checkout made ready through the real API, for tests of what happens once the order is placed.

/** A part of the demo data sold one by one, with limited stock (not back-orderable) and a price. */
export async function stockLimitedPart(db: Database) {
  const [part] = await rows<{ variantId: number; stock: number }>(
    db,
    sql`SELECT v.id AS "variantId", v.total_stock AS stock FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.is_show_price AND p.status <> 'obsolete' AND v.minimum_order_quantity = 1 AND v.order_quantity_multiplier = 1
          AND NOT v.is_backorderable AND v.total_stock BETWEEN 50 AND 1000
          AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.variant_id = v.id) ORDER BY v.id LIMIT 1`,
  );
  expect(part, "a stock-limited part sold one by one in the demo data").toBeDefined();
  return part;
}

export const stockOf = async (db: Database, variantId: number) =>
  (await rows<{ stock: number }>(db, sql`SELECT total_stock AS stock FROM variants WHERE id = ${variantId}`))[0].stock;

/** The invoice addresses the checkout tests use: a consumer's to a person (with TCKN), and a company's. */
export const CONSUMER_BILLING = { ...SHIPPING_ADDRESS, invoiceType: "individual", identityNumber: VALID_IDENTITY_NUMBER };
export const BUSINESS_BILLING = {
  ...SHIPPING_ADDRESS,
  companyName: "Örnek Elektronik A.Ş.",
  taxOffice: "Kadıköy",
  taxNumber: "1234567890",
};

export interface CheckoutSetup {
  variantId: number;
  quantity?: number;
  /** A business user's company invoice address (else a consumer's to a person). */
  business?: boolean;
  /** More of the address step's body (a current account, a PO number). */
  extra?: object;
}

/**
 * A user's active cart holding just `quantity` of the part (what an earlier test left in it is removed), a new
 * invoice address of the user's kind, the address step (delivered there) and standard delivery, through the API.
 * Answers the checkout.
 */
export async function readyCheckout(
  app: App,
  accessToken: string,
  { variantId, quantity = 1, business = false, extra = {} }: CheckoutSetup,
) {
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    app.inject({ method, url: `/v1${url}`, headers: { ...bearer(accessToken), "accept-language": "en" }, payload });
  const cart = (await call("GET", "/carts/users/me/active")).json().data;
  if (cart.id !== null) await call("POST", `/carts/users/me/${cart.id}/lines/removal`, { lineIds: [], all: true });
  await call("POST", "/carts/users/me/active/lines", { items: [{ variantId, quantity }] });
  const billing = business
    ? await call("POST", "/identity/users/me/business-billing-address", BUSINESS_BILLING)
    : await call("POST", "/identity/users/me/billing-addresses", CONSUMER_BILLING);
  expect(billing.statusCode, billing.body).toBe(201);
  const address = await call("PUT", "/checkout/users/me/address", {
    billingAddressId: billing.json().data.id,
    useBillingForShipping: true,
    recipientFirstName: "Deniz",
    recipientLastName: "Kaya",
    phoneCountryCode: "+90",
    phone: "532 000 00 01",
    identityNumber: business ? "" : VALID_IDENTITY_NUMBER,
    ...extra,
  });
  expect(address.statusCode, address.body).toBe(200);
  const option = address.json().data.shippingOptions.find((candidate: { service: string }) => candidate.service === "Standard");
  const delivery = await call("PUT", "/checkout/users/me/delivery", { shippingOptionId: option.id });
  expect(delivery.statusCode, delivery.body).toBe(200);
  expect(delivery.json().data.completed).toMatchObject({ myCart: true, address: true, deliveryMethod: true });
  return delivery.json().data as { totals: { total: string; currency: string }; shippingOptions: Array<{ id: number; service: string }> };
}
