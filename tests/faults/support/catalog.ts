import type { VariantSearchResult } from "../../../contract/api/catalog/schemas";
import type { Store } from "./store";

export type ListedPart = VariantSearchResult["items"][number];

/** The chip resistors the API lists first (in stock only, when asked). */
export async function listedParts(store: Store, options: { inStock?: boolean } = {}): Promise<ListedPart[]> {
  const query = options.inStock ? "&inStock=true" : "";
  const response = await fetch(`${store.apiUrl}/products/variants/search?category=chip-resistors-smd${query}`);
  return ((await response.json()) as { data: VariantSearchResult }).data.items;
}

/** A part a guest can put into a cart: priced, and in stock for its minimum order. */
export async function partToBuy(store: Store): Promise<ListedPart> {
  const parts = await listedParts(store, { inStock: true });
  const part = parts.find((item) => item.isShowPrice && (item.stock ?? 0) >= item.minimumOrderQuantity);
  if (!part) throw new Error("no chip resistor in stock with a price");
  return part;
}

/** Adds `part` to the guest `guestId`'s cart through the API, with an Idempotency-Key when given. */
export function addToGuestCart(store: Store, guestId: string, part: ListedPart, options: { key?: string; signal?: AbortSignal } = {}) {
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Anonymous-Customer-Id": guestId };
  if (options.key) headers["Idempotency-Key"] = options.key;
  const body = JSON.stringify({ items: [{ variantId: part.variantId, quantity: part.minimumOrderQuantity }] });
  return fetch(`${store.apiUrl}/carts/guests/me/lines`, { method: "POST", headers, body, signal: options.signal });
}

/** The quantities of the guest's cart lines. */
export async function guestCartQuantities(store: Store, guestId: string): Promise<number[]> {
  const response = await fetch(`${store.apiUrl}/carts/guests/me`, { headers: { "X-Anonymous-Customer-Id": guestId } });
  const cart = (await response.json()).data as { slots: { normal: Array<{ quantity: { value: number } }> } };
  return cart.slots.normal.map((line) => line.quantity.value);
}
