import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The outcome of each unsafe request sent with an Idempotency-Key (docs/decisions/016-idempotent-writes.md): by
 * caller and key, what was asked (a hash) and, once done, what was answered — so that a repeat gets that answer.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    owner: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    /** `running` until the first attempt has answered, then `done`. */
    state: text().notNull().default("running"),
    /**
     * The API process running the attempt, by its presence lock (api/db/process-presence.ts): once that process is
     * gone, a repeat takes the key over at once. Null for keys claimed before it was recorded.
     */
    holder: integer(),
    statusCode: integer(),
    contentType: text(),
    body: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.owner, table.key] }), index("idempotency_keys_created_at_idx").on(table.createdAt)],
);
