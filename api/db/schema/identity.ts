import { relations } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Binary content (a file kept in the database so that replicas share it). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** A business customer; its users share its roles and current accounts. */
export const companies = pgTable(
  "companies",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    taxOffice: text().notNull(),
    /** The Revenue Administration's code of the tax office (api/data/tax-offices); null for a name not matched yet. */
    taxOfficeCode: text(),
    taxNumber: text().notNull(),
    companyTypeCode: text().notNull(),
    sectorCode: text().notNull(),
    activityAreaCode: text().notNull(),
    phoneCountryCode: text(),
    phone: text(),
    website: text(),
    countryCode: text().notNull(),
    cityId: text(),
    cityName: text(),
    townId: text(),
    districtId: text(),
    zipCode: text(),
    addressLine: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("companies_tax_number_idx").on(table.taxNumber)],
);

/** A file a company sent at sign-up (trade registry gazette, tax certificate). Kept in the database so replicas share it. */
export const companyDocuments = pgTable(
  "company_documents",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("company_documents_company_idx").on(table.companyId)],
);

/** A named set of permissions inside one company; the administrator role holds them all. */
export const companyRoles = pgTable(
  "company_roles",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    isAdmin: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("company_roles_company_name_idx").on(table.companyId, table.name)],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: uuid()
      .notNull()
      .references(() => companyRoles.id, { onDelete: "cascade" }),
    permission: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permission] })],
);

export interface NotificationPreferenceValues {
  orderUpdates: boolean;
  offerUpdates: boolean;
  stockAlerts: boolean;
  priceAlerts: boolean;
  newsletter: boolean;
}

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    userType: text({ enum: ["b2b", "b2c"] }).notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phoneCountryCode: text(),
    phone: text(),
    genderCode: text(),
    birthDate: date({ mode: "string" }),
    titleCode: text(),
    companyId: uuid().references(() => companies.id, { onDelete: "cascade" }),
    roleId: uuid().references(() => companyRoles.id, { onDelete: "set null" }),
    languageCode: text({ enum: ["tr", "en"] })
      .notNull()
      .default("tr"),
    currencyCode: text().notNull().default("USD"),
    countryCode: text().notNull().default("TR"),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Set while a company administrator has deactivated the user: no sign-in, no request answered. */
    deactivatedAt: timestamp({ withTimezone: true }),
    /** The administrator who invited this sub-user; null for one who signed up. */
    invitedBy: uuid(),
    membershipAgreementAcceptedAt: timestamp({ withTimezone: true }),
    kvkkAcceptedAt: timestamp({ withTimezone: true }),
    commercialEmail: boolean().notNull().default(false),
    commercialSms: boolean().notNull().default(false),
    commercialPhone: boolean().notNull().default(false),
    commercialMessagesUpdatedAt: timestamp({ withTimezone: true }),
    cookieAnalytics: boolean().notNull().default(false),
    cookieMarketing: boolean().notNull().default(false),
    cookieConsentUpdatedAt: timestamp({ withTimezone: true }),
    explicitConsent: boolean().notNull().default(false),
    explicitConsentUpdatedAt: timestamp({ withTimezone: true }),
    transferAbroad: boolean().notNull().default(false),
    transferAbroadUpdatedAt: timestamp({ withTimezone: true }),
    notificationPreferences: jsonb().$type<NotificationPreferenceValues>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One account per e-mail and user type (a person may buy both for a company and for themselves).
  (table) => [uniqueIndex("users_email_type_idx").on(table.email, table.userType), index("users_company_idx").on(table.companyId)],
);

/** Opaque refresh tokens, stored as SHA-256; a family is one sign-in, rotated on every refresh. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("refresh_tokens_hash_idx").on(table.tokenHash), index("refresh_tokens_family_idx").on(table.familyId)],
);

/**
 * One-time codes and link tokens, hashed. Keyed by e-mail, not user, so that a code for an unknown e-mail
 * (password reset) takes the same path as a real one and answers the same.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    userType: text({ enum: ["b2b", "b2c"] }),
    /**
     * The sign-up attempt (the pending account) a sign-up code or activation link was issued for: it verifies that
     * attempt only, and dies with it when a newer attempt replaces it (docs/decisions/028-pending-sign-ups.md).
     */
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    purpose: text({ enum: ["signup", "activation-link", "reset", "reset-token", "invitation"] }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("one_time_codes_email_idx").on(table.email, table.purpose), index("one_time_codes_hash_idx").on(table.codeHash)],
);

export const companiesRelations = relations(companies, ({ many }) => ({ users: many(users), roles: many(companyRoles) }));
export const companyRolesRelations = relations(companyRoles, ({ one, many }) => ({
  company: one(companies, { fields: [companyRoles.companyId], references: [companies.id] }),
  permissions: many(rolePermissions),
}));
export const rolePermissionsRelations = relations(rolePermissions, ({ one }) => ({
  role: one(companyRoles, { fields: [rolePermissions.roleId], references: [companyRoles.id] }),
}));
export const usersRelations = relations(users, ({ one }) => ({
  company: one(companies, { fields: [users.companyId], references: [companies.id] }),
  role: one(companyRoles, { fields: [users.roleId], references: [companyRoles.id] }),
}));

export type User = typeof users.$inferSelect;
export type Company = typeof companies.$inferSelect;
export type CompanyRole = typeof companyRoles.$inferSelect;
