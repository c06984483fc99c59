import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REFUND_METHODS, REFUND_STATUSES } from "@contract/api/orders/values";
import { orders, payments } from "./orders";

// What the orders desk records about money (docs/decisions/037-orders-desk.md): transfers confirmed against EFT orders,
// and refunds of cancelled paid orders. Amounts are numeric in whole cents, never floats.

/** A bank transfer the staff confirmed for an order, in the order's currency; its bank reference is confirmed once. */
export const orderTransfers = pgTable(
  "order_transfers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    currencyCode: text().notNull(),
    /** The day the bank credited it (YYYY-MM-DD). */
    receivedOn: text().notNull(),
    /** The bank's reference as written on the statement, spaces collapsed and upper-cased. */
    bankReference: text().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("order_transfers_reference_idx").on(table.bankReference), index("order_transfers_order_idx").on(table.orderId)],
);

/** Money given back for an order: through the card's provider, or to an IBAN by the staff. */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    method: text({ enum: REFUND_METHODS }).notNull(),
    /** The card payment refunded; null for an IBAN transfer. */
    paymentId: uuid().references(() => payments.id),
    /** The payment's provider ("sandbox", "iyzico"), or "bank" for an IBAN transfer. */
    provider: text().notNull(),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    currencyCode: text().notNull(),
    reason: text().notNull(),
    status: text({ enum: REFUND_STATUSES }).notNull(),
    /** The provider's id of the refund (iyzico: the cancelled payment's id, or the refunded transactions' ids). */
    providerRefundId: text(),
    failureReason: text(),
    /** Where an IBAN refund goes, in electronic form, and the account holder's name. */
    iban: text(),
    accountHolder: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("order_refunds_order_idx").on(table.orderId)],
);

export type OrderTransferRow = typeof orderTransfers.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
