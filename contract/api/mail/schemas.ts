import * as z from "zod";
import { pageOf } from "../../envelope";
import { emailText } from "../../rules";

/** Which outbox mails to list: one address's, or all; newest first, a page at a time. */
export const outboxQuery = z.object({
  email: emailText.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A mail written to the development outbox instead of being sent. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.output<typeof outboxMailSchema>;

export const outboxPageSchema = pageOf(outboxMailSchema);
export type OutboxPage = z.output<typeof outboxPageSchema>;
