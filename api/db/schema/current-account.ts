import { index, integer, numeric, pgTable, text, timestamp, uuid, date } from "drizzle-orm/pg-core";
import { NOTIFICATION_STATUSES } from "@contract/api/current-account/values";
import { companyCurrentAccounts } from "./accounts";
import { companies, users } from "./identity";
import { staffMembers } from "./staff";

// The customer's side of the current account (docs/decisions/050-current-account-self-service.md).

/**
 * "I have paid this amount on this day from this bank": a customer's word, shown to finance beside the bank
 * statement's transfers. It names EFT orders awaiting payment (by id) or the company's current account.
 */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sender's company for a business user: the company's colleagues see it too. */
    companyId: uuid().references(() => companies.id, { onDelete: "cascade" }),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    currencyCode: text().notNull(),
    paidOn: date({ mode: "string" }).notNull(),
    bankName: text().notNull(),
    iban: text(),
    reference: text(),
    note: text(),
    orderIds: integer().array().notNull().default([]),
    currentAccountId: uuid().references(() => companyCurrentAccounts.id, { onDelete: "set null" }),
    status: text({ enum: NOTIFICATION_STATUSES }).notNull().default("sent"),
    decidedBy: uuid().references(() => staffMembers.id),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payment_notifications_user_idx").on(table.userId, table.createdAt),
    index("payment_notifications_status_idx").on(table.status, table.createdAt),
  ],
);

export type PaymentNotificationRow = typeof paymentNotifications.$inferSelect;
