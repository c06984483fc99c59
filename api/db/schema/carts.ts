import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { CART_LINE_TYPES } from "@contract/api/carts/values";
import { variants } from "./catalog-products";
import { users } from "./identity";
import { offerLines } from "./offers-desk";

/**
 * A cart of a signed-in user (several, named, one active) or of a guest (one, keyed by the anonymous-customer id
 * of the guest's cookie). Docs/decisions/012-carts.md.
 */
export const carts = pgTable(
  "carts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    guestId: uuid(),
    name: text().notNull(),
    isActive: boolean().notNull().default(false),
    /** Kept for later: a saved cart is listed apart and never becomes the active one by itself. */
    isSaved: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("carts_owner_check", sql`(${table.userId} IS NULL) <> (${table.guestId} IS NULL)`),
    index("carts_user_idx").on(table.userId, table.updatedAt),
    uniqueIndex("carts_guest_idx").on(table.guestId),
    uniqueIndex("carts_one_active_idx")
      .on(table.userId)
      .where(sql`${table.isActive}`),
  ],
);

/**
 * A part in a cart: one line per variant (or offer line) and project; quantities and references only, every figure is
 * computed.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** The part; null on a line of an accepted offer, whose offer line names the part or the made-to-order item. */
    variantId: integer().references(() => variants.id),
    /** The offer line this line was accepted from: priced at the offer, its quantity fixed (docs/decisions/046-offers.md). */
    offerLineId: integer().references((): AnyPgColumn => offerLines.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    lineType: text({ enum: CART_LINE_TYPES }).notNull().default("Standard"),
    /** The project a Project line belongs to (the project model comes with business accounts); 0 for none. */
    projectId: integer().notNull().default(0),
    customerReference: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("cart_lines_quantity_check", sql`${table.quantity} > 0`),
    check("cart_lines_item_check", sql`(${table.variantId} IS NULL) <> (${table.offerLineId} IS NULL)`),
    uniqueIndex("cart_lines_variant_idx").on(table.cartId, table.variantId, table.projectId),
    uniqueIndex("cart_lines_offer_line_idx").on(table.cartId, table.offerLineId, table.projectId),
  ],
);

/**
 * A change a company administrator made to a user's cart (docs/decisions/027-business-accounts.md): who, when and
 * what, shown on the cart.
 */
export const cartChanges = pgTable(
  "cart_changes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    actorUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** What was done: a line's quantity changed, a line removed, the cart saved or unsaved. */
    action: text().notNull(),
    /** The change's particulars: the part, the quantities before and after. */
    details: jsonb().$type<Record<string, string | number | null>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("cart_changes_cart_idx").on(table.cartId, table.createdAt)],
);
