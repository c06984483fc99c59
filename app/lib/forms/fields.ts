/** Filled only by bots: the field is hidden from people and from assistive technology. */
export const HONEYPOT_FIELD = "website";

/** The key a form posts so that a repeated post is applied once (docs/decisions/016-idempotent-writes.md). */
export const IDEMPOTENCY_FIELD = "idempotencyKey";
