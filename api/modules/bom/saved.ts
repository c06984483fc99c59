import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { SAVED_BOMS_MAX, type savedBomBody } from "@contract/api/bom/saved";
import type { Database, Transaction } from "../../db/client";
import { savedBoms, users, type SavedBomRow } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { refuseTakenName } from "../../lib/taken-name";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";

// A user's saved BOMs (docs/decisions/059-bom-matching.md, "Saved BOMs"): the lines as read, never their matches or
// prices, so that opening one matches and prices it with that day's catalog, prices and stock.

type SavedBomInput = z.output<typeof savedBomBody>;

const summaryOf = (row: Omit<SavedBomRow, "lines" | "userId">, lineCount: number) => ({
  id: row.id,
  name: row.name,
  lineCount,
  boards: row.boards,
  sparePercent: row.sparePercent,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One page of the user's BOMs, the last saved first; the lines are counted in the database, not sent. */
export async function savedBomsPage(db: Database, userId: string, page: number, pageSize: number) {
  const mine = eq(savedBoms.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: savedBoms.id,
        name: savedBoms.name,
        boards: savedBoms.boards,
        sparePercent: savedBoms.sparePercent,
        createdAt: savedBoms.createdAt,
        updatedAt: savedBoms.updatedAt,
        lineCount: sql<number>`jsonb_array_length(${savedBoms.lines})`,
      })
      .from(savedBoms)
      .where(mine)
      .orderBy(desc(savedBoms.updatedAt), desc(savedBoms.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(savedBoms).where(mine),
  ]);
  return { items: rows.map((row) => summaryOf(row, row.lineCount)), page, pageSize, totalCount: total };
}

/** The user's BOM by id; another user's, like a missing one, answers 404. */
export async function requireSavedBom(db: Database, userId: string, id: number, locale: ApiLocale): Promise<SavedBomRow> {
  const [row] = await db
    .select()
    .from(savedBoms)
    .where(and(eq(savedBoms.id, id), eq(savedBoms.userId, userId)));
  if (!row) throw notFound(message("notFound", locale));
  return row;
}

export const presentSavedBom = (row: SavedBomRow) => ({ ...summaryOf(row, row.lines.length), lines: row.lines });

/**
 * A user's saves one at a time: the user's row is locked for the transaction, so that two saves at once cannot both
 * take the last place or one name. (NO KEY UPDATE: rows of other tables naming the user are not held up.)
 */
async function lockUser(tx: Transaction, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

const refuseTakenBomName = (tx: Transaction, userId: string, name: string, exceptId: number | null, locale: ApiLocale) =>
  refuseTakenName(tx, savedBoms, { userId, name, exceptId }, text("bom.savedNameTaken", locale));

export async function createSavedBom(db: Database, userId: string, bom: SavedBomInput, locale: ApiLocale) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ kept }] = await tx.select({ kept: count() }).from(savedBoms).where(eq(savedBoms.userId, userId));
    if (kept >= SAVED_BOMS_MAX) throw new AppError(409, text("bom.savedLimit", locale, { max: SAVED_BOMS_MAX }));
    await refuseTakenBomName(tx, userId, bom.name, null, locale);
    const [row] = await tx
      .insert(savedBoms)
      .values({ userId, ...bom })
      .returning();
    return summaryOf(row, row.lines.length);
  });
}

/** "Save changes": the name, lines, boards and spares replaced, and the BOM saved now. */
export async function replaceSavedBom(db: Database, saved: SavedBomRow, bom: SavedBomInput, locale: ApiLocale) {
  return db.transaction(async (tx) => {
    await lockUser(tx, saved.userId);
    await refuseTakenBomName(tx, saved.userId, bom.name, saved.id, locale);
    const [row] = await tx
      .update(savedBoms)
      .set({ ...bom, updatedAt: sql`now()` })
      .where(and(eq(savedBoms.id, saved.id), eq(savedBoms.userId, saved.userId)))
      .returning();
    if (!row) throw notFound(message("notFound", locale));
    return summaryOf(row, row.lines.length);
  });
}

export async function deleteSavedBom(db: Database, saved: SavedBomRow) {
  await db.delete(savedBoms).where(and(eq(savedBoms.id, saved.id), eq(savedBoms.userId, saved.userId)));
}
