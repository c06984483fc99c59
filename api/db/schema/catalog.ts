import { relations } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";

/** The category tree; names and slugs in both languages. */
export const categories = pgTable(
  "categories",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer().references((): AnyPgColumn => categories.id),
    code: text().notNull(),
    nameTr: text().notNull(),
    nameEn: text().notNull(),
    slugTr: text().notNull(),
    slugEn: text().notNull(),
    imagePath: text(),
    isFeatured: boolean().notNull().default(false),
    menuOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("categories_code_idx").on(table.code), index("categories_parent_idx").on(table.parentId)],
);

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, { fields: [categories.parentId], references: [categories.id], relationName: "tree" }),
  children: many(categories, { relationName: "tree" }),
}));

export type Category = typeof categories.$inferSelect;
