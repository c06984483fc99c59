import * as carts from "@contract/api/carts/operations";
import type { Cart } from "@contract/api/carts/schemas";
import type { ProductListItem } from "@contract/api/catalog/schemas";
import { api, ApiError, type RouteArgs } from "~/server/api.server";
import { readGuestId, requestWithGuestId } from "~/server/cookies.server";
import { getSession, sessionTokens } from "~/server/session.server";

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

type ApiClient = ReturnType<typeof api>;

/** A call on the visitor's cart: the signed-in user's cart `cartId` (the API checks it is theirs), else the guest's. */
async function onCart<T>(
  args: RouteArgs,
  cartId: number | null,
  asUser: (client: ApiClient, id: number) => Promise<{ data: T }>,
  asGuest: (client: ApiClient) => Promise<{ data: T }>,
): Promise<T> {
  const client = api(args);
  return (await (cartId !== null && (await signedIn(args.request)) ? asUser(client, cartId) : asGuest(client))).data;
}

/** A line's new quantity or customer reference. */
export function changeLine(
  args: RouteArgs,
  cartId: number | null,
  lineId: number,
  body: { quantity?: string; customerReference?: string },
) {
  return onCart(
    args,
    cartId,
    (client, id) => client.call(carts.updateCartLine, { params: { id, lineId }, body }),
    (client) => client.call(carts.updateGuestCartLine, { params: { lineId }, body }),
  );
}

/** A line moved to another packaging of its part. */
export function changeLinePackaging(args: RouteArgs, cartId: number | null, lineId: number, variantId: number) {
  const body = { variantId };
  return onCart(
    args,
    cartId,
    (client, id) => client.call(carts.changeCartLinePackaging, { params: { id, lineId }, body }),
    (client) => client.call(carts.changeGuestCartLinePackaging, { params: { lineId }, body }),
  );
}

export function removeLines(args: RouteArgs, cartId: number | null, body: { lineIds: number[]; all?: boolean }) {
  return onCart(
    args,
    cartId,
    (client, id) => client.call(carts.removeCartLines, { params: { id }, body }),
    (client) => client.call(carts.removeGuestCartLines, { body }),
  );
}

/** What the catalog offers instead of a line's part that cannot be ordered now (in-stock related parts). */
export function lineAlternatives(args: RouteArgs, cartId: number | null, lineId: number) {
  return onCart(
    args,
    cartId,
    (client, id) => client.call(carts.cartLineAlternatives, { params: { id, lineId } }),
    (client) => client.call(carts.guestCartLineAlternatives, { params: { lineId } }),
  );
}

/** The alternatives of every unavailable line of the cart, by line id; a failed read shows none rather than no cart. */
export async function alternativesOf(args: RouteArgs, cart: Cart): Promise<Record<number, ProductListItem[]>> {
  const unavailable = [...cart.slots.normal, ...cart.slots.projects.flatMap((slot) => slot.lines)].filter((line) => !line.isAvailable);
  const answers = await Promise.all(
    unavailable.map((line) =>
      lineAlternatives(args, cart.id, line.id).catch((error: unknown) => {
        if (error instanceof ApiError) return [];
        throw error;
      }),
    ),
  );
  return Object.fromEntries(unavailable.map((line, index) => [line.id, answers[index]]));
}

/** Keeps a user's cart among the saved ones, or takes it off them. */
export async function markCartSaved(args: RouteArgs, cartId: number, saved: boolean) {
  const params = { id: cartId };
  return (await api(args).call(saved ? carts.saveCart : carts.unsaveCart, { params })).data;
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
