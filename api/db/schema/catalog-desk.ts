import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CATALOG_IMPORT_KINDS, CATALOG_IMPORT_STATUSES, type ImportRefusal } from "@contract/api/catalog-desk/values";
import { bytea } from "./identity";
import { staffMembers } from "./staff";

// The catalog desk's imports (docs/decisions/044-catalog-desk.md): the file kept between its dry run and its apply,
// so that the apply reads and checks the very bytes the staff member reviewed.

/** A refused row as stored: its message is written in the reader's language when answered. */
export interface StoredImportRefusal {
  row: number;
  code: ImportRefusal;
  value?: string;
}

/** A row that adds or changes something. */
export interface StoredImportChange {
  row: number;
  sku: string;
  field: string;
  before: string | null;
  after: string | null;
}

export interface StoredImportResult {
  counts: { added: number; changed: number; unchanged: number; refused: number };
  refusals: StoredImportRefusal[];
  changes: StoredImportChange[];
}

export const catalogImports = pgTable("catalog_imports", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  kind: text({ enum: CATALOG_IMPORT_KINDS }).notNull(),
  fileName: text().notNull(),
  /** SHA-256 of the bytes, hex: the audit entry names the file by it. */
  fileHash: text().notNull(),
  content: bytea().notNull(),
  status: text({ enum: CATALOG_IMPORT_STATUSES }).notNull().default("reviewed"),
  /** The dry run's result, then the apply's. */
  result: jsonb().$type<StoredImportResult>().notNull(),
  uploadedBy: uuid()
    .notNull()
    .references(() => staffMembers.id),
  uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  appliedBy: uuid().references(() => staffMembers.id),
  appliedAt: timestamp({ withTimezone: true }),
});

export type CatalogImportRow = typeof catalogImports.$inferSelect;
