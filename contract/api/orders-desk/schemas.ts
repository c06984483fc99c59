import * as z from "zod";
import { CURRENCIES } from "../../limits";
import { optionalText, requiredText } from "../../rules";
import { auditEntrySchema } from "../back-office/schemas";
import { INVOICE_NUMBER_PATTERN, INVOICE_STATUSES, INVOICE_TYPES } from "../invoices/values";
import { orderNumberParams, orderSchema, orderSummarySchema } from "../orders/schemas";
import { ORDER_STATUSES, PAYMENT_TYPES, REFUND_METHODS, REFUND_STATUSES } from "../orders/values";

// The back office's orders desk (issue 32 item 3, docs/decisions/037-orders-desk.md): the staff's order list, an
// order with everything about it, and the moves its status allows.

const filterText = (max: number) => z.string().trim().max(max).optional();

export const deskOrderListQuery = z.object({
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(25),
  status: z.enum(ORDER_STATUSES).optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
  /** Placed from and to (inclusive), "YYYY-MM-DD" on Istanbul's clock. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** The buyer's name or e-mail, or the company's name: a part of any. */
  customer: filterText(254),
  /** The order number, or a part of it. */
  orderNumber: filterText(40),
});
export type DeskOrderListQuery = z.output<typeof deskOrderListQuery>;

export const deskOrderSummarySchema = orderSummarySchema.extend({
  /** The buyer's name as the invoice address has it, and the company's title for a business order. */
  customerName: z.string(),
  companyName: z.string().nullable(),
});

export const deskOrderListSchema = z.object({
  items: z.array(deskOrderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type DeskOrderList = z.output<typeof deskOrderListSchema>;

/** A decimal amount typed with a point or a Turkish comma, at most two decimals: answered with a point ("1250.50"). */
export const amountText = requiredText(20)
  .transform((value) => value.replace(/\s/g, "").replace(",", "."))
  .refine((value) => /^\d{1,12}(\.\d{1,2})?$/.test(value) && Number(value) > 0, "validation.amount");

export const confirmTransferBody = z.object({
  amount: amountText,
  currency: z.enum(CURRENCIES, { error: "validation.required" }),
  receivedOn: z.iso.date({ error: "validation.date" }),
  bankReference: requiredText(80),
  note: optionalText(500),
});

export const shipOrderBody = z.object({ carrier: requiredText(80), trackingNumber: requiredText(80) });

export const cancelByStaffBody = z.object({
  reason: requiredText(500),
  /** Where an EFT order's received money goes back to (the API says when they are needed). */
  iban: optionalText(42),
  accountHolder: optionalText(140),
});

export const refundParams = orderNumberParams.extend({ refundId: z.uuid() });

/** The moves the order's status and payment allow now; the page offers only these (the API checks again). */
export const deskMovesSchema = z.object({
  confirmTransfer: z.boolean(),
  prepare: z.boolean(),
  ship: z.boolean(),
  deliver: z.boolean(),
  cancel: z.boolean(),
  /** A cancel must name the IBAN and holder the received transfers go back to. */
  cancelNeedsIban: z.boolean(),
});

export const deskTransferSchema = z.object({
  amount: z.string(),
  currency: z.string(),
  receivedOn: z.string(),
  bankReference: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const deskRefundSchema = z.object({
  id: z.string(),
  method: z.enum(REFUND_METHODS),
  provider: z.string(),
  amount: z.string(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  failureReason: z.string().nullable(),
  iban: z.string().nullable(),
  accountHolder: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type DeskRefund = z.output<typeof deskRefundSchema>;

/** An invoice of the order (its sale, and a return invoice per refund), or its proforma while unpaid (no number). */
export const deskDocumentSchema = z.object({
  kind: z.enum(["invoice", "proforma"]),
  type: z.enum(INVOICE_TYPES),
  number: z.string().nullable(),
  issuedAt: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES).nullable(),
});
export type DeskDocument = z.output<typeof deskDocumentSchema>;

/** A mail the store sent the customer about the order (what the outbox holds). */
export const deskMailSchema = z.object({ to: z.string(), subject: z.string(), createdAt: z.string() });

export const deskOrderSchema = z.object({
  order: orderSchema,
  customerName: z.string(),
  companyName: z.string().nullable(),
  trackingCarrier: z.string().nullable(),
  /** An EFT order's transfers against its total; null for other payment types. */
  standing: z.object({ received: z.string(), due: z.string(), over: z.string() }).nullable(),
  transfers: z.array(deskTransferSchema),
  refunds: z.array(deskRefundSchema),
  documents: z.array(deskDocumentSchema),
  mails: z.array(deskMailSchema),
  audit: z.array(auditEntrySchema),
  moves: deskMovesSchema,
});
export type DeskOrder = z.output<typeof deskOrderSchema>;

export const deskInvoiceParams = orderNumberParams.extend({ invoiceNumber: z.string().regex(INVOICE_NUMBER_PATTERN) });
