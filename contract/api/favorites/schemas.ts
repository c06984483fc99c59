import * as z from "zod";
import { CURRENCIES } from "../../limits";
import { requiredText } from "../../rules";
import { quantityValue } from "../carts/schemas";
import { productListItemSchema } from "../catalog/schemas";

// Favorites and wish lists (docs/spec.md §7 "favorites (get, add, add multiple, remove), wishlists",
// docs/decisions/047-favorites-and-wish-lists.md): the bodies the storefront sends and what the API answers. A part is a
// variant (one packaging); prices come in the caller's currency like every catalog answer.

/** Longest wish-list name; most parts in one request; largest page of favorites. */
export const WISHLIST_NAME_MAX = 60;
export const FAVORITES_ADD_MAX = 100;
export const FAVORITES_PAGE_SIZE_MAX = 100;
export const FAVORITES_PAGE_SIZE = 25;

const id = () => z.coerce.number<number>().int().min(1).max(2_147_483_647);

export const favoriteVariantParams = z.object({ variantId: id() });
export const wishlistIdParams = z.object({ id: id() });
export const wishlistItemParams = z.object({ id: id(), itemId: id() });

const currency = z.enum(CURRENCIES).optional();

export const favoritesQuery = z.object({
  page: z.coerce.number<number>().int().min(1).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(FAVORITES_PAGE_SIZE_MAX).default(FAVORITES_PAGE_SIZE),
  currency,
});

/** Which of these parts (comma-separated variant ids, at most FAVORITES_ADD_MAX) are favorites: a list page's buttons. */
export const favoriteStatusQuery = z.object({
  variantIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, "variantIds: part ids separated by commas")
    .transform((text) => [...new Set(text.split(",").map(Number))])
    .refine((ids) => ids.length <= FAVORITES_ADD_MAX, "validation.tooLong")
    .meta({ example: "12,34" }),
});

export const wishlistQuery = z.object({ currency });

export const addFavoriteBody = z.object({ variantId: id() });
export const addFavoritesBody = z.object({
  variantIds: z
    .array(id())
    .min(1, "validation.required")
    .max(FAVORITES_ADD_MAX)
    .meta({ example: [12, 34] }),
});

export const wishlistNameBody = z.object({ name: requiredText(WISHLIST_NAME_MAX).meta({ example: "Güç kaynağı projesi" }) });

export const wishlistItemsBody = z.object({
  items: z
    .array(z.object({ variantId: id(), quantity: quantityValue }))
    .min(1)
    .max(FAVORITES_ADD_MAX),
});

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────

export const favoriteSchema = z.object({ variantId: z.number().int(), addedAt: z.string(), part: productListItemSchema });
export type Favorite = z.output<typeof favoriteSchema>;

/** An add: each part asked for, and whether it was new (an add of a favorite already there changes nothing). */
export const favoriteAddSchema = z.object({
  items: z.array(z.object({ variantId: z.number().int(), added: z.boolean() })),
});
export type FavoriteAdd = z.output<typeof favoriteAddSchema>;

export const favoriteStatusSchema = z.object({ variantIds: z.array(z.number().int()) });

export const wishlistSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  itemCount: z.number().int(),
});
export type WishlistSummary = z.output<typeof wishlistSummarySchema>;

export const wishlistItemSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  quantity: z.number().int(),
  addedAt: z.string(),
  part: productListItemSchema,
});
export type WishlistItem = z.output<typeof wishlistItemSchema>;

export const wishlistSchema = wishlistSummarySchema.extend({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.output<typeof wishlistSchema>;

/**
 * A move to the active cart: each item and whether the cart took it (the cart's rules: minimum, multiple, stock) with
 * the rule's words when not; taken items leave the list, refused ones stay.
 */
export const wishlistMoveSchema = z.object({
  cartId: z.number().int(),
  items: z.array(z.object({ variantId: z.number().int(), added: z.boolean(), message: z.string().nullable() })),
});
export type WishlistMove = z.output<typeof wishlistMoveSchema>;
