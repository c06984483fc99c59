import * as z from "zod";
import { MAX_PRICE_QUANTITY } from "../../limits";
import { flagField, optionalText } from "../../rules";
import {
  GUEST_REQUESTER_FIELDS,
  requesterContactSchema,
  requesterIdField,
  requestIdParams,
  requestPageOf,
  requestPageQuery,
  requestReplySchema,
  requestStatusSchema,
} from "../offers/request-schemas";
import { bomLineSchema } from "./schemas";
import { boards, sparePercent } from "./shared";
import { BOM_MAX_LINES } from "./values";
import { BOM_PROJECT_NAME_MAX } from "./values";

// A BOM sent to the sales team (issue 36, docs/decisions/059-bom-matching.md "Requests from a BOM"): the lines the
// store cannot sell online as a price and stock request, or a business's whole BOM for project prices. One request
// kind (`bom`) in the inbox for both, answered with offers.

/** `price-stock`: the lines out of stock or not found; `project`: a business asks project prices for the whole BOM. */
export const BOM_REQUEST_PURPOSES = ["price-stock", "project"] as const;
export type BomRequestPurpose = (typeof BOM_REQUEST_PURPOSES)[number];

export { BOM_PROJECT_NAME_MAX };

/** One line asked about: what the file said, the catalog part it matched if any, and how many are needed. */
export const bomRequestLineSchema = bomLineSchema
  .pick({ row: true, references: true, mpn: true, value: true, package: true, manufacturer: true, customerPartNumber: true })
  .extend({
    /** The packaging the line matched, when it matched one. */
    variantId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
    /** Boards × per board plus spares, as the BOM page worked it out. */
    quantity: z
      .number({ error: "validation.quantity" })
      .int("validation.quantity")
      .min(1, "validation.quantity")
      .max(MAX_PRICE_QUANTITY, "validation.quantityTooLarge"),
  });
export type BomRequestLineInput = z.output<typeof bomRequestLineSchema>;

/** A stored line: the matched packaging's SKU as the catalog had it when the request was made. */
export const storedBomRequestLineSchema = bomRequestLineSchema.extend({ sku: z.string().nullable() });
export type BomRequestLine = z.output<typeof storedBomRequestLineSchema>;

const requestFields = {
  purpose: z.enum(BOM_REQUEST_PURPOSES, { error: "validation.required" }),
  /** The project's name: required with `project`, ignored otherwise. */
  projectName: optionalText(BOM_PROJECT_NAME_MAX),
  boards,
  sparePercent,
  lines: z.array(bomRequestLineSchema).min(1, "validation.bomLines").max(BOM_MAX_LINES, "validation.bomTooManyLines"),
  note: optionalText(2000),
  isCommercialCommunicationApproved: flagField.default(false),
};

/**
 * A signed-in caller's request names no contact (the account's is used); a guest's must, by the rules of
 * GUEST_REQUESTER_FIELDS, which the API applies when no user is signed in.
 */
export const bomRequestBody = z
  .object({ ...requestFields, ...z.object(GUEST_REQUESTER_FIELDS).partial().shape })
  .superRefine((body, context) => {
    if (body.purpose === "project" && !body.projectName)
      context.addIssue({ code: "custom", path: ["projectName"], message: "validation.required" });
  });
export type BomRequestInput = z.output<typeof bomRequestBody>;
export const guestBomRequester = z.object(GUEST_REQUESTER_FIELDS);

export const bomRequestCreatedSchema = z.object({ id: z.number().int(), number: z.string(), userId: z.uuid().nullable() });

const summaryFields = {
  id: z.number().int(),
  /** The requester's id: with the id, the detail page's address. */
  userId: z.uuid(),
  status: requestStatusSchema,
  createdAt: z.string(),
  purpose: z.enum(BOM_REQUEST_PURPOSES),
  projectName: z.string().nullable(),
  boards: z.number().int(),
  sparePercent: z.number(),
  lineCount: z.number().int(),
};
export const bomRequestSummarySchema = z.object({ ...summaryFields, requester: z.string() });
export type BomRequestSummary = z.output<typeof bomRequestSummarySchema>;

export const bomRequestSchema = z.object({
  ...summaryFields,
  lines: z.array(storedBomRequestLineSchema),
  note: z.string().nullable(),
  contact: requesterContactSchema,
  isCommercialCommunicationApproved: z.boolean(),
  replies: z.array(requestReplySchema),
});
export type BomRequest = z.output<typeof bomRequestSchema>;

export const bomRequestSearchBody = requestPageQuery;
export const bomRequestListSchema = requestPageOf(bomRequestSummarySchema);
export const bomRequestParams = requestIdParams;
export const bomRequestDetailQuery = z.object({ userId: requesterIdField });

/** The number a BOM request is known by in mails, pages and the inbox. */
export const bomRequestNumber = (id: number) => `BOM-${String(id).padStart(6, "0")}`;
