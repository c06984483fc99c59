import { sql } from "drizzle-orm";
import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CATEGORY_GROUP_TYPES } from "@contract/api/catalog/values";
import { RATE_SOURCES } from "@contract/api/rates/values";
import { CURRENCIES } from "@contract/limits";
import { products, variants } from "./catalog-products";

/** Curated product groups of docs/spec.md §7 (GET /products/category-groups/by-group-type-code/{code}). */
export const categoryGroups = pgTable(
  "category_groups",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    groupTypeCode: text({ enum: CATEGORY_GROUP_TYPES }).notNull(),
    nameTr: text().notNull(),
    nameEn: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [uniqueIndex("category_groups_code_idx").on(table.code), index("category_groups_type_idx").on(table.groupTypeCode)],
);

export const categoryGroupVariants = pgTable(
  "category_group_variants",
  {
    groupId: integer()
      .notNull()
      .references(() => categoryGroups.id),
    variantId: integer()
      .notNull()
      .references(() => variants.id),
    sortOrder: integer().notNull().default(0),
    /**
     * Percent the variant's price breaks are below its reference price, wherever the variant is shown (its price
     * breaks are what it sells for; the reference price is worked back from them, decision 010).
     */
    discountRate: numeric({ precision: 5, scale: 2 }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.variantId] })],
);

/**
 * Units of `currency` per 1 USD on `rateDate` (at the bank's forex selling rate); the newest row of a currency is the
 * one used (docs/decisions/032-exchange-rates.md). The USD and EUR rows also keep the bulletin's lira figures.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    currency: text({ enum: CURRENCIES }).notNull(),
    rate: numeric({ precision: 18, scale: 8 }).notNull(),
    rateDate: date({ mode: "string" }).notNull(),
    /** TRY per one unit of `currency` as the bulletin gives them (its figure ÷ its unit); null on the TRY row. */
    forexBuying: numeric({ precision: 18, scale: 8 }),
    forexSelling: numeric({ precision: 18, scale: 8 }),
    source: text({ enum: RATE_SOURCES }).notNull().default("seed"),
    /** The bulletin's number ("2026/224") when the bank's file gave the row. */
    bulletinNumber: text(),
    fetchedAt: timestamp({ withTimezone: true }),
    /** Who overrode the row (the staff member's e-mail; the audit log keeps the change) and why. */
    overriddenBy: text(),
    overrideReason: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("exchange_rates_currency_date_idx").on(table.currency, table.rateDate)],
);

/** Products a user (or a guest, by anonymous-customer-id) opened, newest first. */
export const lastViewedProducts = pgTable(
  "last_viewed_products",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text(),
    guestId: text(),
    productId: integer()
      .notNull()
      .references(() => products.id),
    variantId: integer()
      .notNull()
      .references(() => variants.id),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("last_viewed_user_product_idx")
      .on(table.userId, table.productId)
      .where(sql`user_id IS NOT NULL`),
    uniqueIndex("last_viewed_guest_product_idx")
      .on(table.guestId, table.productId)
      .where(sql`guest_id IS NOT NULL`),
  ],
);

export type CategoryGroup = typeof categoryGroups.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
