import * as favorites from "@contract/api/favorites/operations";
import type { WishlistSummary } from "@contract/api/favorites/schemas";
import { api, type RouteArgs } from "~/server/api.server";
import { isGuest } from "~/server/auth.server";

// What a catalog page needs to know of the signed-in user's favorites and wish lists (docs/decisions/047-favorites-and-wish-lists.md).
// A guest has none, and their page stays one a shared cache may keep: nothing is asked of the API for them.

/** Which of the page's parts are the user's favorites (their buttons say "remove"); none for a guest. */
export async function favoriteIdsOf(args: RouteArgs, variantIds: number[]): Promise<number[]> {
  if (variantIds.length === 0 || (await isGuest(args))) return [];
  const { data } = await api(args).call(favorites.favoriteStatus, { query: { variantIds: variantIds.join(",") } });
  return data.variantIds;
}

/** The user's wish lists to choose from when adding a part; none for a guest. */
export async function wishlistsOf(args: RouteArgs): Promise<WishlistSummary[]> {
  if (await isGuest(args)) return [];
  return (await api(args).call(favorites.listWishlists)).data;
}
