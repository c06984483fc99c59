import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { StaffRole } from "@contract/api/back-office/permissions";

// The store's staff and what they did (docs/decisions/036-staff-accounts.md): a table of their own, apart from
// `users`, so that no customer operation can ever accept a staff member, nor a back-office operation a customer.

export const staffMembers = pgTable(
  "staff_members",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** argon2id, like the customers' (api/lib/passwords.ts). */
    passwordHash: text().notNull(),
    /** The base32 TOTP secret (RFC 6238); read only to check a code, never answered. */
    totpSecret: text().notNull(),
    /** The time step of the last code accepted: a code of that step or an earlier one is a replay. */
    totpLastStep: bigint({ mode: "number" }),
    role: text().$type<StaffRole>().notNull(),
    active: boolean().notNull().default(true),
    lastSignInAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("staff_members_email_idx").on(sql`lower(${table.email})`)],
);

/**
 * A staff sign-in (its id is the access tokens' `sid`): the hash of its current refresh token and of the one before
 * it (presented again, it is a stolen copy: the sign-in ends), when it was last refreshed (idle expiry) and when it
 * ends whatever happens.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    staffId: uuid()
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    previousTokenHash: text(),
    refreshedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("staff_sessions_token_hash_idx").on(table.tokenHash),
    index("staff_sessions_previous_token_hash_idx").on(table.previousTokenHash),
    index("staff_sessions_staff_idx").on(table.staffId),
  ],
);

/**
 * Every staff change, written in the change's own transaction: append-only, a trigger refuses UPDATE and DELETE
 * (migration 0026). The staff member's e-mail and name are copied so that an entry reads the same forever.
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    staffId: uuid()
      .notNull()
      .references(() => staffMembers.id, { onDelete: "restrict" }),
    staffEmail: text().notNull(),
    staffName: text().notNull(),
    objectType: text().notNull(),
    objectId: text().notNull(),
    action: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
  },
  (table) => [
    index("staff_audit_log_object_idx").on(table.objectType, table.objectId, table.at),
    index("staff_audit_log_staff_idx").on(table.staffId, table.at),
    index("staff_audit_log_at_idx").on(table.at),
  ],
);

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
