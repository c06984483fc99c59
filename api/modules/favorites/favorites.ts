import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { favorites, variants } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { text } from "../../lib/messages";
import type { ApiLocale } from "../../lib/locale";
import { listItemsByIds, type PresentContext } from "../catalog/present";

// A user's favorite parts (docs/decisions/047-favorites-and-wish-lists.md): a set of variants, newest first.

/** Refuses ids that name no part, as a field error on `field` (`variantId` or `variantIds`). */
export async function requireVariants(db: Database, variantIds: number[], field: string, locale: ApiLocale) {
  const found = await db.select({ id: variants.id }).from(variants).where(inArray(variants.id, variantIds));
  if (found.length === new Set(variantIds).size) return;
  const problem = text("favorites.noSuchPart", locale);
  throw new AppError(400, problem, [{ field, message: problem }]);
}

/** One page of the user's favorites, each with the part as the product list shows it. */
export async function favoritesPage(context: PresentContext, userId: string, page: number, pageSize: number) {
  const mine = eq(favorites.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    context.db
      .select({ variantId: favorites.variantId, addedAt: favorites.addedAt })
      .from(favorites)
      .where(mine)
      .orderBy(desc(favorites.addedAt), desc(favorites.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    context.db.select({ total: count() }).from(favorites).where(mine),
  ]);
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
    return part ? [{ variantId: row.variantId, addedAt: row.addedAt.toISOString(), part }] : [];
  });
  return { items, page, pageSize, totalCount: total };
}

/** Which of `variantIds` are among the user's favorites. */
export async function favoriteVariantIds(db: Database, userId: string, variantIds: number[]) {
  const rows = await db
    .select({ variantId: favorites.variantId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.variantId, variantIds)));
  return { variantIds: rows.map((row) => row.variantId) };
}

/** Adds parts to the favorites; one already there stays as it was (added: false), so a repeated add is harmless. */
export async function addFavorites(db: Database, userId: string, variantIds: number[], field: string, locale: ApiLocale) {
  const unique = [...new Set(variantIds)];
  await requireVariants(db, unique, field, locale);
  const inserted = await db
    .insert(favorites)
    .values(unique.map((variantId) => ({ userId, variantId })))
    .onConflictDoNothing()
    .returning({ variantId: favorites.variantId });
  const added = new Set(inserted.map((row) => row.variantId));
  return { items: unique.map((variantId) => ({ variantId, added: added.has(variantId) })) };
}

export async function removeFavorite(db: Database, userId: string, variantId: number) {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.variantId, variantId)));
}
