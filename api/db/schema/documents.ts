import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Texts of the legal documents filled in per order (the distance sales contract, the preliminary information form),
 * per language. `body` is a content page's format (blank-line paragraphs, "## " headings) with `{{placeholders}}`
 * (api/modules/carts/documents/); `version` goes up with each change of the text, so a document says which text it was.
 */
export const documentTemplates = pgTable(
  "document_templates",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    locale: text({ enum: ["tr", "en"] }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("document_templates_key_locale_idx").on(table.key, table.locale)],
);

export type DocumentTemplate = typeof documentTemplates.$inferSelect;
