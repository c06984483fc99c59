import type { PriceBreak } from "@contract/api/catalog/schemas";
import { breakAt } from "@contract/price-breaks";
import type { CartLine } from "@contract/api/carts/schemas";

// Analytics events in a dataLayer (GA4 e-commerce shape) for a tag manager to read: add_to_cart, remove_from_cart,
// add_to_wishlist (favorites and wish lists), view_cart, login and sign_up, and the checkout's begin_checkout, add_shipping_info, add_payment_info and purchase, pushed by scripts only (a page without JavaScript sends nothing). Every item carries the store's
// item location and affiliation (spec §9); events carry the user type, guest when unknown (spec §6).

/** The store's one item location (no physical shop) and its affiliation, as every item reports them. */
export const ITEM_LOCATION_ID = "TR-ONLINE";
export const AFFILIATION = "Devre Elektronik Online";

export type AnalyticsUserType = "guest" | "b2b" | "b2c";

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_variant: string;
  price?: number;
  quantity: number;
  /** The item's place in the list it was chosen from (GA4's `index`), when there is a list. */
  index?: number;
}

/** The unit price at a quantity: the break of the largest quantity not above it (the first below every break). */
export function priceAt(breaks: readonly PriceBreak[], quantity: number): number | undefined {
  return breakAt(breaks, quantity, (step) => step.quantity)?.unitPrice;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type EcommerceEvent =
  | "add_to_cart"
  | "remove_from_cart"
  | "view_cart"
  | "begin_checkout"
  | "add_shipping_info"
  | "add_payment_info"
  | "purchase"
  | "add_to_wishlist";

/**
 * Pushes one e-commerce event, clearing the previous event's ecommerce object first (as GA4 asks). `details` adds
 * the event's own fields (shipping_tier, payment_type, transaction_id, tax, shipping) and may set the value (an
 * order's total, shipping and VAT included) instead of the items' sum.
 */
export function pushCartEvent(
  event: EcommerceEvent,
  {
    currency,
    userType,
    items,
    details = {},
  }: {
    currency: string;
    userType: AnalyticsUserType | null | undefined;
    items: AnalyticsItem[];
    details?: Record<string, string | number>;
  },
) {
  if (typeof window === "undefined") return;
  const value = items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({
    event,
    user_type: userType ?? "guest",
    ecommerce: {
      currency,
      value: Math.round(value * 100) / 100,
      ...details,
      items: items.map((item) => ({ ...item, location_id: ITEM_LOCATION_ID, affiliation: AFFILIATION })),
    },
  });
}

/** A cart line as an event item: the price per unit it is charged at, in the cart's currency. */
export function cartLineItem(line: CartLine): AnalyticsItem {
  return {
    item_id: line.sku,
    item_name: line.mpn,
    item_brand: line.manufacturerName,
    item_variant: line.packaging,
    price: line.unitPrice ? Number(line.unitPrice.primary) : undefined,
    quantity: line.quantity.value,
  };
}

/** An ordered line as an event item, at the unit price the order recorded. */
export function orderLineItem(line: {
  sku: string;
  mpn: string;
  manufacturerName: string;
  unitPrice: string;
  quantity: number;
}): AnalyticsItem {
  return {
    item_id: line.sku,
    item_name: line.mpn,
    item_brand: line.manufacturerName,
    item_variant: line.sku,
    price: Number(line.unitPrice),
    quantity: line.quantity,
  };
}

/**
 * A form sent that passed its checks: a lead (GA4's generate_lead: a quote, a question, a subscription) or another
 * form (form_submit: a wrong-data report), with the form's name. Scripts only, like every event here.
 */
export function pushFormEvent(
  formName: string,
  userType: AnalyticsUserType | null | undefined,
  event: "generate_lead" | "form_submit" = "generate_lead",
) {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, form_name: formName, user_type: userType ?? "guest" });
}

/**
 * A sign-in (`login`, GA4's `method` B2B_Login or B2C_Login, spec §6) or a sign-up (`sign_up`), pushed by the page
 * the account's redirect lands on (server/analytics-flash.server.ts).
 */
export function pushAccountEvent(event: "login" | "sign_up", method: string, userType: AnalyticsUserType) {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, method, user_type: userType });
}
