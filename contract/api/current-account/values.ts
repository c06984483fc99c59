// The business current account and the customer's payments (issue 34 item 2,
// docs/decisions/050-current-account-self-service.md): both sides name these.

/**
 * Where a customer's payment notification stands: sent (finance has not used it yet) or confirmed (finance recorded
 * the transfer it names on the order).
 */
export const NOTIFICATION_STATUSES = ["sent", "confirmed"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** How an order was paid, as the payments page names it: card, EFT (bank transfer) or net term (the current account). */
export const PAYMENT_METHODS = ["card", "eft", "net"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** At most this many rows go into a statement file (the page's filter, newest first). */
export const STATEMENT_EXPORT_LIMIT = 5_000;
