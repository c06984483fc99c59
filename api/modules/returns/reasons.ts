import { and, asc, eq } from "drizzle-orm";
import type { ReturnReason } from "@contract/api/returns/schemas";
import type { Database } from "../../db/client";
import { returnReasons, type ReturnReasonRow } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";

export const reasonName = (row: Pick<ReturnReasonRow, "nameTr" | "nameEn">, locale: ApiLocale) =>
  locale === "en" ? row.nameEn : row.nameTr;

/** The reasons offered now, in their order, named in the caller's language. */
export async function activeReasons(db: Database, locale: ApiLocale): Promise<ReturnReason[]> {
  const rows = await db
    .select()
    .from(returnReasons)
    .where(eq(returnReasons.isActive, true))
    .orderBy(asc(returnReasons.sortOrder), asc(returnReasons.id));
  return rows.map((row) => ({
    code: row.code,
    name: reasonName(row, locale),
    requiresDescription: row.requiresDescription,
    requiresPhoto: row.requiresPhoto,
  }));
}

/** An offered reason by its code; a retired or unknown one answers undefined. */
export async function findActiveReason(db: Database, code: string): Promise<ReturnReasonRow | undefined> {
  const [row] = await db
    .select()
    .from(returnReasons)
    .where(and(eq(returnReasons.code, code), eq(returnReasons.isActive, true)));
  return row;
}
