import type { FastifyInstance, FastifyRequest } from "fastify";
import * as operations from "@contract/api/favorites/operations";
import { requestLocale } from "../../lib/locale";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { catalogContext } from "../catalog/http";
import { cartContext, mine } from "../carts/http";
import { addFavorites, favoritesPage, favoriteVariantIds, removeFavorite } from "./favorites";
import {
  addWishlistItems,
  createWishlist,
  deleteWishlist,
  listWishlists,
  moveWishlistToCart,
  presentWishlist,
  removeWishlistItem,
  renameWishlist,
  requireWishlist,
} from "./wishlists";

/**
 * Favorites and wish lists (mounted under /v1, docs/decisions/047-favorites-and-wish-lists.md): signed-in callers
 * only, each reading and changing their own; an id of another user's list answers 404 like a missing one.
 */
export default async function favoritesRoutes(app: FastifyInstance) {
  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    const { db } = signedIn;
    const userOf = (request: FastifyRequest) => identityOf(request).userId;
    const ownList = (request: FastifyRequest & { params: { id: number } }) =>
      requireWishlist(db, userOf(request), request.params.id, requestLocale(request));

    route(signedIn, operations.listFavorites, async (request, reply) => {
      const { page, pageSize, currency } = request.query;
      return mine(reply, await favoritesPage(await catalogContext(db, request, currency), userOf(request), page, pageSize));
    });
    route(signedIn, operations.favoriteStatus, async (request, reply) =>
      mine(reply, await favoriteVariantIds(db, userOf(request), request.query.variantIds)),
    );
    route(signedIn, operations.addFavorite, async (request, reply) =>
      mine(reply, await addFavorites(db, userOf(request), [request.body.variantId], "variantId", requestLocale(request))),
    );
    route(signedIn, operations.addFavorites, async (request, reply) =>
      mine(reply, await addFavorites(db, userOf(request), request.body.variantIds, "variantIds", requestLocale(request))),
    );
    route(signedIn, operations.removeFavorite, async (request, reply) => {
      await removeFavorite(db, userOf(request), request.params.variantId);
      return mine(reply, null);
    });

    route(signedIn, operations.listWishlists, async (request, reply) => mine(reply, await listWishlists(db, userOf(request))));
    route(signedIn, operations.createWishlist, async (request, reply) =>
      mine(reply, await createWishlist(db, userOf(request), request.body.name, requestLocale(request))),
    );
    route(signedIn, operations.getWishlist, async (request, reply) => {
      const list = await ownList(request);
      return mine(reply, await presentWishlist(await catalogContext(db, request, request.query.currency), list));
    });
    route(signedIn, operations.renameWishlist, async (request, reply) =>
      mine(reply, await renameWishlist(db, await ownList(request), request.body.name, requestLocale(request))),
    );
    route(signedIn, operations.deleteWishlist, async (request, reply) => {
      await deleteWishlist(db, await ownList(request));
      return mine(reply, null);
    });
    route(signedIn, operations.addWishlistItems, async (request, reply) =>
      mine(reply, await addWishlistItems(db, await ownList(request), request.body.items, requestLocale(request))),
    );
    route(signedIn, operations.removeWishlistItem, async (request, reply) => {
      await removeWishlistItem(db, await ownList(request), request.params.itemId, requestLocale(request));
      return mine(reply, null);
    });
    route(signedIn, operations.moveWishlistToCart, async (request, reply) => {
      const list = await ownList(request);
      return mine(reply, await moveWishlistToCart(db, list, await cartContext(request)));
    });
  });
}
