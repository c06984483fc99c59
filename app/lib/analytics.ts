import type { PriceBreak } from "@contract/api/catalog/schemas";
import { breakAt } from "@contract/price-breaks";
import { extendedAmount } from "@contract/price-display";
import type { CartLine } from "@contract/api/carts/schemas";

// Analytics events in a dataLayer (GA4 e-commerce shape) for a tag manager to read: add_to_cart, remove_from_cart,
// add_to_wishlist (favorites and wish lists), view_cart, login and sign_up, the checkout's begin_checkout,
// add_shipping_info, add_payment_info and purchase, and the forms' generate_lead and form_submit, pushed by scripts
// only (a page without JavaScript sends nothing). An add or a form post ends in a redirect: its event waits in a
// one-time cookie for the next page (server/analytics-flash.server.ts, docs/decisions/052-analytics-events.md). Every
// item has the spec's fields (§3) from one builder, `analyticsItem`, and the store's item location and affiliation
// (§9); events carry the user type, guest when unknown (§6).

/** The store's one item location (no physical shop) and its affiliation, as every item reports them. */
export const ITEM_LOCATION_ID = "TR-ONLINE";
export const AFFILIATION = "Devre Elektronik Online";

export type AnalyticsUserType = "guest" | "b2b" | "b2c";

/** An event's item (GA4's names, and the spec's cart-line fields as custom item parameters). */
export interface AnalyticsItem {
  /** The SKU (spec: productDetail.code). */
  item_id: string;
  /** The manufacturer part number. */
  item_name: string;
  /** The manufacturer's name. */
  item_brand: string;
  /** The packaging, when known (an ordered line records none). */
  item_variant?: string;
  /** The cart line's slot (`normal`, or `project-<id>`), for a cart line. */
  slot_id?: string;
  reference_code?: string;
  /** The unit price at the item's quantity (spec: price.primary.unitPrice); absent for a part shown without a price. */
  price?: number;
  /** The unit price times the quantity (spec: price.primary.extendedPrice). */
  extended_price?: number;
  quantity: number;
  /** The item's place in its cart, order or list (GA4's `index`). */
  index: number;
  /** The project a project line belongs to (spec: projectDetail). */
  project_id?: number;
  project_name?: string;
  customer_reference?: string;
}

/** What an item is built from, whichever record it comes from: a cart line, an ordered line, a part in a list. */
interface ItemSource {
  sku: string;
  mpn: string;
  manufacturerName: string;
  packaging?: string;
  slotId?: string;
  referenceCode?: string;
  unitPrice: string | number | null | undefined;
  extendedPrice: string | number | null | undefined;
  quantity: number;
  projectId?: number | null;
  projectName?: string | null;
  customerReference?: string;
}

const amount = (value: string | number | null | undefined) => (value === null || value === undefined ? undefined : Number(value));

/** The one builder of an event's item: empty and unknown fields are left out (a tag manager reads them as unset). */
export function analyticsItem(source: ItemSource, index: number): AnalyticsItem {
  return {
    item_id: source.sku,
    item_name: source.mpn,
    item_brand: source.manufacturerName,
    ...(source.packaging ? { item_variant: source.packaging } : {}),
    ...(source.slotId ? { slot_id: source.slotId } : {}),
    ...(source.referenceCode ? { reference_code: source.referenceCode } : {}),
    ...(amount(source.unitPrice) !== undefined ? { price: amount(source.unitPrice) } : {}),
    ...(amount(source.extendedPrice) !== undefined ? { extended_price: amount(source.extendedPrice) } : {}),
    quantity: source.quantity,
    index,
    ...(source.projectId ? { project_id: source.projectId, project_name: source.projectName ?? "" } : {}),
    ...(source.customerReference ? { customer_reference: source.customerReference } : {}),
  };
}

/** A cart line as the API priced it, in the cart's primary currency; `index` is its place among the cart's lines. */
export function cartLineItem(line: CartLine, index: number): AnalyticsItem {
  return analyticsItem(
    {
      ...line,
      unitPrice: line.unitPrice?.primary,
      extendedPrice: line.extendedPrice?.primary,
      quantity: line.quantity.value,
    },
    index,
  );
}

/** An ordered line, at the prices the order recorded. */
export function orderLineItem(
  line: {
    sku: string;
    mpn: string;
    manufacturerName: string;
    unitPrice: string;
    extendedPrice: string;
    quantity: number;
    projectId: number | null;
    customerReference: string;
  },
  index: number,
): AnalyticsItem {
  return analyticsItem(line, index);
}

/** A part of a list (favorites, a wish list) at a quantity: the unit price of its break for that quantity. */
export function partItem(
  part: {
    sku: string;
    mpn: string;
    manufacturer: { name: string };
    packaging: string;
    isShowPrice: boolean;
    priceBreaks: readonly PriceBreak[];
  },
  quantity: number,
  index: number,
): AnalyticsItem {
  const unitPrice = part.isShowPrice ? breakAt(part.priceBreaks, quantity, (step) => step.quantity)?.unitPrice : undefined;
  const extendedPrice = unitPrice === undefined ? undefined : extendedAmount(unitPrice, quantity);
  return analyticsItem({ ...part, manufacturerName: part.manufacturer.name, unitPrice, extendedPrice, quantity }, index);
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
 * Pushes one e-commerce event, clearing the previous event's ecommerce object first (as GA4 asks). The value is the
 * items' extended prices summed; `details` adds the event's own fields (shipping_tier, payment_type,
 * transaction_id, tax, shipping) and may set the value (an order's total, shipping and VAT included) instead.
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
  const value = items.reduce((sum, item) => sum + (item.extended_price ?? 0), 0);
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({
    event,
    user_type: userType ?? "guest",
    ecommerce: {
      currency,
      value: Math.round(value * 100) / 100,
      ...details,
      items: items.map((item) => ({ ...item, currency, location_id: ITEM_LOCATION_ID, affiliation: AFFILIATION })),
    },
  });
}

/** A form's event: a lead (GA4's generate_lead: a quote, a question, a subscription) or another form (form_submit). */
export type FormEvent = "generate_lead" | "form_submit";

/** A form sent and accepted by the server, with the form's name. */
export function pushFormEvent(formName: string, userType: AnalyticsUserType | null | undefined, event: FormEvent = "generate_lead") {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, form_name: formName, user_type: userType ?? "guest" });
}

/** A sign-in (`login`, GA4's `method` B2B_Login or B2C_Login, spec §6) or a sign-up (`sign_up`). */
export function pushAccountEvent(event: "login" | "sign_up", method: string, userType: AnalyticsUserType) {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, method, user_type: userType });
}
