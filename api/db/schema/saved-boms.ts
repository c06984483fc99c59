import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BomLine } from "@contract/bom/line";
import { users } from "./identity";

/**
 * A user's saved BOM (issue 36, docs/decisions/059-bom-matching.md): its lines as read, the boards and spares, under a
 * name once per user (any case). No match and no price is kept: opening it matches and prices it on that day.
 */
export const savedBoms = pgTable(
  "saved_boms",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    lines: jsonb().$type<BomLine[]>().notNull(),
    boards: integer().notNull(),
    sparePercent: numeric({ precision: 5, scale: 2, mode: "number" }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("saved_boms_user_name_idx").on(table.userId, sql`lower(${table.name})`),
    index("saved_boms_user_updated_idx").on(table.userId, table.updatedAt),
  ],
);
export type SavedBomRow = typeof savedBoms.$inferSelect;
