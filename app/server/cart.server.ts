import * as carts from "@contract/api/carts/operations";
import type { Cart } from "@contract/api/carts/schemas";
import { api, ApiError, type RouteArgs } from "./api.server";
import { readGuestId, requestWithGuestId } from "./cookies.server";
import { getSession, sessionTokens } from "./session.server";

// The visitor's cart through the API (docs/decisions/012-carts.md): a signed-in user's active cart, else the guest
// cart of the anonymous-customer cookie, which is set on the first add and never before.

const signedIn = async (request: Request) => sessionTokens(await getSession(request)) !== null;

/** The active cart (an empty one for a guest who has added nothing). */
export async function activeCart(args: RouteArgs): Promise<Cart> {
  const client = api(args);
  if (await signedIn(args.request)) return (await client.call(carts.activeCart, {})).data;
  return (await client.call(carts.guestCart, {})).data;
}

/**
 * The header's count: null for a visitor with neither a session nor a guest cookie (asked nothing, so that the page
 * stays public), else the active cart's lines; an API failure shows no count rather than breaking the page.
 */
export async function headerCartCount(args: RouteArgs): Promise<number | null> {
  const user = await signedIn(args.request);
  if (!user && (await readGuestId(args.request)) === null) return null;
  try {
    const client = api(args);
    return (await (user ? client.call(carts.activeCartCount, {}) : client.call(carts.guestCartCount, {}))).data.productCount;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

type ItemsToAdd = Array<{ variantId: number; quantity: string | number }>;

/** Adds parts to the active cart; a guest without an id gets one now (its cookie is returned). Refusals come back per part. */
export async function addToCart(args: RouteArgs, items: ItemsToAdd) {
  if (await signedIn(args.request))
    return { answer: (await api(args).call(carts.addToActiveCart, { body: { items } })).data, setCookie: null };
  const { request, setCookie } = await requestWithGuestId(args.request);
  return { answer: (await api({ ...args, request }).call(carts.addToGuestCart, { body: { items } })).data, setCookie };
}

/** A line's new quantity or customer reference, in the active cart (`cartId`) or the guest's. */
export async function changeLine(
  args: RouteArgs,
  cartId: number | null,
  lineId: number,
  change: { quantity?: string; customerReference?: string },
) {
  const client = api(args);
  if (cartId !== null && (await signedIn(args.request)))
    return (await client.call(carts.updateCartLine, { params: { id: cartId, lineId }, body: change })).data;
  return (await client.call(carts.updateGuestCartLine, { params: { lineId }, body: change })).data;
}

/** A line moved to another packaging of its part, in the active cart (`cartId`) or the guest's. */
export async function changeLinePackaging(args: RouteArgs, cartId: number | null, lineId: number, variantId: number) {
  const client = api(args);
  const body = { variantId };
  if (cartId !== null && (await signedIn(args.request)))
    return (await client.call(carts.changeCartLinePackaging, { params: { id: cartId, lineId }, body })).data;
  return (await client.call(carts.changeGuestCartLinePackaging, { params: { lineId }, body })).data;
}

export async function removeLines(args: RouteArgs, cartId: number | null, body: { lineIds: number[]; all?: boolean }) {
  const client = api(args);
  if (cartId !== null && (await signedIn(args.request)))
    return (await client.call(carts.removeCartLines, { params: { id: cartId }, body })).data;
  return (await client.call(carts.removeGuestCartLines, { body })).data;
}

/**
 * At sign-in: the guest cart's lines move into the user's active cart (the API applies the rules again and keeps
 * what it refuses with the guest). `args` speak as the user who just signed in. Returns the refused parts' texts.
 */
export async function mergeGuestCart(args: RouteArgs): Promise<string[]> {
  const guestId = await readGuestId(args.request);
  if (!guestId) return [];
  try {
    const { data } = await api(args).call(carts.mergeGuestCart, { body: { guestId } });
    return data.items.filter((item) => !item.added && item.message).map((item) => item.message!);
  } catch (error) {
    // The sign-in stands even when the merge fails: the guest cart stays for the next sign-in.
    if (error instanceof ApiError) return [];
    throw error;
  }
}

/** A signed link token for one of the user's carts (the API refuses another user's). */
export async function shareCart(args: RouteArgs, cartId: number) {
  return (await api(args).call(carts.shareCart, { params: { id: cartId } })).data;
}

/** The cart a share link opens (read-only); the API answers 404 for a forged or expired link. */
export async function sharedCart(args: RouteArgs, token: string): Promise<Cart> {
  return (await api(args).call(carts.sharedCart, { params: { token } })).data;
}

/** Copies a shared cart into a new active cart of the signed-in user's. */
export async function copySharedCart(args: RouteArgs, token: string) {
  return (await api(args).call(carts.copySharedCart, { params: { token } })).data;
}
