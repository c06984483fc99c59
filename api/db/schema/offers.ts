import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PCB_OFFER_STATUSES, type PcbBoards, type PcbEstimate, type PcbStencil } from "@contract/api/offers/pcb-schemas";
import { PCB_OFFER_TYPES } from "@contract/api/offers/pcb-values";
import { bytea, companies, users } from "./identity";

// Made-to-order quote requests (docs/decisions/021-pcb-offers.md).

/**
 * The price table an indicative PCB and stencil price is worked out from: per `kind`, an amount for each option value
 * (a price per cm² or a set-up fee by layer count, a multiplier by material, thickness, finish…, a stencil's price
 * by size). Seeded once, then the store's to edit.
 */
export const pcbPriceFactors = pgTable(
  "pcb_price_factors",
  {
    kind: text().notNull(),
    value: text().notNull(),
    amount: numeric({ precision: 12, scale: 6 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.value] })],
);

export const pcbOfferRequests = pgTable(
  "pcb_offer_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text({ enum: PCB_OFFER_TYPES }).notNull(),
    /** The signed-in requester, or null for a guest (then `guestId`, the browser's anonymous id, if it sent one). */
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The requester's company when the request was made: its administrator sees the request too. */
    companyId: uuid().references(() => companies.id, { onDelete: "set null" }),
    guestId: uuid(),
    status: text({ enum: PCB_OFFER_STATUSES }).notNull().default("received"),
    boards: jsonb().$type<PcbBoards>(),
    stencil: jsonb().$type<PcbStencil>(),
    deliveryTypes: jsonb().$type<string[]>().notNull(),
    companyName: text(),
    name: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phoneCountryCode: text(),
    phone: text(),
    isCommercialCommunicationApproved: boolean().notNull(),
    /** When a guest accepted the membership terms (a user accepted them at sign-up). */
    membershipTermsAcceptedAt: timestamp({ withTimezone: true }),
    estimate: jsonb().$type<PcbEstimate>().notNull(),
    locale: text().notNull(),
    clientIp: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("pcb_offer_requests_user_idx").on(table.userId, table.createdAt),
    index("pcb_offer_requests_company_idx").on(table.companyId, table.createdAt),
    check("pcb_offer_requests_parts_check", sql`${table.boards} IS NOT NULL OR ${table.stencil} IS NOT NULL`),
  ],
);

/** The Gerber archive sent with a request, kept in the database so that replicas share it. */
export const pcbOfferGerbers = pgTable("pcb_offer_gerbers", {
  requestId: integer()
    .primaryKey()
    .references(() => pcbOfferRequests.id, { onDelete: "cascade" }),
  fileName: text().notNull(),
  size: integer().notNull(),
  content: bytea().notNull(),
});

/** Who asks and how to reach them: the same columns on every made-to-order request. */
const requesterColumns = () => ({
  /** The signed-in requester, or null for a guest (then `guestId`, the browser's anonymous id, if it sent one). */
  userId: uuid().references(() => users.id, { onDelete: "set null" }),
  /** The requester's company when the request was made: its administrator sees the request too. */
  companyId: uuid().references(() => companies.id, { onDelete: "set null" }),
  guestId: uuid(),
  status: text({ enum: ["received", "quoted", "closed"] })
    .notNull()
    .default("received"),
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
});

/** Aluminium heat-sink quotes: a catalog profile cut to a length, with machining and anodizing wishes. */
export const heatSinkOfferRequests = pgTable(
  "heat_sink_offer_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The profile as the catalog names it (its part number without length and finish, e.g. "SK89"). */
    profile: text().notNull(),
    lengthMm: numeric({ precision: 8, scale: 2 }).notNull(),
    quantity: integer().notNull(),
    machiningNotes: text(),
    anodizingNotes: text(),
    ...requesterColumns(),
  },
  (table) => [
    index("heat_sink_offer_requests_user_idx").on(table.userId, table.createdAt),
    index("heat_sink_offer_requests_company_idx").on(table.companyId, table.createdAt),
    check("heat_sink_offer_requests_quantity_check", sql`${table.quantity} > 0`),
  ],
);

/** Price and stock requests for a part whose price or stock is hidden, or that is out of stock. */
export const productRequests = pgTable(
  "product_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The part asked about, as order lines keep it: no foreign key, so that the request outlives a catalog change. */
    variantId: integer().notNull(),
    sku: text().notNull(),
    quantity: integer().notNull(),
    /** The unit price the buyer aims at, in `targetCurrency`; null when they gave none. */
    targetPrice: numeric({ precision: 14, scale: 4 }),
    targetCurrency: text(),
    neededBy: date(),
    note: text(),
    ...requesterColumns(),
  },
  (table) => [
    index("product_requests_user_idx").on(table.userId, table.createdAt),
    index("product_requests_company_idx").on(table.companyId, table.createdAt),
    check("product_requests_quantity_check", sql`${table.quantity} > 0`),
  ],
);
