import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { CERTIFICATE_FILE_TYPES } from "@contract/api/content/library";
import { bytea } from "./identity";

// The content library (docs/decisions/022-content-library.md): certificates and magazine articles, each row in both
// languages (one slug for both, so a page's path keeps it when the language changes).

/** A certificate or declaration the store shows, its file kept in the database so that replicas share it. */
export const certificates = pgTable(
  "certificates",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    titleTr: text().notNull(),
    titleEn: text().notNull(),
    descriptionTr: text().notNull(),
    descriptionEn: text().notNull(),
    issuer: text().notNull(),
    /** The last day it is valid; null for a document without an end date. */
    validUntil: date({ mode: "string" }),
    fileName: text().notNull(),
    contentType: text({ enum: CERTIFICATE_FILE_TYPES }).notNull(),
    byteSize: integer().notNull(),
    content: bytea().notNull(),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list states the size without reading the file: the two may never disagree.
    check("certificates_size_check", sql`${table.byteSize} = octet_length(${table.content})`),
    // The name goes into the download's Content-Disposition header as it is.
    check("certificates_file_name_check", sql`${table.fileName} ~ '^[A-Za-z0-9._-]{1,120}$'`),
  ],
);

/** A magazine article; bodies are plain text with blank-line paragraphs and "## " headings, as content pages. */
export const articles = pgTable(
  "articles",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    publishedAt: date({ mode: "string" }).notNull(),
    author: text().notNull(),
    titleTr: text().notNull(),
    titleEn: text().notNull(),
    summaryTr: text().notNull(),
    summaryEn: text().notNull(),
    bodyTr: text().notNull(),
    bodyEn: text().notNull(),
    tagsTr: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tagsEn: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("articles_published_idx").on(table.publishedAt.desc(), table.id.desc())],
);
