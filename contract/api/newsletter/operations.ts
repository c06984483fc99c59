import * as z from "zod";
import { operation } from "../../operation";
import { emailText } from "../../rules";

// The newsletter with its double opt-in (docs/decisions/024-newsletter.md): a subscription waits for the mailed link,
// and every newsletter mail carries a signed link that unsubscribes.

/** Where a subscriber gave the consent; recorded with it. */
export const NEWSLETTER_SOURCES = ["footer"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** How long the opt-in link confirms (the unsubscribe link never expires). */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const newsletterSubscribeBody = z.object({
  email: emailText,
  source: z.enum(NEWSLETTER_SOURCES).default("footer"),
});

/** A signed link's token, as the mail gave it; the API checks its signature, purpose and age. */
export const newsletterTokenBody = z.object({
  token: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(512, "validation.tooLong"),
});

const subscriber = z.object({ email: z.string() });

export const subscribeNewsletter = operation({
  method: "POST",
  path: "/email-contacts/subscribe-newsletter",
  summary:
    "Asks for the newsletter: mails the opt-in link (not to a confirmed subscriber); the answer is the same whatever the address's state",
  tags: ["newsletter"],
  access: "public",
  body: newsletterSubscribeBody,
  data: z.null(),
  errors: [429],
});

export const confirmNewsletter = operation({
  method: "POST",
  path: "/email-contacts/confirm-newsletter",
  summary: "Confirms a subscription with the opt-in link's token (400: not a valid link, 410: expired)",
  tags: ["newsletter"],
  access: "public",
  body: newsletterTokenBody,
  data: subscriber,
  errors: [410, 429],
});

export const unsubscribeNewsletter = operation({
  method: "POST",
  path: "/email-contacts/unsubscribe-newsletter",
  summary: "Ends a subscription with the token of the link every newsletter mail carries (400: not a valid link)",
  tags: ["newsletter"],
  access: "public",
  body: newsletterTokenBody,
  data: subscriber,
  errors: [429],
});
