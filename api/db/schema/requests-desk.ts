import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REQUEST_CASE_STATUSES, REQUEST_KINDS } from "@contract/api/requests-desk/values";
import { staffMembers } from "./staff";

/**
 * The store's handling of one customer request, whatever its kind (docs/decisions/041-request-cases.md): the
 * request itself stays in its own table (`kind` names it, `requestRef` is its id as text, since the contact form's
 * ids are UUIDs), the case adds what the back office needs: a status the inbox filters by and an assignee.
 */
export const requestCases = pgTable(
  "request_cases",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: REQUEST_KINDS }).notNull(),
    requestRef: text().notNull(),
    status: text({ enum: REQUEST_CASE_STATUSES }).notNull().default("new"),
    assigneeStaffId: uuid().references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("request_cases_request_idx").on(table.kind, table.requestRef),
    index("request_cases_status_idx").on(table.status, table.createdAt),
  ],
);

/**
 * What the staff write on a case: an internal note (`internal`, never shown to the customer) or a reply, which is
 * mailed to the requester in the request's language and shown on the customer's request page. The staff member's
 * name is copied so that a message reads the same after their account is gone.
 */
export const requestMessages = pgTable(
  "request_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer()
      .notNull()
      .references(() => requestCases.id, { onDelete: "cascade" }),
    internal: boolean().notNull(),
    body: text().notNull(),
    staffId: uuid().references(() => staffMembers.id, { onDelete: "set null" }),
    staffName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("request_messages_case_idx").on(table.caseId, table.createdAt)],
);

export type RequestCaseRow = typeof requestCases.$inferSelect;
