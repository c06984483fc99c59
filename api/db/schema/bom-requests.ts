import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { BOM_REQUEST_PURPOSES, type BomRequestLine } from "@contract/api/bom/request-schemas";
import { companies, users } from "./identity";

/**
 * A BOM sent to the sales team (issue 36, docs/decisions/059-bom-matching.md "Requests from a BOM"): the lines the
 * store cannot sell online (`price-stock`) or a business's whole BOM for project prices (`project`). Its case is of
 * kind `bom` (docs/decisions/041-request-cases.md); the requester columns are those of the other requests, without
 * the old status column the case replaced.
 */
export const bomRequests = pgTable(
  "bom_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    purpose: text({ enum: BOM_REQUEST_PURPOSES }).notNull(),
    projectName: text(),
    boards: integer().notNull(),
    sparePercent: numeric({ precision: 5, scale: 2, mode: "number" }).notNull(),
    lines: jsonb().$type<BomRequestLine[]>().notNull(),
    note: text(),
    /** The signed-in requester, or null for a guest (then `guestId`, the browser's anonymous id, if it sent one). */
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The requester's company when the request was made: its administrator sees the request too. */
    companyId: uuid().references(() => companies.id, { onDelete: "set null" }),
    guestId: uuid(),
    companyName: text(),
    name: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phoneCountryCode: text(),
    phone: text(),
    isCommercialCommunicationApproved: boolean().notNull().default(false),
    membershipTermsAcceptedAt: timestamp({ withTimezone: true }),
    locale: text().notNull(),
    clientIp: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bom_requests_user_idx").on(table.userId, table.createdAt),
    index("bom_requests_company_idx").on(table.companyId, table.createdAt),
    check("bom_requests_project_name_check", sql`${table.purpose} <> 'project' OR ${table.projectName} IS NOT NULL`),
  ],
);
