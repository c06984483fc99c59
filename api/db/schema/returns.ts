import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { RETURN_DISPOSITIONS, RETURN_PHOTO_TYPES, RETURN_REFUND_METHODS, RETURN_STATUSES } from "@contract/api/returns/values";
import { bytea, users } from "./identity";
import { orderRefunds } from "./order-desk";
import { orders } from "./orders";

// Return requests of delivered orders (docs/decisions/019-returns.md).

/** Why a buyer sends items back; some reasons need a description or a photo. Seeded once, then the store's to edit. */
export const returnReasons = pgTable("return_reasons", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  nameTr: text().notNull(),
  nameEn: text().notNull(),
  requiresDescription: boolean().notNull().default(false),
  requiresPhoto: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
  /** A retired reason stays on the requests made with it but is no longer offered. */
  isActive: boolean().notNull().default(true),
});

export const returnRequests = pgTable(
  "return_requests",
  {
    /** By default, so that the return number can be made from the id before the row is written. */
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    returnNumber: text().notNull().unique(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Who asked (the buyer, or a colleague who may view the company's orders). */
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    status: text({ enum: RETURN_STATUSES }).notNull().default("requested"),
    reasonId: integer()
      .notNull()
      .references(() => returnReasons.id),
    description: text(),
    /** The staff's words with their decision (docs/decisions/039-returns-desk.md): the buyer reads them on the return's page. */
    decisionNote: text(),
    decidedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    /** What was given back, how, and in which currency (a card's in lira); the card's or IBAN's refund row. */
    refundMethod: text({ enum: RETURN_REFUND_METHODS }),
    refundAmount: numeric({ precision: 14, scale: 2 }),
    refundCurrency: text(),
    refundId: uuid().references(() => orderRefunds.id),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("return_requests_status_idx").on(table.status, table.createdAt),
    index("return_requests_user_idx").on(table.userId, table.createdAt),
    index("return_requests_order_idx").on(table.orderId),
  ],
);

/** One order line (by its number in the order) and how many of it go back. */
export const returnRequestLines = pgTable(
  "return_request_lines",
  {
    returnRequestId: integer()
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    orderLineNumber: integer().notNull(),
    quantity: integer().notNull(),
    /** Back in stock or written off, once received; a write-off says why. */
    disposition: text({ enum: RETURN_DISPOSITIONS }),
    dispositionNote: text(),
    disposedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("return_request_lines_pk").on(table.returnRequestId, table.orderLineNumber),
    check("return_request_lines_quantity_check", sql`${table.quantity} > 0`),
  ],
);

/** The photo (or PDF) sent with a request, kept in the database so that replicas share it. */
export const returnRequestPhotos = pgTable(
  "return_request_photos",
  {
    id: uuid().primaryKey().defaultRandom(),
    returnRequestId: integer()
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    contentType: text({ enum: RETURN_PHOTO_TYPES }).notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("return_request_photos_request_idx").on(table.returnRequestId)],
);

export type ReturnReasonRow = typeof returnReasons.$inferSelect;
export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type ReturnRequestLineRow = typeof returnRequestLines.$inferSelect;
