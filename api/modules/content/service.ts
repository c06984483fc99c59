import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentPages } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";

/** The page in the asked language, else in Turkish (the default language always has the text). */
export async function findContentPage(db: Database, key: string, locale: ApiLocale) {
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.key, key), inArray(contentPages.locale, [locale, "tr"])));
  return rows.find((row) => row.locale === locale) ?? rows[0] ?? null;
}
