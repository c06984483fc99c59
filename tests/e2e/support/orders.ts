import { randomUUID } from "node:crypto";
import { request as playwrightRequest } from "@playwright/test";
import type { z } from "zod";
import type { TokenRecord } from "../../../contract/api/identity/schemas";
import { businessBillingAddressBook, consumerBillingAddressBook } from "../../../contract/api/accounts/address-operations";
import { addToActiveCart, addToGuestCart } from "../../../contract/api/carts/operations";
import { placeGuestOrder, saveGuestCheckoutBilling, saveGuestCheckoutDelivery } from "../../../contract/api/checkout/guest";
import type { itemResultSchema } from "../../../contract/api/carts/schemas";
import { saveCheckoutAddress, saveCheckoutDelivery } from "../../../contract/api/checkout/operations";
import type { Checkout } from "../../../contract/api/checkout/schemas";
import { cancelOrder, getOrder, placeOrder } from "../../../contract/api/orders/operations";
import type { Order, OrderSummary } from "../../../contract/api/orders/schemas";
import type { PaymentType } from "../../../contract/api/orders/values";
import type { CurrencyCode } from "../../../contract/limits";
import type { VariantSearchResult } from "../../../contract/api/catalog/schemas";
import { operationPath } from "../../../contract/operation";
import { catalogApi } from "./catalog-api";
import { apiAs } from "./fresh-account";
import { apiUrl, apiUserInfo } from "./session";
import { ANKARA_ADDRESS, VALID_IDENTITY_NUMBER } from "../../support/turkish-address";
import { smallestOrderQuantity } from "../../../contract/quantity-rules";

// Orders made as a buyer makes them, through the real API (test setup only: the pages under test are the order
// pages, not the checkout's): a part in the cart, a billing address, the checkout's address and delivery steps, and
// the order posted with an Idempotency-Key.

/** apiAs's route for an operation's path (below /v1, without the leading slash), its parameters filled in. */
const routeOf = (path: string, params: Record<string, string> = {}) => operationPath(path, params).slice(1);

/** A valid Turkish address (a place the API's lookups know). */
export const ADDRESS = { title: "Ofis", ...ANKARA_ADDRESS };
export const IDENTITY_NUMBER = VALID_IDENTITY_NUMBER;

/**
 * A priced SMD chip resistor on sale, in stock for many orders of its smallest orderable quantity (each order holds
 * its stock until it is cancelled), among the first rows of the list, picked at random so that a run's orders draw on
 * several parts; with that quantity.
 */
async function partForAnOrder() {
  const request = await playwrightRequest.newContext();
  try {
    const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", {
      category: "chip-resistors-smd",
      inStock: "true",
      pageSize: 50,
    });
    const parts = list.items.filter(
      (item) => item.status !== "obsolete" && item.isShowPrice && (item.stock ?? 0) >= 20 * smallestOrderQuantity(item),
    );
    if (parts.length === 0) throw new Error("no priced SMD chip resistor on sale with stock for 20 orders on the first rows");
    const part = parts[Math.floor(Math.random() * parts.length)];
    return { variantId: part.variantId, quantity: smallestOrderQuantity(part) };
  } finally {
    await request.dispose();
  }
}

/** Removes every line of the user's active cart (a demo account's cart may hold what an earlier try of a test left). */
export async function emptyActiveCart(token: Pick<TokenRecord, "accessToken">) {
  const cart = await apiAs<{ id: number | null }>(token, "GET", "carts/users/me/active");
  if (cart.id !== null) await apiAs(token, "POST", `carts/users/me/${cart.id}/lines/removal`, { lineIds: [], all: true });
}

/** Puts one part in stock into the user's active cart (made when there is none); answers the line added. */
export async function fillActiveCart(token: Pick<TokenRecord, "accessToken">) {
  const item = await partForAnOrder();
  const { items } = await apiAs<{ items: Array<z.output<typeof itemResultSchema>> }>(token, "POST", routeOf(addToActiveCart.path), {
    items: [item],
  });
  // A refused part answers 200 with its reason and the cart as it was: setup that went on would fail far from here.
  if (!items[0]?.added) throw new Error(`the cart refused ${item.quantity} of part ${item.variantId}: ${items[0]?.message}`);
  return item;
}

/**
 * Puts into the user's active cart enough of a costly part in stock that the cart is worth more than `usd` (priced at
 * its cheapest break, so whatever break applies): a net-term order over a current account's limit.
 */
export async function fillActiveCartWorth(token: Pick<TokenRecord, "accessToken">, usd: number) {
  const request = await playwrightRequest.newContext();
  try {
    const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", { inStock: "true", sort: "price-desc" });
    const lowest = (item: VariantSearchResult["items"][number]) => Math.min(...item.priceBreaks.map((step) => step.unitPrice));
    const quantityOf = (item: VariantSearchResult["items"][number]) => Math.max(item.minimumOrderQuantity, Math.ceil(usd / lowest(item)));
    const part = list.items.find(
      (item) =>
        item.isShowPrice && item.orderQuantityMultiplier === 1 && item.priceBreaks.length > 0 && (item.stock ?? 0) >= quantityOf(item),
    );
    if (!part) throw new Error(`no part in stock worth more than ${usd} USD among the costliest`);
    const { items } = await apiAs<{ items: Array<z.output<typeof itemResultSchema>> }>(token, "POST", routeOf(addToActiveCart.path), {
      items: [{ variantId: part.variantId, quantity: quantityOf(part) }],
    });
    if (!items[0]?.added) throw new Error(`the cart refused part ${part.variantId}: ${items[0]?.message}`);
  } finally {
    await request.dispose();
  }
}

/** A billing address of the buyer's own kind (a consumer's invoice to a person, or the company's), made now. */
export async function newBillingAddress(token: Pick<TokenRecord, "accessToken">): Promise<{ id: string; business: boolean }> {
  const { data: info } = await apiUserInfo(token.accessToken);
  const business = info.userInfo.userType === "b2b";
  const created = business
    ? await apiAs<{ id: string }>(token, "POST", routeOf(businessBillingAddressBook.create.path), {
        ...ADDRESS,
        companyName: "Örnek Elektronik A.Ş.",
        taxOffice: "Kadıköy",
        taxNumber: "1234567890",
      })
    : await apiAs<{ id: string }>(token, "POST", routeOf(consumerBillingAddressBook.create.path), {
        ...ADDRESS,
        invoiceType: "individual",
        identityNumber: IDENTITY_NUMBER,
      });
  return { id: created.id, business };
}

export interface OrderOptions {
  /** A card order waits for its payment; a net-term one is charged to `currentAccountCode`. */
  paymentType: PaymentType;
  /** The buyer's purchase order number, given at the checkout's address step. */
  customerOrderNumber?: string;
  /** The currency the order is asked in (USD when not given). */
  currency?: CurrencyCode;
  /** The current account a business buyer's net-term order is charged to (the demo company's "120.01.001"). */
  currentAccountCode?: string;
}

/** Places an order of one part from the user's active cart through the API; answers its number. */
export async function placeOrderByApi(token: Pick<TokenRecord, "accessToken">, options: OrderOptions): Promise<string> {
  await fillActiveCart(token);
  await checkoutByApi(token, options);
  return placeCheckoutByApi(token, options);
}

/** The checkout's address step (a new invoice address, delivered there) and delivery step (Standard), through the API. */
export async function checkoutByApi(
  token: Pick<TokenRecord, "accessToken">,
  options: Pick<OrderOptions, "customerOrderNumber" | "currentAccountCode"> = {},
) {
  const billing = await newBillingAddress(token);
  const checkout = await apiAs<Checkout>(token, "PUT", routeOf(saveCheckoutAddress.path), {
    billingAddressId: billing.id,
    useBillingForShipping: true,
    recipientFirstName: ADDRESS.firstName,
    recipientLastName: ADDRESS.lastName,
    phoneCountryCode: ADDRESS.phoneCountryCode,
    phone: ADDRESS.phone,
    identityNumber: billing.business ? "" : IDENTITY_NUMBER,
    customerOrderNumber: options.customerOrderNumber ?? "",
    ...(options.currentAccountCode ? { currentAccountCode: options.currentAccountCode } : {}),
  });
  const option = checkout.shippingOptions.find((candidate) => candidate.service === "Standard") ?? checkout.shippingOptions[0];
  if (!option) throw new Error("the checkout offered no shipping option");
  await apiAs(token, "PUT", routeOf(saveCheckoutDelivery.path), { shippingOptionId: option.id });
}

/** Places the order of the user's checkout (its steps done) through the API; answers its number. */
export async function placeCheckoutByApi(token: Pick<TokenRecord, "accessToken">, options: OrderOptions): Promise<string> {
  const placed = await apiAs<{ order: OrderSummary }>(
    token,
    "POST",
    routeOf(placeOrder.path),
    { paymentType: options.paymentType, readTerms: true, ...(options.currency ? { currency: options.currency } : {}) },
    // In the store's default language, as a Turkish buyer orders: the order keeps its texts (history notes) in it.
    { "Idempotency-Key": randomUUID(), "Accept-Language": "tr" },
  );
  return placed.order.orderNumber;
}

/** The order as the API answers it to its buyer (what a test expects the page to show). */
export const orderByApi = (token: Pick<TokenRecord, "accessToken">, orderNumber: string) =>
  apiAs<Order>(token, "GET", routeOf(getOrder.path, { orderNumber }));

/** The buyer's cancel, through the API (a test's "meanwhile, elsewhere"). */
export const cancelOrderByApi = (token: Pick<TokenRecord, "accessToken">, orderNumber: string) =>
  apiAs<Order>(token, "POST", routeOf(cancelOrder.path, { orderNumber }), {});

/**
 * A guest's EFT order of one part, placed through the guest checkout's API by an anonymous-customer id of its own (as
 * the guest's browser would, from a client address of its own), its mails to `email`; answers its number.
 */
export async function placeGuestOrderByApi(email: string): Promise<string> {
  const headers = {
    "Content-Type": "application/json",
    "Accept-Language": "en",
    "X-Anonymous-Customer-Id": randomUUID(),
    "X-Forwarded-For": `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
  };
  const call = async <T>(method: string, path: string, body: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${apiUrl()}${path}`, { method, headers: { ...headers, ...extra }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  await call("POST", addToGuestCart.path, { items: [await partForAnOrder()] });
  const checkout = await call<Checkout>("PUT", saveGuestCheckoutBilling.path, {
    email,
    billing: { ...ADDRESS, invoiceType: "individual", identityNumber: IDENTITY_NUMBER },
  });
  const option = checkout.shippingOptions.find((candidate) => candidate.service === "Standard") ?? checkout.shippingOptions[0];
  if (!option) throw new Error("the guest checkout offered no shipping option");
  await call("PUT", saveGuestCheckoutDelivery.path, { shippingOptionId: option.id });
  const placed = await call<{ order: OrderSummary }>(
    "POST",
    placeGuestOrder.path,
    { paymentType: "eft", readTerms: true },
    { "Idempotency-Key": randomUUID() },
  );
  return placed.order.orderNumber;
}
