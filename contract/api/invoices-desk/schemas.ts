import * as z from "zod";
import { INVOICE_NUMBER_PATTERN, INVOICE_STATUSES, INVOICE_TYPES } from "../invoices/values";

// The back office's invoices list (issue 32 item 6, docs/decisions/040-customers-and-credit.md): issued invoices,
// filtered and paginated, and "send again".

export const deskInvoiceListQuery = z.object({
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(25),
  type: z.enum(INVOICE_TYPES).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  /** Issued from and to (inclusive), "YYYY-MM-DD" on Istanbul's clock. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** A part of the invoice number, the order number, the customer's name or e-mail, or the company's title. */
  q: z.string().trim().max(254).optional(),
});
export type DeskInvoiceListQuery = z.output<typeof deskInvoiceListQuery>;

export const deskInvoiceSummarySchema = z.object({
  number: z.string(),
  type: z.enum(INVOICE_TYPES),
  status: z.enum(INVOICE_STATUSES),
  issuedAt: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  companyTitle: z.string().nullable(),
  /** The payable total in the invoice's currency, and in lira. */
  total: z.string(),
  currency: z.string(),
  totalTry: z.string(),
});
export type DeskInvoiceSummary = z.output<typeof deskInvoiceSummarySchema>;

export const deskInvoiceListSchema = z.object({
  items: z.array(deskInvoiceSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type DeskInvoiceList = z.output<typeof deskInvoiceListSchema>;

export const invoiceNumberParams = z.object({ invoiceNumber: z.string().regex(INVOICE_NUMBER_PATTERN) });

/** Where the invoice was mailed again. */
export const invoiceSentSchema = z.object({ number: z.string(), sentTo: z.string() });
