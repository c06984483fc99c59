import * as z from "zod";
import { optionalText } from "../../rules";
import { LINE_QUANTITY_MAX } from "../carts/values";
import { ORDER_NUMBER_PATTERN } from "../orders/schemas";
import { ORDER_STATUSES } from "../orders/values";
import {
  RETURN_MAX_LINES,
  RETURN_NUMBER_PATTERN,
  RETURN_PHOTO_TYPES,
  RETURN_REASON_CODE_PATTERN,
  RETURN_REFUND_METHODS,
  RETURN_STATUSES,
} from "./values";

// Return requests (docs/decisions/019-returns.md). The reasons are the database's; their names come in the caller's
// language. Quantities are counted against what each order line has left after the earlier requests.

/** The longest description a buyer writes about a return. */
const RETURN_DESCRIPTION_MAX = 2000;

const returnReasonSchema = z.object({
  code: z.string(),
  name: z.string(),
  requiresDescription: z.boolean(),
  requiresPhoto: z.boolean(),
});
export type ReturnReason = z.output<typeof returnReasonSchema>;
export const returnReasonListSchema = z.object({ items: z.array(returnReasonSchema) });

const quantity = z.coerce.number<number>().int().min(1, "validation.quantity").max(LINE_QUANTITY_MAX, "validation.quantityTooLarge");

/** One order line and how many of it go back. */
const returnLineInput = z.object({
  lineNumber: z.coerce.number<number>().int().min(1).max(10_000),
  quantity,
});

/**
 * A return request. Multipart (with the photo, or without), or JSON without a photo; in multipart each `lines` part
 * is one line as JSON (`{"lineNumber":1,"quantity":2}`), repeated for each line.
 */
export const createReturnBody = z.object({
  orderNumber: z.string().regex(ORDER_NUMBER_PATTERN).meta({ example: "DE20261124-000012" }),
  lines: z
    .array(returnLineInput)
    .min(1, "validation.returnLines")
    .max(RETURN_MAX_LINES)
    .refine((lines) => new Set(lines.map((line) => line.lineNumber)).size === lines.length, "validation.returnLinesTwice"),
  reasonCode: z
    .string({ error: "validation.required" })
    .regex(RETURN_REASON_CODE_PATTERN, "validation.required")
    .meta({ example: "defective" }),
  description: optionalText(RETURN_DESCRIPTION_MAX),
});

export const returnNumberParams = z.object({
  returnNumber: z.string().regex(RETURN_NUMBER_PATTERN).meta({ example: "IR20261124-000012" }),
});

const reasonRef = z.object({ code: z.string(), name: z.string() });

export const returnSummarySchema = z.object({
  returnNumber: z.string(),
  orderNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: reasonRef,
  /** How many items (the sum of the lines' quantities) go back. */
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type ReturnSummary = z.output<typeof returnSummarySchema>;

export const returnDetailSchema = returnSummarySchema.extend({
  description: z.string().nullable(),
  lines: z.array(
    z.object({
      lineNumber: z.number().int(),
      mpn: z.string(),
      manufacturerName: z.string(),
      description: z.string(),
      quantity: z.number().int(),
    }),
  ),
  /** The photo sent with the request, described (its bytes stay with the store's staff). */
  photo: z.object({ contentType: z.enum(RETURN_PHOTO_TYPES), size: z.number().int() }).nullable(),
  /** The staff's words with their approval or rejection, and when (docs/decisions/039-returns-desk.md). */
  decision: z.object({ note: z.string(), decidedAt: z.string() }).nullable(),
  receivedAt: z.string().nullable(),
  /** What was given back: to the card (in lira), to an IBAN, or on the current account. */
  refund: z.object({ method: z.enum(RETURN_REFUND_METHODS), amount: z.string(), currency: z.string(), refundedAt: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type ReturnDetail = z.output<typeof returnDetailSchema>;

export const returnListQuery = z.object({
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(50).default(10),
  status: z.enum(RETURN_STATUSES).optional(),
});

export const returnListSchema = z.object({
  items: z.array(returnSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});

/** Why nothing of an order can be returned now; null when something can. */
const RETURN_REFUSALS = ["notDelivered", "windowClosed", "nothingLeft"] as const;
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number];

/** What of an order may go back: each line with how many are left after earlier requests, and until when. */
export const returnableOrderSchema = z.object({
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  /** The end of the return window (14 days after delivery); null before delivery. */
  returnableUntil: z.string().nullable(),
  refusal: z.enum(RETURN_REFUSALS).nullable(),
  lines: z.array(
    z.object({
      lineNumber: z.number().int(),
      mpn: z.string(),
      manufacturerName: z.string(),
      description: z.string(),
      ordered: z.number().int(),
      /** Ordered minus what earlier requests (other than rejected ones) took. */
      left: z.number().int(),
    }),
  ),
});
export type ReturnableOrder = z.output<typeof returnableOrderSchema>;
