import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CURRENCIES } from "@contract/limits";
import { OFFER_LINE_KINDS, OFFER_STATUSES } from "@contract/api/requests-desk/offer-values";
import { variants } from "./catalog-products";
import { users } from "./identity";
import { requestCases } from "./requests-desk";
import { staffMembers } from "./staff";

/**
 * An offer sales writes from a request's case (docs/decisions/046-offers.md): written as a draft, sent to the
 * requester in `locale`, then accepted into `cartId` by a user, declined with a reason, or left to expire after
 * `validUntil` (the store's day). Its number is derived from its id (`offerNumber`).
 */
export const offers = pgTable(
  "offers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer()
      .notNull()
      .references(() => requestCases.id, { onDelete: "cascade" }),
    currency: text({ enum: CURRENCIES }).notNull(),
    validUntil: date({ mode: "string" }).notNull(),
    terms: text().notNull().default(""),
    /** The requester's language: the mail, the PDF and the line texts are in it. */
    locale: text().notNull(),
    status: text({ enum: OFFER_STATUSES }).notNull().default("draft"),
    declineReason: text(),
    createdByStaffId: uuid().references(() => staffMembers.id, { onDelete: "set null" }),
    sentByStaffId: uuid().references(() => staffMembers.id, { onDelete: "set null" }),
    sentAt: timestamp({ withTimezone: true }),
    acceptedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** When the customer accepted or declined. */
    answeredAt: timestamp({ withTimezone: true }),
    /** The cart the lines went into; no foreign key, since the carts' lines point here (a cart may be gone since). */
    cartId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("offers_case_idx").on(table.caseId, table.createdAt),
    check("offers_declined_check", sql`(${table.status} = 'declined') = (${table.declineReason} IS NOT NULL)`),
  ],
);

/**
 * One line of an offer: a catalog part (`variantId`) or an item made to order (its description and specification),
 * with the quantity, the unit price in the offer's currency and the lead time.
 */
export const offerLines = pgTable(
  "offer_lines",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer()
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    kind: text({ enum: OFFER_LINE_KINDS }).notNull(),
    variantId: integer().references(() => variants.id),
    description: text().notNull(),
    specification: text().notNull().default(""),
    quantity: integer().notNull(),
    unitPrice: numeric({ precision: 18, scale: 6 }).notNull(),
    leadTimeDays: integer().notNull(),
  },
  (table) => [
    uniqueIndex("offer_lines_position_idx").on(table.offerId, table.position),
    check("offer_lines_part_check", sql`(${table.kind} = 'catalog-part') = (${table.variantId} IS NOT NULL)`),
    check("offer_lines_quantity_check", sql`${table.quantity} > 0`),
    check("offer_lines_price_check", sql`${table.unitPrice} > 0`),
  ],
);

export type OfferRow = typeof offers.$inferSelect;
export type OfferLineRow = typeof offerLines.$inferSelect;
