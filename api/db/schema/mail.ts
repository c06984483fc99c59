import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Mails written while no SMTP server is configured; outside production a page lists them. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("mail_outbox_to_idx").on(table.to, table.createdAt)],
);
