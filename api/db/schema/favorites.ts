import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { variants } from "./catalog-products";
import { users } from "./identity";

/** A part a user marked as a favorite: once per user and packaging (adding it again changes nothing). */
export const favorites = pgTable(
  "favorites",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("favorites_user_variant_idx").on(table.userId, table.variantId),
    index("favorites_user_added_idx").on(table.userId, table.addedAt),
  ],
);

/** A user's named wish list (a name once per user): parts with quantities, kept for later and moved to a cart at once. */
export const wishlists = pgTable(
  "wishlists",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("wishlists_user_name_idx").on(table.userId, sql`lower(${table.name})`)],
);

/** A part in a wish list: one item per part, adding it again adds to the quantity. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    wishlistId: integer()
      .notNull()
      .references(() => wishlists.id, { onDelete: "cascade" }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("wishlist_items_quantity_check", sql`${table.quantity} > 0`),
    uniqueIndex("wishlist_items_variant_idx").on(table.wishlistId, table.variantId),
  ],
);
