import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CUSTOMER_REFERENCE_LIMITS } from "@contract/api/customer-references/values";
import { variants } from "./catalog-products";
import { companies, users } from "./identity";

/**
 * A business customer's own part number for one of the store's parts (docs/decisions/043-customer-references.md):
 * one per part and company, unique within the company by its key (customerReferenceKey), which the catalog search
 * looks up exactly. Consumers have none.
 */
export const customerReferences = pgTable(
  "customer_references",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    /** As the company writes it, trimmed. */
    number: text().notNull(),
    numberKey: text().notNull(),
    note: text(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "customer_references_number_check",
      sql`char_length(${table.number}) BETWEEN 1 AND ${sql.raw(String(CUSTOMER_REFERENCE_LIMITS.numberMax))} AND ${table.numberKey} <> ''`,
    ),
    uniqueIndex("customer_references_company_key_idx").on(table.companyId, table.numberKey),
    uniqueIndex("customer_references_company_variant_idx").on(table.companyId, table.variantId),
    index("customer_references_company_updated_idx").on(table.companyId, table.updatedAt),
  ],
);

export type CustomerReferenceRow = typeof customerReferences.$inferSelect;
