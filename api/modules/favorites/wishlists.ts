import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { wishlistItems, wishlists } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { refuseTakenName } from "../../lib/taken-name";
import { listItemsByIds, type PresentContext } from "../catalog/present";
import { addItems, ensureActiveCart } from "../carts/service";
import type { CartContext } from "../carts/view";
import { requireVariants } from "./favorites";

// A user's named wish lists (docs/decisions/047-favorites-and-wish-lists.md): parts with quantities, moved to the active
// cart through the cart's own add so that its rules (minimum, multiple, stock) decide what goes in.

type WishlistRow = typeof wishlists.$inferSelect;

const itemCount = sql<number>`(SELECT count(*)::int FROM wishlist_items i WHERE i.wishlist_id = "wishlists"."id")`;

const summaryOf = (row: WishlistRow, count: number) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  itemCount: count,
});

async function countItems(db: Database, wishlistId: number) {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, wishlistId));
  return total;
}

/** The user's wish list by id; another user's or none answers 404. */
export async function requireWishlist(db: Database, userId: string, id: number, locale: ApiLocale): Promise<WishlistRow> {
  const [row] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.id, id), eq(wishlists.userId, userId)));
  if (!row) throw new AppError(404, message("notFound", locale));
  return row;
}

export async function listWishlists(db: Database, userId: string) {
  const rows = await db
    .select({ row: wishlists, count: itemCount })
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .orderBy(asc(sql`lower(${wishlists.name})`), asc(wishlists.id));
  return rows.map(({ row, count }) => summaryOf(row, count));
}

const refuseTakenListName = (db: Database, userId: string, name: string, exceptId: number | null, locale: ApiLocale) =>
  refuseTakenName(db, wishlists, { userId, name, exceptId }, text("favorites.wishlistNameTaken", locale));

export async function createWishlist(db: Database, userId: string, name: string, locale: ApiLocale) {
  await refuseTakenListName(db, userId, name, null, locale);
  const [row] = await db.insert(wishlists).values({ userId, name }).returning();
  return summaryOf(row, 0);
}

export async function renameWishlist(db: Database, list: WishlistRow, name: string, locale: ApiLocale) {
  await refuseTakenListName(db, list.userId, name, list.id, locale);
  const [row] = await db.update(wishlists).set({ name }).where(eq(wishlists.id, list.id)).returning();
  return summaryOf(row, await countItems(db, list.id));
}

export async function deleteWishlist(db: Database, list: WishlistRow) {
  await db.delete(wishlists).where(eq(wishlists.id, list.id));
}

/** The list with its items, newest first, each part as the product list shows it. */
export async function presentWishlist(context: PresentContext, list: WishlistRow) {
  const rows = await context.db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, list.id))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id));
  const parts = new Map(
    (
      await listItemsByIds(
        rows.map((row) => row.variantId),
        context,
      )
    ).map((part) => [part.variantId, part]),
  );
  const items = rows.flatMap((row) => {
    const part = parts.get(row.variantId);
    return part ? [{ id: row.id, variantId: row.variantId, quantity: row.quantity, addedAt: row.addedAt.toISOString(), part }] : [];
  });
  return { ...summaryOf(list, items.length), items };
}

/** Adds parts; a part already in the list gets the quantity added to its item. */
export async function addWishlistItems(
  db: Database,
  list: WishlistRow,
  items: Array<{ variantId: number; quantity: number }>,
  locale: ApiLocale,
) {
  await requireVariants(
    db,
    items.map((item) => item.variantId),
    "items",
    locale,
  );
  await db.transaction(async (tx) => {
    for (const { variantId, quantity } of items) {
      await tx
        .insert(wishlistItems)
        .values({ wishlistId: list.id, variantId, quantity })
        .onConflictDoUpdate({
          target: [wishlistItems.wishlistId, wishlistItems.variantId],
          set: { quantity: sql`${wishlistItems.quantity} + excluded.quantity` },
        });
    }
  });
  return summaryOf(list, await countItems(db, list.id));
}

export async function removeWishlistItem(db: Database, list: WishlistRow, itemId: number, locale: ApiLocale) {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.wishlistId, list.id)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw new AppError(404, message("notFound", locale));
}

/**
 * Every item into the user's active cart (made when there is none) through the cart's add: what the cart's rules take
 * leaves the list, what they refuse stays, reported with the rule's words.
 */
export async function moveWishlistToCart(db: Database, list: WishlistRow, context: CartContext) {
  const items = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, list.id))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.id));
  const cart = await ensureActiveCart(db, list.userId, context);
  if (items.length === 0) return { cartId: cart.id, items: [] };
  const result = await addItems(
    db,
    cart,
    items.map(({ variantId, quantity }) => ({ variantId, quantity })),
    context,
  );
  const moved = new Set(result.items.filter((item) => item.added).map((item) => item.variantId));
  const movedIds = items.filter((item) => moved.has(item.variantId)).map((item) => item.id);
  if (movedIds.length)
    await db.delete(wishlistItems).where(and(eq(wishlistItems.wishlistId, list.id), inArray(wishlistItems.id, movedIds)));
  return { cartId: cart.id, items: result.items.map(({ variantId, added, message: words }) => ({ variantId, added, message: words })) };
}
