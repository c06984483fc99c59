import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { INVOICE_PROFILES, INVOICE_STATUSES, INVOICE_TYPES } from "@contract/api/invoices/values";
import type { Seller } from "../../lib/seller";
import { orderRefunds } from "./order-desk";
import { orders } from "./orders";
import { returnRequests } from "./returns";

// Invoices of paid orders (docs/decisions/034-invoices.md). What an invoice states is copied onto it when issued (the
// seller, the rate, the totals in both currencies): a later change of configuration or rate never alters it.

/** An invoice's totals in one currency, decimal strings in whole cents: the lines (shipping included), VAT, payable. */
export interface InvoiceTotals {
  currency: string;
  lineExtension: string;
  tax: string;
  payable: string;
}

/**
 * What a return request's return invoice gives back: the order lines and quantities returned, and whether the shipping
 * was refunded with them (only by the return that brought the whole order back; docs/decisions/039-returns-desk.md).
 */
export interface ReturnedInvoiceLines {
  lines: { lineNumber: number; quantity: number }[];
  shipping: boolean;
}

/** Each series' last number of a year: the row is locked by the transaction that draws from it, so numbers have no gaps. */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    prefix: text().notNull(),
    year: integer().notNull(),
    lastNumber: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.prefix, table.year] })],
);

export const invoices = pgTable(
  "invoices",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    number: text().notNull().unique(),
    /** The ETTN (e-document's universal id) the UBL-TR document carries as its UUID. */
    ettn: uuid().notNull().unique().defaultRandom(),
    profile: text({ enum: INVOICE_PROFILES }).notNull(),
    type: text({ enum: INVOICE_TYPES }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    currencyCode: text().notNull(),
    /** TRY per one unit of the invoice's currency ("1" for a lira invoice), and the day of that rate. */
    tryRate: numeric({ precision: 18, scale: 8 }).notNull(),
    rateDate: text().notNull(),
    totals: jsonb().$type<InvoiceTotals>().notNull(),
    totalsTry: jsonb().$type<InvoiceTotals>().notNull(),
    languageCode: text({ enum: ["tr", "en"] }).notNull(),
    seller: jsonb().$type<Seller>().notNull(),
    status: text({ enum: INVOICE_STATUSES }).notNull().default("issued"),
    /** A return invoice's refund: one return invoice a refund, however often its completion is reported. */
    refundId: uuid().references(() => orderRefunds.id),
    /** A return request's return invoice, and what it gives back; both null for a cancelled order's, which gives back the whole sale. */
    returnRequestId: integer().references(() => returnRequests.id),
    returnedLines: jsonb().$type<ReturnedInvoiceLines>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invoices_order_idx").on(table.orderId),
    // One sales invoice an order; return invoices (the back office's) may be several.
    uniqueIndex("invoices_one_sale_idx")
      .on(table.orderId)
      .where(sql`${table.type} = 'SATIS'`),
    uniqueIndex("invoices_one_return_per_refund_idx").on(table.refundId),
    uniqueIndex("invoices_one_per_return_request_idx").on(table.returnRequestId),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
