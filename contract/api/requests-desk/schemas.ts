import * as z from "zod";
import { requiredText } from "../../rules";
import { auditEntrySchema } from "../back-office/schemas";
import { bomRequestSchema } from "../bom/request-schemas";
import { heatSinkOfferSchema } from "../offers/heat-sink-schemas";
import { pcbOfferSchema } from "../offers/pcb-schemas";
import { PCB_OFFER_TYPES } from "../offers/pcb-values";
import { productRequestSchema } from "../offers/product-request-schemas";
import { requesterContactSchema } from "../offers/request-schemas";
import { REQUEST_CASE_STATUSES, REQUEST_KINDS } from "./values";

// The back office's requests inbox (issue 33 item 1, docs/decisions/041-request-cases.md): every customer request's
// case searched, one request with what the customer sent, its notes, replies and audit trail, and the staff's changes.

const filterText = (max: number) => z.string().trim().max(max).optional();
const page = z.coerce.number<number>().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number<number>().int().min(1).max(100).default(25);

/** Whose cases: the caller's own (`me`), nobody's (`none`), or a staff member's by id. */
export const assigneeFilter = z.union([z.enum(["me", "none"]), z.uuid()]);

export const requestListQuery = z.object({
  page,
  pageSize,
  kind: z.enum(REQUEST_KINDS).optional(),
  status: z.enum(REQUEST_CASE_STATUSES).optional(),
  assignee: assigneeFilter.optional(),
  /** A part of the request's number, the requester's name or e-mail, the company's or a BOM's project name, as typed (no wildcards). */
  q: filterText(254),
});
export type RequestListQuery = z.output<typeof requestListQuery>;

const staffRef = z.object({ id: z.string(), name: z.string() });

export const requestCaseSummarySchema = z.object({
  caseId: z.number().int(),
  kind: z.enum(REQUEST_KINDS),
  /** The request's id in its own table (a UUID for the contact forms). */
  requestRef: z.string(),
  /** The number the customer knows the request by ("PCB-000042"); the contact forms have none but their id's start. */
  number: z.string(),
  requester: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  /** One line saying what is asked: the part and quantity, the profile and length, the form's subject… */
  summary: z.string(),
  status: z.enum(REQUEST_CASE_STATUSES),
  assignee: staffRef.nullable(),
  createdAt: z.string(),
});
export type RequestCaseSummary = z.output<typeof requestCaseSummarySchema>;

export const requestListSchema = z.object({
  items: z.array(requestCaseSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type RequestList = z.output<typeof requestListSchema>;

export const requestCaseParams = z.object({
  caseId: z.coerce.number<number>().int().min(1).max(2_147_483_647).meta({ example: 1 }),
});

/** What the customer sent, by kind: each request table's own fields as stored. */
export const requestContentSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("pcb"),
    type: z.enum(PCB_OFFER_TYPES),
    boards: pcbOfferSchema.shape.boards,
    stencil: pcbOfferSchema.shape.stencil,
    deliveryTypeList: pcbOfferSchema.shape.deliveryTypeList,
    estimate: pcbOfferSchema.shape.estimate,
    /** The Gerber archive's name and size; the archive itself is its own download, for staff only. */
    gerber: pcbOfferSchema.shape.gerber,
  }),
  heatSinkOfferSchema.pick({ profile: true, lengthMm: true, quantity: true, machiningNotes: true, anodizingNotes: true }).extend({
    kind: z.literal("heat-sink"),
  }),
  productRequestSchema
    .pick({ variantId: true, sku: true, quantity: true, targetPrice: true, targetCurrency: true, neededBy: true, note: true })
    .extend({ kind: z.literal("product") }),
  z.object({
    kind: z.literal("contact"),
    /** `general` (the contact form), a service form's topic, or `product-error` (a product page's wrong-data report). */
    topic: z.string(),
    subject: z.string(),
    message: z.string(),
    /** The form's own fields in words, in the staff member's language. */
    details: z.array(z.string()),
  }),
  bomRequestSchema
    .pick({ purpose: true, projectName: true, boards: true, sparePercent: true, lines: true, note: true })
    .extend({ kind: z.literal("bom") }),
]);
export type RequestContent = z.output<typeof requestContentSchema>;

export const requestMessageSchema = z.object({
  id: z.number().int(),
  /** An internal note (the staff's only) or a reply mailed to the requester. */
  internal: z.boolean(),
  body: z.string(),
  staffName: z.string(),
  createdAt: z.string(),
});
export type RequestMessage = z.output<typeof requestMessageSchema>;

export const requestCaseSchema = requestCaseSummarySchema.extend({
  contact: requesterContactSchema,
  /** The language the requester wrote in: replies are mailed in it. */
  locale: z.enum(["tr", "en"]),
  /** Whether the requester was signed in (a guest's request has no account behind it). */
  userId: z.string().nullable(),
  isCommercialCommunicationApproved: z.boolean().nullable(),
  content: requestContentSchema,
  /** Notes and replies, oldest first. */
  messages: z.array(requestMessageSchema),
  /** Who a case may be assigned to: the staff holding requests.manage. */
  assignable: z.array(staffRef),
  audit: z.array(auditEntrySchema),
});
export type RequestCase = z.output<typeof requestCaseSchema>;

/** The staff member to assign, or empty for nobody. */
export const assignRequestBody = z.object({
  staffId: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.uuid({ error: "validation.required" }).nullable(),
  ),
});

export const requestStatusBody = z.object({ status: z.enum(REQUEST_CASE_STATUSES, { error: "validation.required" }) });

export const requestMessageBody = z.object({ body: requiredText(5000) });
