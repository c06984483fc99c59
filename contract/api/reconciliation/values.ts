// Bank reconciliation's enumerations and limits both sides name (docs/decisions/038-bank-reconciliation.md).

/** A transfer line's state: no order found, an order suggested (never confirmed by itself), matched by staff, or set aside. */
export const TRANSFER_STATUSES = ["unmatched", "suggested", "matched", "ignored"] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** How a suggestion was found: the order's number in the description, or its total with the payer's name (or alone). */
export const SUGGESTION_RULES = ["orderNumber", "amountAndName", "amount"] as const;
export type SuggestionRule = (typeof SUGGESTION_RULES)[number];

/** The statement files read: a bank's CSV export (any of ; , or tab separated) or an Excel workbook's first sheet. */
export const STATEMENT_FORMATS = ["csv", "xlsx"] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** A statement's size and its rows after the header: a month of a busy account fits many times over. */
export const STATEMENT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000 } as const;

/**
 * What a statement's columns hold: a signed amount, or a credit column beside a debit one. A column mapping names the
 * file's header for any of them (api/modules/reconciliation/statement-columns.ts has the default names).
 */
export const STATEMENT_FIELDS = ["date", "amount", "credit", "debit", "currency", "description", "reference"] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];
export type ColumnMapping = Partial<Record<StatementField, string>>;
