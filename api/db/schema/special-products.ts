import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { variants } from "./catalog-products";
import { companies } from "./identity";
import { staffMembers } from "./staff";

/**
 * A company's special product (docs/decisions/053-special-products.md): a catalog part sales made exclusive to the
 * company (no one else finds it anywhere in the catalog), or gave the company a fixed price for (what the company
 * pays whatever the quantity; no discount on it), or both.
 */
export const specialProducts = pgTable(
  "special_products",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    isExclusive: boolean().notNull().default(false),
    /** The company's unit price in USD, as every stored price (decision 010); null: the catalog's price breaks. */
    fixedPriceUsd: numeric({ precision: 18, scale: 6 }),
    note: text().notNull().default(""),
    createdBy: uuid().references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("special_products_kind_check", sql`${table.isExclusive} OR ${table.fixedPriceUsd} IS NOT NULL`),
    check("special_products_price_check", sql`${table.fixedPriceUsd} > 0`),
    uniqueIndex("special_products_company_variant_idx").on(table.companyId, table.variantId),
    index("special_products_variant_idx").on(table.variantId),
    // A part is exclusive to one company at most.
    uniqueIndex("special_products_exclusive_idx")
      .on(table.variantId)
      .where(sql`${table.isExclusive}`),
  ],
);

export type SpecialProductRow = typeof specialProducts.$inferSelect;
