import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { POSTING_KINDS } from "@contract/api/customers/values";
import { ORDER_STATUSES, PAYMENT_FAILURE_EFFECTS, PAYMENT_STATUSES, PAYMENT_TYPES, SHIPPING_SERVICES } from "@contract/api/orders/values";
import { companyCurrentAccounts, addresses } from "./accounts";
import { carts } from "./carts";
import { companies, users } from "./identity";

// Checkout, orders and payments (docs/decisions/017-orders.md). Money is numeric in the order's currency, never a
// float; what an order was sold at is copied onto it, so a later price, address or text change never alters it.

/** A carrier's service with its price in TRY and, for free shipping, the cart total (TRY, VAT included) from which it applies. */
export const shippingOptions = pgTable("shipping_options", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  carrier: text().notNull(),
  service: text({ enum: SHIPPING_SERVICES }).notNull(),
  priceTry: numeric({ precision: 12, scale: 2 }).notNull(),
  /** Offered only when the cart's total reaches this (the free option); null: always offered. */
  minimumTotalTry: numeric({ precision: 12, scale: 2 }),
  deliveryDaysMin: integer().notNull(),
  deliveryDaysMax: integer().notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

/**
 * The store's bank accounts an EFT / wire transfer is paid into (shown on the EFT success page and /bank-accounts). Their
 * holder is the seller (api/lib/seller.ts), named once for every document.
 */
export const bankAccounts = pgTable("bank_accounts", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  bankName: text().notNull(),
  branch: text().notNull(),
  iban: text().notNull().unique(),
  accountNumber: text().notNull(),
  currencyCode: text().notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

/** An address as an order keeps it: a copy, whatever happens to the address book later. */
export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  companyName: string | null;
  phoneCountryCode: string;
  phone: string;
  countryCode: string;
  cityName: string;
  townName: string | null;
  zipCode: string | null;
  addressLine: string;
  taxOffice: string | null;
  taxNumber: string | null;
  identityNumber: string | null;
}

/** An address typed at a guest checkout (a guest has no address book): the book's columns, as a guest gave them. */
export type TypedAddress = Omit<typeof addresses.$inferInsert, "id" | "userId" | "kind" | "isDefault" | "createdAt" | "updatedAt">;

/** What the buyer chose so far at the checkout of one cart; cleared when the active cart changes. */
export const checkouts = pgTable("checkouts", {
  cartId: integer()
    .primaryKey()
    .references(() => carts.id, { onDelete: "cascade" }),
  billingAddressId: uuid().references(() => addresses.id, { onDelete: "set null" }),
  shippingAddressId: uuid().references(() => addresses.id, { onDelete: "set null" }),
  useBillingForShipping: boolean().notNull().default(true),
  currentAccountId: uuid().references(() => companyCurrentAccounts.id, { onDelete: "set null" }),
  guestEmail: text(),
  guestBilling: jsonb().$type<TypedAddress>(),
  guestShipping: jsonb().$type<TypedAddress>(),
  customerOrderNumber: text(),
  extraInformation: text(),
  recipientFirstName: text(),
  recipientLastName: text(),
  phoneCountryCode: text(),
  phone: text(),
  identityNumber: text(),
  taxNumber: text(),
  shippingOptionId: integer().references(() => shippingOptions.id, { onDelete: "set null" }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Totals of an order in one currency, decimal strings in whole cents. */
export interface OrderTotals {
  currency: string;
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  total: string;
}

/**
 * A card payment as charged (docs/decisions/033-card-payments-in-lira.md): in TRY whatever the order's currency,
 * decimal strings in whole kuruş. `base` is the order's total at `rate` (TRY per unit of the order's currency, the rate
 * of `rateDate`), `commission` the installment commission of `installments` (amount − base), `amount` what is charged.
 */
export interface CardCharge {
  currency: "TRY";
  installments: number;
  rate: string;
  rateDate: string;
  base: string;
  commission: string;
  amount: string;
}

/**
 * A captured card payment's ids at the provider, as its capture answer gave them: iyzico cancels a payment by its
 * `paymentId` and refunds by each basket item's `paymentTransactionId`, up to that item's paid price (whole cents).
 */
export interface CaptureDetails {
  paymentId: string;
  transactions: Array<{ id: string; paidPrice: string }>;
}

/** The contract texts the buyer accepted, as shown, with when and from where. */
export interface AcceptedTerms {
  acceptedAt: string;
  ip: string;
  documents: Array<{ kind: string; version: number; language: string; text: string }>;
}

export const orders = pgTable(
  "orders",
  {
    /** By default, so that the order number can be made from the id before the row is written. */
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderNumber: text().notNull().unique(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    companyId: uuid().references(() => companies.id, { onDelete: "set null" }),
    guestId: uuid(),
    /** The cart it came from; its lines are removed once the order is placed (paid, for a card). */
    cartId: integer().references(() => carts.id, { onDelete: "set null" }),
    email: text().notNull(),
    languageCode: text({ enum: ["tr", "en"] }).notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    paymentType: text({ enum: PAYMENT_TYPES }).notNull(),
    currencyCode: text().notNull(),
    /** Units of each currency per USD used for this order ({USD:"1", TRY:"…", EUR:"…"}) and their date. */
    exchangeRates: jsonb().$type<Record<string, string>>().notNull(),
    rateDate: text().notNull(),
    /** The order's totals in its own currency, and again in TRY and USD (spec §3, EFT success data). */
    totals: jsonb().$type<OrderTotals>().notNull(),
    totalsTry: jsonb().$type<OrderTotals>().notNull(),
    totalsUsd: jsonb().$type<OrderTotals>().notNull(),
    total: numeric({ precision: 14, scale: 2 }).notNull(),
    /** A card order's charge in TRY with its commission; null for EFT and net term. */
    cardCharge: jsonb().$type<CardCharge>(),
    billingAddress: jsonb().$type<CheckoutAddress>().notNull(),
    shippingAddress: jsonb().$type<CheckoutAddress>().notNull(),
    shipping: jsonb().$type<{ optionId: number; carrier: string; service: string; price: string }>().notNull(),
    trackingNumber: text(),
    /** The carrier the staff shipped it with (docs/decisions/037-orders-desk.md): the checkout's choice may change at the desk. */
    trackingCarrier: text(),
    customerOrderNumber: text(),
    extraInformation: text(),
    identityNumber: text(),
    taxNumber: text(),
    currentAccountId: uuid().references(() => companyCurrentAccounts.id, { onDelete: "set null" }),
    acceptedTerms: jsonb().$type<AcceptedTerms>().notNull(),
    /** An unpaid order is cancelled and its stock released after this. */
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("orders_owner_check", sql`(${table.userId} IS NULL) OR (${table.guestId} IS NULL)`),
    index("orders_user_idx").on(table.userId, table.createdAt),
    index("orders_company_idx").on(table.companyId, table.createdAt),
    index("orders_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} = 'awaiting_payment'`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineNumber: integer().notNull(),
    /**
     * The part sold, 0 for an item made to order; no foreign key: the line keeps its own copy of what was sold, and a
     * new catalog may replace the parts.
     */
    variantId: integer().notNull(),
    /** The accepted offer's line this line sells at the offered price (docs/decisions/046-offers.md). */
    offerLineId: integer(),
    sku: text().notNull(),
    mpn: text().notNull(),
    manufacturerName: text().notNull(),
    description: text().notNull(),
    customerReference: text().notNull(),
    /** The project the line was bought for (its price and maturity: docs/decisions/045-projects.md); 0 for none. */
    projectId: integer().notNull().default(0),
    quantity: integer().notNull(),
    /** How much of the quantity was taken from stock (the rest is back-ordered); given back on cancel. */
    reservedQuantity: integer().notNull(),
    unitPrice: numeric({ precision: 18, scale: 6 }).notNull(),
    extendedPrice: numeric({ precision: 14, scale: 2 }).notNull(),
    vatRate: numeric({ precision: 5, scale: 2 }).notNull(),
    tax: numeric({ precision: 14, scale: 2 }).notNull(),
    totalPrice: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (table) => [
    uniqueIndex("order_lines_pk").on(table.orderId, table.lineNumber),
    check("order_lines_quantity_check", sql`${table.quantity} > 0`),
  ],
);

/** Every status an order took, with when: the order's history as the buyer sees it. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_events_order_idx").on(table.orderId)],
);

/** One attempt to pay an order; a card payment is found by its provider's id when the provider calls back. */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    providerPaymentId: text().notNull(),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    currencyCode: text().notNull(),
    installments: integer().notNull().default(1),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default("pending"),
    failureReason: text(),
    /** Masked card (last four digits) as the provider reports it; never the number. */
    cardSummary: text(),
    /** What the provider's capture answered that a refund needs (iyzico's payment and transaction ids); null for the sandbox. */
    captureDetails: jsonb().$type<CaptureDetails>(),
    /** What a failure does to the order: a card order's payment cancels it, an EFT order's payment by card keeps it. */
    onFailure: text({ enum: PAYMENT_FAILURE_EFFECTS }).notNull().default("cancel_order"),
    /**
     * An EFT order paid by card instead: the charge the order takes, with its payment type card, once this payment is
     * captured (until then the order is the EFT order it was). Null for a card order's own payment (the order has it).
     */
    cardCharge: jsonb().$type<CardCharge>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payments_provider_idx").on(table.provider, table.providerPaymentId),
    index("payments_order_idx").on(table.orderId),
  ],
);

/** A change of a current account's balance: an order charged to it (positive) or a charge reversed (negative). */
export const currentAccountMovements = pgTable(
  "current_account_movements",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    currentAccountId: uuid()
      .notNull()
      .references(() => companyCurrentAccounts.id, { onDelete: "cascade" }),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    description: text().notNull(),
    dueDate: text(),
    /** What the posting is (docs/decisions/040-customers-and-credit.md): a net-term order's charge unless said. */
    kind: text({ enum: POSTING_KINDS }).notNull().default("invoice"),
    /** Why finance entered it by hand, and who (a staff member's e-mail); null for the postings the store makes. */
    reason: text(),
    enteredBy: text(),
    /** The posting this one reverses: a posting is never changed or deleted, a wrong one is reversed by another. */
    reversesId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("current_account_movements_account_idx").on(table.currentAccountId, table.createdAt)],
);

export type ShippingOption = typeof shippingOptions.$inferSelect;
export type BankAccount = typeof bankAccounts.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
