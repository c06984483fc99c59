import * as z from "zod";
import { optionalText, requiredText } from "../../rules";
import { auditEntrySchema } from "../back-office/schemas";
import { ORDER_STATUSES, PAYMENT_TYPES, REFUND_STATUSES } from "../orders/values";
import { returnDetailSchema, returnNumberParams, returnSummarySchema } from "./schemas";
import { RETURN_DISPOSITIONS, RETURN_REFUND_METHODS, RETURN_STATUSES } from "./values";

// The back office's returns desk (docs/decisions/039-returns-desk.md): every request with its customer and order, and
// the staff's actions on it. Money is decimal strings in whole cents.

const filterText = (max: number) => z.string().trim().max(max).optional();

export const returnDeskListQuery = z.object({
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(25),
  status: z.enum(RETURN_STATUSES).optional(),
  /** The customer's e-mail or name, or a part of it. */
  customer: filterText(254),
  /** An order number, or a part of it. */
  orderNumber: filterText(40),
  /** From and to (inclusive) request dates, "YYYY-MM-DD" on Istanbul's clock. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ReturnDeskListQuery = z.output<typeof returnDeskListQuery>;

const customerSchema = z.object({ name: z.string(), email: z.string() });

export const returnDeskSummarySchema = returnSummarySchema.extend({ customer: customerSchema, paymentType: z.enum(PAYMENT_TYPES) });
export type ReturnDeskSummary = z.output<typeof returnDeskSummarySchema>;

export const returnDeskListSchema = z.object({
  items: z.array(returnDeskSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});

export const returnDeskDetailSchema = returnDetailSchema.extend({
  customer: customerSchema,
  lines: z.array(
    returnDetailSchema.shape.lines.element.extend({
      ordered: z.number().int(),
      totalPrice: z.string(),
      disposition: z.enum(RETURN_DISPOSITIONS).nullable(),
      dispositionNote: z.string().nullable(),
    }),
  ),
  order: z.object({
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentType: z.enum(PAYMENT_TYPES),
    currency: z.string(),
    total: z.string(),
    createdAt: z.string(),
    history: z.array(z.object({ status: z.enum(ORDER_STATUSES), note: z.string().nullable(), createdAt: z.string() })),
  }),
  /** The refund's row at the provider or bank (a card's may have failed: sending it again is the refund action). */
  refundState: z
    .object({
      status: z.enum(REFUND_STATUSES),
      failureReason: z.string().nullable(),
      ibanEnding: z.string().nullable(),
      accountHolder: z.string().nullable(),
    })
    .nullable(),
  /** What the refund would give back now, for a received return: how, how much, in which currency. */
  refundQuote: z.object({ method: z.enum(RETURN_REFUND_METHODS), amount: z.string(), currency: z.string() }).nullable(),
  audit: z.array(auditEntrySchema),
});
export type ReturnDeskDetail = z.output<typeof returnDeskDetailSchema>;

const decisionText = requiredText(1000);

export const approveReturnBody = z.object({ note: decisionText });
export const rejectReturnBody = z.object({ reason: decisionText });
export const refundReturnBody = z.object({
  /** An EFT order's refund goes to this IBAN, in this holder's name; a card's or a net-term order's needs neither. */
  iban: optionalText(42),
  accountHolder: optionalText(140),
});
export const disposeLineBody = z.object({
  disposition: z.enum(RETURN_DISPOSITIONS, { error: "validation.required" }),
  /** Why the goods are written off (needed for a write-off). */
  reason: optionalText(1000),
});
export const returnLineParams = returnNumberParams.extend({
  lineNumber: z.coerce.number<number>().int().min(1).max(10_000),
});
