import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { STATEMENT_FORMATS, SUGGESTION_RULES, TRANSFER_STATUSES } from "@contract/api/reconciliation/values";
import { bankAccounts, orders } from "./orders";
import { staffMembers } from "./staff";

// Bank reconciliation (docs/decisions/038-bank-reconciliation.md): the statements finance uploads and the incoming
// transfers read from them, each suggested for an order and matched only by a person.

/** A row of a statement that was not read, with why (a `reconciliation.*` problem code and the cell as written). */
export interface StatementProblem {
  line: number;
  code: string;
  value?: string;
}

export const bankStatements = pgTable("bank_statements", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  bankAccountId: integer()
    .notNull()
    .references(() => bankAccounts.id),
  fileName: text().notNull(),
  format: text({ enum: STATEMENT_FORMATS }).notNull(),
  /** The days it covers: as the uploader gave them, else its first and last transfer's (null when it holds none). */
  periodStart: date({ mode: "string" }),
  periodEnd: date({ mode: "string" }),
  /** Incoming transfers read from it, and how many of them were new (the rest were in an earlier upload). */
  transfersRead: integer().notNull(),
  transfersAdded: integer().notNull(),
  problems: jsonb().$type<StatementProblem[]>().notNull(),
  /** The staff member who uploaded it (null when a tool did). */
  uploadedBy: uuid().references(() => staffMembers.id),
  uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const bankTransfers = pgTable(
  "bank_transfers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The upload that first brought it; an upload of the same days again adds nothing. */
    statementId: integer()
      .notNull()
      .references(() => bankStatements.id),
    bankAccountId: integer()
      .notNull()
      .references(() => bankAccounts.id),
    /** Its row in that file (for a person to find it there). */
    lineNumber: integer().notNull(),
    bookedOn: date({ mode: "string" }).notNull(),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    currencyCode: text().notNull(),
    description: text().notNull(),
    reference: text(),
    /** The natural key's last parts: the bank's reference (else the folded description) and its count on that day. */
    keyReference: text().notNull(),
    occurrence: integer().notNull(),
    status: text({ enum: TRANSFER_STATUSES }).notNull().default("unmatched"),
    suggestedOrderId: integer().references(() => orders.id, { onDelete: "set null" }),
    suggestionRule: text({ enum: SUGGESTION_RULES }),
    suggestionScore: integer(),
    matchedOrderId: integer().references(() => orders.id),
    ignoredReason: text(),
    /** Who matched or ignored it and when. */
    decidedBy: uuid().references(() => staffMembers.id),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bank_transfers_natural_key").on(
      table.bankAccountId,
      table.bookedOn,
      table.amount,
      table.currencyCode,
      table.keyReference,
      table.occurrence,
    ),
    index("bank_transfers_status_idx").on(table.status, table.bookedOn),
    index("bank_transfers_matched_order_idx").on(table.matchedOrderId),
    check("bank_transfers_incoming_check", sql`${table.amount} > 0`),
    check("bank_transfers_matched_check", sql`(${table.status} = 'matched') = (${table.matchedOrderId} IS NOT NULL)`),
  ],
);

export type BankStatementRow = typeof bankStatements.$inferSelect;
export type BankTransferRow = typeof bankTransfers.$inferSelect;
