import { CART_DOCUMENT_OPERATIONS, type CartDocument, type CartDocumentKey } from "@contract/api/carts/documents";
import { GUEST_DOCUMENT_OPERATIONS } from "@contract/api/checkout/guest";
import { api, ApiError, type RouteArgs } from "~/server/api.server";
import { activeCart } from "./cart.server";
import { isGuest } from "~/server/auth.server";
import { readGuestId } from "~/server/cookies.server";
import { i18n } from "~/server/i18n.server";

/** A document of the active cart, or why there is none: an empty cart (the API's 409 says so) or no cart yet. */
export type CartDocumentAnswer = { document: CartDocument; empty: null } | { document: null; empty: string };

/**
 * One of the active cart's legal documents (docs/decisions/013-cart-documents.md): the signed-in user's, or a guest's
 * filled in with what the guest has typed at the checkout so far.
 */
export async function activeCartDocument(args: RouteArgs, key: CartDocumentKey): Promise<CartDocumentAnswer> {
  const noCart = async () => ({ document: null, empty: (await i18n.getFixedT(args.request, "cart-documents"))("empty") });
  const call = async () => {
    if (await isGuest(args)) return (await readGuestId(args.request)) ? api(args).call(GUEST_DOCUMENT_OPERATIONS[key]) : null;
    const { id } = await activeCart(args);
    return id === null ? null : api(args).call(CART_DOCUMENT_OPERATIONS[key], { params: { id } });
  };
  try {
    const answer = await call();
    return answer ? { document: answer.data, empty: null } : await noCart();
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { document: null, empty: error.message };
    throw error;
  }
}
