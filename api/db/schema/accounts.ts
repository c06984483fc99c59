import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./identity";

/**
 * Billing and shipping addresses: a consumer's own, or a company's, shared by its users (`userId` is then who added
 * it); business billing addresses carry the company's tax details. Docs/decisions/042-company-addresses.md.
 */
export const addresses = pgTable(
  "addresses",
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * Who added it. A consumer's address goes with them (cascade); a company's outlives the user who added it: deleting
     * a company user first lets go of their company addresses (api/modules/user-management/user-changes.ts).
     */
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    /** The company that owns it, or null for a consumer's own address. */
    companyId: uuid().references(() => companies.id, { onDelete: "cascade" }),
    kind: text({ enum: ["billing", "shipping"] }).notNull(),
    invoiceType: text({ enum: ["individual", "corporate"] }),
    title: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phoneCountryCode: text().notNull(),
    phone: text().notNull(),
    countryCode: text().notNull(),
    cityId: text(),
    cityName: text().notNull(),
    townId: text(),
    districtId: text(),
    zipCode: text(),
    addressLine: text().notNull(),
    companyName: text(),
    taxOffice: text(),
    /** The tax office's code (api/data/tax-offices); null for a name not matched yet, or outside Turkey. */
    taxOfficeCode: text(),
    taxNumber: text(),
    identityNumber: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("addresses_user_kind_idx").on(table.userId, table.kind),
    index("addresses_company_kind_idx").on(table.companyId, table.kind),
    check("addresses_owner_check", sql`${table.userId} IS NOT NULL OR ${table.companyId} IS NOT NULL`),
  ],
);

export const accountDeletionRequests = pgTable(
  "account_deletion_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text({ enum: ["pending", "withdrawn", "completed"] })
      .notNull()
      .default("pending"),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("account_deletion_requests_user_idx").on(table.userId)],
);

/** A company's net-term current account (cari hesap) in one currency; amounts are numeric, never floats. */
export const companyCurrentAccounts = pgTable(
  "company_current_accounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    code: text().notNull(),
    currencyCode: text().notNull(),
    creditLimit: numeric({ precision: 14, scale: 2 }).notNull(),
    balance: numeric({ precision: 14, scale: 2 }).notNull().default("0"),
    risk: numeric({ precision: 14, scale: 2 }).notNull().default("0"),
    maturityDays: integer().notNull().default(30),
    /** Monthly maturity interest (vade farkı) in percent, set by finance (docs/decisions/050-current-account-self-service.md). */
    maturityInterestRate: numeric({ precision: 5, scale: 2 }).notNull().default("0"),
    /** Set by finance: the account takes no net-term order while blocked (docs/decisions/040-customers-and-credit.md). */
    blocked: boolean().notNull().default(false),
  },
  (table) => [uniqueIndex("company_current_accounts_code_idx").on(table.companyId, table.code)],
);

export type Address = typeof addresses.$inferSelect;
