import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Editable pages (policies, about) kept per language; `body` is plain text with blank-line paragraphs and "## " headings. */
export const contentPages = pgTable(
  "content_pages",
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull(),
    locale: text().notNull(),
    title: text().notNull(),
    summary: text().notNull().default(""),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("content_pages_key_locale_idx").on(table.key, table.locale)],
);

export type ContentPage = typeof contentPages.$inferSelect;
