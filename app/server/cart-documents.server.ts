import { CART_DOCUMENT_OPERATIONS, type CartDocument, type CartDocumentKey } from "@contract/api/carts/documents";
import { api, ApiError, type RouteArgs } from "./api.server";
import { activeCart } from "./cart.server";
import { i18n } from "./i18n.server";

/** A document of the active cart, or why there is none: an empty cart (the API's 409 says so) or no cart yet. */
export type CartDocumentAnswer = { document: CartDocument; empty: null } | { document: null; empty: string };

/** One of the signed-in user's active cart's legal documents (docs/decisions/013-cart-documents.md). */
export async function activeCartDocument(args: RouteArgs, key: CartDocumentKey): Promise<CartDocumentAnswer> {
  const { id } = await activeCart(args);
  if (id === null) return { document: null, empty: (await i18n.getFixedT(args.request, "cart-documents"))("empty") };
  try {
    const { data } = await api(args).call(CART_DOCUMENT_OPERATIONS[key], { params: { id } });
    return { document: data, empty: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { document: null, empty: error.message };
    throw error;
  }
}
