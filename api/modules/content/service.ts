import { and, eq, inArray } from "drizzle-orm";
import type { ContentPage } from "@contract/api/content/schemas";
import type { Database } from "../../db/client";
import { contentPages } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";

/** The page in the asked language, else in Turkish (the default language always has the text). */
export async function findContentPage(db: Database, key: string, locale: ApiLocale): Promise<ContentPage | null> {
  const rows = await db
    .select({
      key: contentPages.key,
      locale: contentPages.locale,
      title: contentPages.title,
      summary: contentPages.summary,
      body: contentPages.body,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(and(eq(contentPages.key, key), inArray(contentPages.locale, [locale, "tr"])));
  const page = rows.find((row) => row.locale === locale) ?? rows[0];
  if (!page) return null;
  // The query asked for nothing but these two languages.
  return { ...page, locale: page.locale === locale ? locale : "tr", updatedAt: page.updatedAt.toISOString() };
}
