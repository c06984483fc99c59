import * as z from "zod";

// Invoices of paid orders (docs/decisions/034-invoices.md): both sides name these.

/** UBL-TR profiles: e-Arşiv for a buyer outside e-Fatura (consumers, most small firms), TEMELFATURA for a registered one. */
export const INVOICE_PROFILES = ["EARSIVFATURA", "TEMELFATURA"] as const;
export type InvoiceProfile = (typeof INVOICE_PROFILES)[number];

/** UBL-TR invoice types: a sale, and (the back office's, later) a return invoice. */
export const INVOICE_TYPES = ["SATIS", "IADE"] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const INVOICE_STATUSES = ["issued", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice number as e-Arşiv numbers are: a 3-character series, the year, a 9-digit sequence ("DEV2026000000001"). */
export const INVOICE_NUMBER_PATTERN = /^[A-Z0-9]{3}\d{4}\d{9}$/;

/** The order's invoice as the order page shows it: none until the order is paid (its document is then a proforma). */
export const invoiceSummarySchema = z.object({
  number: z.string(),
  ettn: z.string(),
  profile: z.enum(INVOICE_PROFILES),
  issuedAt: z.string(),
  status: z.enum(INVOICE_STATUSES),
});
export type InvoiceSummary = z.output<typeof invoiceSummarySchema>;
