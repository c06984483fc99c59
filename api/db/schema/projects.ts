import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PROJECT_STATUSES } from "@contract/api/projects/values";
import { variants } from "./catalog-products";
import { companies } from "./identity";
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

/** A part of a project at its project price (USD, as every stored price: decision 010) and the quantity committed. */
export const projectItems = pgTable(
  "project_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    variantId: integer()
      .notNull()
      .references(() => variants.id),
    unitPriceUsd: numeric({ precision: 18, scale: 6 }).notNull(),
    committedQuantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("project_items_quantity_check", sql`${table.committedQuantity} > 0`),
    check("project_items_price_check", sql`${table.unitPriceUsd} > 0`),
    uniqueIndex("project_items_variant_idx").on(table.projectId, table.variantId),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectItemRow = typeof projectItems.$inferSelect;
