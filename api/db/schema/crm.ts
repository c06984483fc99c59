import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
    /** Which form: the general contact form, or a service's (FAE and R&D, PCB assembly, LED lighting, the cart). */
    topic: text().notNull().default("general"),
    subject: text().notNull(),
    message: text().notNull(),
    /** The topic's own fields as its form sent them (contract/api/crm*.ts says which). */
    details: jsonb().$type<Record<string, unknown>>(),
    locale: text().notNull(),
    clientIp: text(),
    correlationId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_form_requests_user_idx").on(table.userId), index("contact_form_requests_created_idx").on(table.createdAt)],
);

export type ContactFormRequest = typeof contactFormRequests.$inferSelect;

/**
 * Newsletter subscribers with their double opt-in: `pending` until the mailed link is followed, then `confirmed`
 * (the consent, with its date and source), until unsubscribed by the signed link in every mail.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower case; one row per address, its state changing over time. */
    email: text().notNull(),
    status: text({ enum: ["pending", "confirmed", "unsubscribed"] })
      .notNull()
      .default("pending"),
    locale: text().notNull(),
    /** Where the consent was asked (the footer form, the sign-up form…). */
    source: text().notNull(),
    userId: uuid(),
    clientIp: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex("newsletter_subscriptions_email_idx").on(table.email)],
);
