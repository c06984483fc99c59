import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PRODUCT_STATUSES, type MediaKind } from "@contract/api/catalog/values";
import { PACKAGING_VALUES } from "@contract/limits";
import { categories } from "./catalog";

export const manufacturers = pgTable(
  "manufacturers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull(),
    logoPath: text(),
    descriptionTr: text().notNull().default(""),
    descriptionEn: text().notNull().default(""),
    websiteUrl: text(),
    /** Brands we represent officially: the brands page lists these (GET /products/representative-offices). */
    isRepresentativeOffice: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("manufacturers_slug_idx").on(table.slug)],
);

/**
 * Parametric properties, defined per (leaf) category. Numeric values are stored in the SI base unit `unit`;
 * `searchQuantity` says which engineering-notation quantity of the search box (resistance, capacitance, …) filters it.
 */
export const propertyDefinitions = pgTable(
  "property_definitions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    code: text().notNull(),
    labelTr: text().notNull(),
    labelEn: text().notNull(),
    kind: text({ enum: ["numeric", "enum"] }).notNull(),
    unit: text(),
    searchQuantity: text(),
    /** Key properties are the list's columns and its property filters, in `sortOrder`. */
    isKey: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [uniqueIndex("property_definitions_category_code_idx").on(table.categoryId, table.code)],
);

export type ProductMedia = { path: string; kind: MediaKind; alt: string };

export const products = pgTable(
  "products",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id),
    mpn: text().notNull(),
    /** Upper case, letters and digits only: exact and prefix MPN search use its btree, typos its trigram index. */
    mpnNormalized: text().notNull(),
    slug: text().notNull(),
    descriptionTr: text().notNull(),
    descriptionEn: text().notNull(),
    detailedDescriptionTr: text().notNull().default(""),
    detailedDescriptionEn: text().notNull().default(""),
    referenceCode: text().notNull(),
    rohs: boolean().notNull().default(true),
    /** Turkish VAT (KDV) percent charged on the part (docs/decisions/012-carts.md). */
    vatRate: numeric({ precision: 5, scale: 2 }).notNull().default("20"),
    status: text({ enum: PRODUCT_STATUSES }).notNull().default("active"),
    datasheetUrl: text(),
    medias: jsonb().$type<ProductMedia[]>().notNull().default([]),
    /** Property values by code: numbers in SI base units, enums as text; containment (@>) filters use its GIN index. */
    properties: jsonb().$type<Record<string, number | string>>().notNull().default({}),
    /** Lower-case words of both languages, the manufacturer and the category, for word search (trigram GIN). */
    searchText: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("products_slug_idx").on(table.slug),
    index("products_mpn_normalized_idx").using("btree", table.mpnNormalized.op("text_pattern_ops")),
    // A one-letter typo leaves either the first or the last half of an MPN intact: prefix and reversed-prefix scans find it.
    index("products_mpn_reversed_idx").using("btree", sql`reverse(${table.mpnNormalized}) text_pattern_ops`),
    index("products_mpn_trgm_idx").using("gin", table.mpnNormalized.op("gin_trgm_ops")),
    index("products_search_text_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    index("products_properties_idx").using("gin", table.properties.op("jsonb_path_ops")),
    index("products_category_mpn_idx").on(table.categoryId, table.mpnNormalized),
    index("products_manufacturer_idx").on(table.manufacturerId),
  ],
);

/** A sellable SKU: one packaging of a product, with its availability and ordering rules. */
export const variants = pgTable(
  "variants",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id),
    sku: text().notNull(),
    skuNormalized: text().notNull(),
    erpRefId: text().notNull(),
    packaging: text({ enum: PACKAGING_VALUES }).notNull(),
    isReel: boolean().notNull().default(false),
    mpq: integer().notNull().default(1),
    minimumOrderQuantity: integer().notNull().default(1),
    orderQuantityMultiplier: integer().notNull().default(1),
    totalStock: integer().notNull().default(0),
    /** Whether more than the stock may be ordered (delivered when the supply comes); otherwise a cart stops at the stock. */
    isBackorderable: boolean().notNull().default(false),
    onOrder: integer().notNull().default(0),
    upcomingStock: integer(),
    upcomingStockDate: date({ mode: "string" }),
    isShowPrice: boolean().notNull().default(true),
    isShowStock: boolean().notNull().default(true),
    isDiscountAllowed: boolean().notNull().default(true),
    maxDiscountRate: numeric({ precision: 5, scale: 2 }).notNull().default("0"),
    /** The first break's USD unit price, kept here so price sorting needs no join. */
    unitPriceUsd: numeric({ precision: 18, scale: 6 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("variants_sku_idx").on(table.sku),
    uniqueIndex("variants_erp_ref_idx").on(table.erpRefId),
    index("variants_sku_normalized_idx").using("btree", table.skuNormalized.op("text_pattern_ops")),
    index("variants_product_idx").on(table.productId),
  ],
);

/** Quantity → USD unit price; a variant's price falls as the quantity rises. */
export const priceBreaks = pgTable(
  "price_breaks",
  {
    variantId: integer()
      .notNull()
      .references(() => variants.id),
    quantity: integer().notNull(),
    unitPriceUsd: numeric({ precision: 18, scale: 6 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.variantId, table.quantity] })],
);

export type Manufacturer = typeof manufacturers.$inferSelect;
export type PropertyDefinition = typeof propertyDefinitions.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Variant = typeof variants.$inferSelect;
export type PriceBreakRow = typeof priceBreaks.$inferSelect;

/**
 * One narrow row per variant with only what the product list filters, counts and sorts on, so list and facet
 * queries scan a single small table instead of joining the wide products heap. Kept in step with variants and
 * products by triggers (migration catalog-search-sync); the seed fills it in bulk.
 */
export const variantSearch = pgTable(
  "variant_search",
  {
    id: integer()
      .primaryKey()
      .references(() => variants.id, { onDelete: "cascade" }),
    productId: integer().notNull(),
    categoryId: integer().notNull(),
    manufacturerId: integer().notNull(),
    packaging: text().notNull(),
    totalStock: integer().notNull(),
    rohs: boolean().notNull(),
    isShowPrice: boolean().notNull(),
    isShowStock: boolean().notNull(),
    unitPriceUsd: numeric({ precision: 18, scale: 6 }),
    /** Price sorting compares parts at quantity 1: those that cannot be bought one at a time go after (decision 010). */
    minimumOrderQuantity: integer().notNull().default(1),
    mpnNormalized: text().notNull(),
    skuNormalized: text().notNull(),
    properties: jsonb().$type<Record<string, number | string>>().notNull(),
  },
  (table) => [
    index("variant_search_category_maker_idx").on(table.categoryId, table.manufacturerId),
    index("variant_search_properties_idx").using("gin", table.properties.op("jsonb_path_ops")),
    index("variant_search_product_idx").on(table.productId),
    index("variant_search_sku_idx").on(table.skuNormalized),
  ],
);

/**
 * Which variant_search rows changed, and in which transaction: the API's in-memory search index reads the rows
 * of finished transactions (txid below the snapshot's xmin) and applies them. Filled by statement triggers.
 */
export const variantSearchChanges = pgTable(
  "variant_search_changes",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    // 0 marks a change of the whole table (truncate): the index reloads.
    variantId: integer().notNull(),
    txid: bigint({ mode: "number" })
      .notNull()
      .default(sql`pg_current_xact_id()::text::bigint`),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("variant_search_changes_txid_idx").on(table.txid), index("variant_search_changes_changed_at_idx").on(table.changedAt)],
);
