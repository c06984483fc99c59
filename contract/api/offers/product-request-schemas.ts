import * as z from "zod";
import { CURRENCIES, DEFAULT_CURRENCY } from "../../limits";
import { ERROR_REPORT_FIELDS, type ErrorReportField } from "./product-request-values";
import { detailText, emailText, flagField, optionalText, parseDecimalField } from "../../rules";
import {
  GUEST_REQUESTER_FIELDS,
  requesterContactSchema,
  requesterIdField,
  requestIdParams,
  requestPageOf,
  requestPageQuery,
  requestReplySchema,
  requestStatusSchema,
} from "./request-schemas";

// Price and stock requests for a part whose price or stock is hidden or that is out of stock, and the "report wrong
// data" form of every product page (docs/decisions/026-product-requests.md).

/** The largest quantity a request may name, as a cart line's. */
export const PRODUCT_REQUEST_MAX_QUANTITY = 10_000_000;
/** What a wrong-data report is about. */
export { ERROR_REPORT_FIELDS, type ErrorReportField };

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const variantId = z.coerce
  .number<number>({ error: "validation.required" })
  .int("validation.required")
  .min(1, "validation.required")
  .max(2_147_483_647, "validation.required")
  .meta({ example: 1 });

/** A whole quantity as typed: any, under the part's minimum order quantity too (a sample is a reason to ask). */
const quantity = z.coerce
  .number<number>({ error: "validation.quantity" })
  .int("validation.quantity")
  .min(1, "validation.quantity")
  .max(PRODUCT_REQUEST_MAX_QUANTITY, "validation.quantityTooLarge")
  .meta({ example: 100 });

/** A unit price aimed at, typed with a comma or a point; null when left out. */
const targetPrice = z.preprocess(blankToUndefined, z.union([z.number(), z.string().max(20)]).optional()).transform((value, context) => {
  if (value === undefined) return null;
  const number = typeof value === "number" ? value : parseDecimalField(value);
  if (number === null || !Number.isFinite(number) || number <= 0 || number >= 1e10) {
    context.addIssue({ code: "custom", message: "validation.amount" });
    return z.NEVER;
  }
  return number.toFixed(4);
});

/** `YYYY-MM-DD`, not before today (in Türkiye, where the sales team reads it); null when left out. */
const neededBy = z.preprocess(blankToUndefined, z.string().max(10).optional()).transform((value, context) => {
  if (value === undefined) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    context.addIssue({ code: "custom", message: "validation.date" });
    return z.NEVER;
  }
  if (value < todayInIstanbul()) {
    context.addIssue({ code: "custom", message: "validation.datePast" });
    return z.NEVER;
  }
  return value;
});

/** Today's date in Istanbul (UTC+3, no daylight saving). */
export function todayInIstanbul(now = new Date()): string {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const requestFields = {
  variantId,
  quantity,
  targetPrice,
  targetCurrency: z.enum(CURRENCIES, { error: "validation.required" }).default(DEFAULT_CURRENCY),
  neededBy,
  note: optionalText(2000),
  isCommercialCommunicationApproved: flagField.default(false),
};
export const userProductRequestBody = z.object(requestFields);
export const guestProductRequestBody = z.object({ ...requestFields, ...GUEST_REQUESTER_FIELDS });
export type UserProductRequestInput = z.output<typeof userProductRequestBody>;
export type GuestProductRequestInput = z.output<typeof guestProductRequestBody>;

export const productRequestCreatedSchema = z.object({ id: z.number().int(), userId: z.uuid().nullable() });

const summaryFields = {
  id: z.number().int(),
  /** The requester's id: with the id, the detail page's address. */
  userId: z.uuid(),
  status: requestStatusSchema,
  createdAt: z.string(),
  variantId: z.number().int(),
  sku: z.string(),
  quantity: z.number().int(),
  targetPrice: z.string().nullable(),
  targetCurrency: z.string().nullable(),
  neededBy: z.string().nullable(),
};
export const productRequestSummarySchema = z.object({
  ...summaryFields,
  /** Who asked, for a company administrator who sees colleagues' requests. */
  requester: z.string(),
});
export const productRequestSchema = z.object({
  ...summaryFields,
  note: z.string().nullable(),
  contact: requesterContactSchema,
  isCommercialCommunicationApproved: z.boolean(),
  replies: z.array(requestReplySchema),
});
export type ProductRequest = z.output<typeof productRequestSchema>;
export type ProductRequestSummary = z.output<typeof productRequestSummarySchema>;

export const productRequestSearchBody = requestPageQuery;
export const productRequestListSchema = requestPageOf(productRequestSummarySchema);

export const productRequestParams = requestIdParams;
export const productRequestDetailQuery = z.object({ userId: requesterIdField });

const reportFields = {
  variantId,
  field: z.enum(ERROR_REPORT_FIELDS, { error: "validation.required" }),
  message: detailText(10, 2000),
};
export const userErrorReportBody = z.object(reportFields);
export const guestErrorReportBody = z.object({ ...reportFields, email: emailText });
export type ErrorReportInput = z.output<typeof userErrorReportBody> & { email?: string };

export const errorReportCreatedSchema = z.object({ id: z.uuid() });

/** The number a request is known by in mails and pages. */
export const productRequestNumber = (id: number) => `FST-${String(id).padStart(6, "0")}`;
