import * as z from "zod";
import { pageOf } from "../../envelope";
import { operation } from "../../operation";
import {
  addFavoriteBody,
  addFavoritesBody,
  favoriteAddSchema,
  favoriteSchema,
  favoriteStatusQuery,
  favoriteStatusSchema,
  favoriteVariantParams,
  favoritesQuery,
  wishlistIdParams,
  wishlistItemParams,
  wishlistItemsBody,
  wishlistMoveSchema,
  wishlistNameBody,
  wishlistQuery,
  wishlistSchema,
  wishlistSummarySchema,
} from "./schemas";

// The caller's favorites and wish lists (docs/spec.md §7, docs/decisions/047-favorites-and-wish-lists.md): consumers
// and business users alike, each their own. Another user's wish list or item answers 404 like a missing one.

const favorites = "/aggregator/users/me/favorites";
const wishlists = "/aggregator/users/me/wishlists";
const user = { tags: ["favorites"], access: "user" } as const;
const oneList = { ...user, params: wishlistIdParams, errors: [404] } as const;

export const listFavorites = operation({
  method: "GET",
  path: favorites,
  summary: "The caller's favorite parts, most recently added first",
  ...user,
  query: favoritesQuery,
  data: pageOf(favoriteSchema),
});
export const favoriteStatus = operation({
  method: "GET",
  path: `${favorites}/status`,
  summary: "Which of the parts named are among the caller's favorites",
  ...user,
  query: favoriteStatusQuery,
  data: favoriteStatusSchema,
});
export const addFavorite = operation({
  method: "POST",
  path: favorites,
  summary: "Add a part to the favorites (adding one already there changes nothing)",
  ...user,
  body: addFavoriteBody,
  data: favoriteAddSchema,
});
export const addFavorites = operation({
  method: "POST",
  path: `${favorites}/multiple`,
  summary: "Add several parts to the favorites at once",
  ...user,
  body: addFavoritesBody,
  data: favoriteAddSchema,
});
export const removeFavorite = operation({
  method: "DELETE",
  path: `${favorites}/:variantId`,
  summary: "Take a part off the favorites (one that is not there changes nothing)",
  ...user,
  params: favoriteVariantParams,
  data: z.null(),
});

export const listWishlists = operation({
  method: "GET",
  path: wishlists,
  summary: "The caller's wish lists, by name",
  ...user,
  data: z.array(wishlistSummarySchema),
});
export const createWishlist = operation({
  method: "POST",
  path: wishlists,
  summary: "Create a named wish list (a name once per user)",
  ...user,
  body: wishlistNameBody,
  status: 201,
  data: wishlistSummarySchema,
});
export const getWishlist = operation({
  method: "GET",
  path: `${wishlists}/:id`,
  summary: "One wish list with its parts",
  ...oneList,
  query: wishlistQuery,
  data: wishlistSchema,
});
export const renameWishlist = operation({
  method: "PUT",
  path: `${wishlists}/:id`,
  summary: "Rename a wish list",
  ...oneList,
  body: wishlistNameBody,
  data: wishlistSummarySchema,
});
export const deleteWishlist = operation({
  method: "DELETE",
  path: `${wishlists}/:id`,
  summary: "Delete a wish list and its items",
  ...oneList,
  data: z.null(),
});
export const addWishlistItems = operation({
  method: "POST",
  path: `${wishlists}/:id/items`,
  summary: "Add parts to a wish list (a part already there gets the quantity added)",
  ...oneList,
  body: wishlistItemsBody,
  data: wishlistSummarySchema,
});
export const removeWishlistItem = operation({
  method: "DELETE",
  path: `${wishlists}/:id/items/:itemId`,
  summary: "Remove an item from a wish list",
  ...user,
  params: wishlistItemParams,
  errors: [404],
  data: z.null(),
});
export const moveWishlistToCart = operation({
  method: "POST",
  path: `${wishlists}/:id/move-to-cart`,
  summary: "Move every item to the active cart under the cart's rules; refused items stay in the list, with the rule's words",
  ...oneList,
  query: wishlistQuery,
  data: wishlistMoveSchema,
});
