import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Messages sent through the contact forms, by a signed-in user or a guest. */
export const contactFormRequests = pgTable(
  "contact_form_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid(),
    guestId: uuid(),
    companyName: text(),
    name: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text().notNull(),
    message: text().notNull(),
    locale: text().notNull(),
    clientIp: text(),
    correlationId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_form_requests_user_idx").on(table.userId), index("contact_form_requests_created_idx").on(table.createdAt)],
);

export type ContactFormRequest = typeof contactFormRequests.$inferSelect;
