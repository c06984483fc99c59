import { and, eq, inArray } from "drizzle-orm";
import type { CartDocumentKey } from "@contract/api/carts/documents";
import type { Database } from "../../../db/client";
import { documentTemplates, type DocumentTemplate } from "../../../db/schema";
import type { ApiLocale } from "../../../lib/locale";

/** The template in the asked language, else in Turkish (as content pages); none at all is a store not set up: a 500. */
export async function findTemplate(db: Database, key: CartDocumentKey, locale: ApiLocale): Promise<DocumentTemplate> {
  const rows = await db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.key, key), inArray(documentTemplates.locale, [locale, "tr"])));
  const template = rows.find((row) => row.locale === locale) ?? rows[0];
  if (!template) throw new Error(`No ${key} document template: seed them (api/seed/document-templates.ts)`);
  return template;
}
