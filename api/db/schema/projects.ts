import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PROJECT_STATUSES } from "@contract/api/projects/values";
import { variants } from "./catalog-products";
import { companies } from "./identity";
import { offerLines } from "./offers-desk";
import { staffMembers } from "./staff";

/**
 * A business project (docs/decisions/045-projects.md): sales agrees with a company on parts at project prices for a
 * period, bought on the project's own maturity and interest-rate code. Its items go in a cart as Project lines.
 */
export const projects = pgTable(
  "projects",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    status: text({ enum: PROJECT_STATUSES }).notNull().default("active"),
    periodStart: date({ mode: "string" }).notNull(),
    periodEnd: date({ mode: "string" }).notNull(),
    /** The code of the interest rate the company's finance agreed for the project's net-term orders, as finance writes it. */
    interestRateCode: text().notNull(),
    /** Days from a net-term order's date to its due date when the order holds the project's parts. */
    maturityDays: integer().notNull(),
    createdBy: uuid().references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("projects_period_check", sql`${table.periodStart} <= ${table.periodEnd}`),
    check("projects_maturity_check", sql`${table.maturityDays} >= 0`),
    index("projects_company_idx").on(table.companyId, table.periodStart),
  ],
);

/**
 * A part of a project at its project price (USD, as every stored price: decision 010) and the quantity committed; or
 * an item made to order taken from an offer line, priced by that line (no part, no USD price).
 */
export const projectItems = pgTable(
  "project_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The catalog part; null for an item made to order, which its offer line describes. */
    variantId: integer().references(() => variants.id),
    /** The project price of a part; null for an item made to order, sold at its offer line's price. */
    unitPriceUsd: numeric({ precision: 18, scale: 6 }),
    committedQuantity: integer().notNull(),
    /** The offer line sales added the item from (docs/decisions/045-projects.md); null for a part added by SKU. */
    offerLineId: integer().references(() => offerLines.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("project_items_quantity_check", sql`${table.committedQuantity} > 0`),
    check("project_items_price_check", sql`${table.unitPriceUsd} > 0`),
    check(
      "project_items_item_check",
      sql`CASE WHEN ${table.variantId} IS NULL THEN ${table.unitPriceUsd} IS NULL AND ${table.offerLineId} IS NOT NULL ELSE ${table.unitPriceUsd} IS NOT NULL END`,
    ),
    uniqueIndex("project_items_variant_idx").on(table.projectId, table.variantId),
    uniqueIndex("project_items_offer_line_idx").on(table.projectId, table.offerLineId),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectItemRow = typeof projectItems.$inferSelect;
