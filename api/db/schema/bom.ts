import { index, integer, jsonb, numeric, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { BomLine } from "@contract/bom/line";

/**
 * BOMs sent from an engineer's tools without an account (issue 36, docs/decisions/059-bom-matching.md): kept until
 * `expiresAt` for the BOM page to open by a signed link. The link's signature is the secret, so no token is stored.
 */
export const sharedBoms = pgTable(
  "shared_boms",
  {
    id: uuid().primaryKey().defaultRandom(),
    lines: jsonb().$type<BomLine[]>().notNull(),
    boards: integer().notNull(),
    sparePercent: numeric({ precision: 5, scale: 2, mode: "number" }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("shared_boms_expires_at_idx").on(table.expiresAt)],
);
export type SharedBomRow = typeof sharedBoms.$inferSelect;
