// The back office's customers and credit desk (docs/decisions/040-customers-and-credit.md): both sides name these.

/**
 * What a posting of a current account is: a net-term order's charge (its invoice), that charge reversed when the
 * order is cancelled, a payment received, a return credited, and a manual adjustment by finance. A posting is never
 * changed or deleted: a wrong one is reversed by another.
 */
export const POSTING_KINDS = ["invoice", "cancellation", "payment", "return", "adjustment"] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

/** What finance enters by hand: a debit (the company owes more), a credit (it owes less), or a payment received. */
export const MANUAL_POSTINGS = ["debit", "credit", "payment"] as const;
export type ManualPosting = (typeof MANUAL_POSTINGS)[number];

/** The kinds of customer the desk searches. */
export const CUSTOMER_KINDS = ["all", "consumer", "business", "company"] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
