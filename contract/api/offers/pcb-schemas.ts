import * as z from "zod";
import { flagField, optionalText, parseDecimalField } from "../../rules";
import { MM_PER_INCH, PCB_MAX_SIDE_MM, PCB_OFFER_TYPES, PCB_OPTIONS, quotesBoards, STENCIL_MAX_QUANTITY } from "./pcb-values";
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

// The PCB and stencil quote request as the API takes and answers it (docs/decisions/021-pcb-offers.md). The select
// values stay the strings the form holds (spec §3); the board's sides arrive as typed ("12,5") and leave as numbers.

const option = <F extends keyof typeof PCB_OPTIONS>(field: F) => z.enum(PCB_OPTIONS[field]);
/** A select that may be left at "not chosen": the empty value is null. */
const optionalOption = <F extends keyof typeof PCB_OPTIONS>(field: F) =>
  z
    .preprocess((value) => (value === "" || value === null ? undefined : value), option(field).optional())
    .transform((value) => value ?? null);

/** A board side as typed, with a comma or a point; the numeric-field rule turns a lone 0 into 0,1 (spec §5). */
const sideText = z
  .preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      .union([z.number(), z.string().max(20)])
      .optional()
      .transform((value, context) => {
        if (value === undefined) return null;
        const number = typeof value === "number" ? value : parseDecimalField(value);
        if (number === null || !Number.isFinite(number) || number <= 0) {
          context.addIssue({ code: "custom", message: "validation.dimension" });
          return z.NEVER;
        }
        return number;
      }),
  )
  .meta({ example: "100" });

/** A list a form sends as repeated fields (one value arrives as a string, none as nothing). */
const deliveryTypeList = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(option("deliveryType")).max(PCB_OPTIONS.deliveryType.length),
);

/** The specification: what to quote, the boards and the stencil; the parts the offer type does not quote are ignored. */
const specificationFields = {
  offerType: z.enum(PCB_OFFER_TYPES),
  dimensionWidth: sideText,
  dimensionHeigth: sideText,
  dimensionMeasurementType: option("dimensionMeasurementType"),
  pcbQuantity: option("pcbQuantity"),
  baseMaterial: option("baseMaterial"),
  layer: option("layer"),
  pcbThickness: option("pcbThickness"),
  outerCopperWeight: option("outerCopperWeight"),
  pcbColor: option("pcbColor"),
  silkscreen: option("silkscreen"),
  surfaceFinish: option("surfaceFinish"),
  pcbRemark: optionalText(2000),
  stencilType: option("stencilType"),
  size: option("size"),
  stencilSide: option("stencilSide"),
  stencilQuantity: z.coerce
    .number<number>({ error: "validation.quantity" })
    .int("validation.quantity")
    .min(1, "validation.quantity")
    .max(STENCIL_MAX_QUANTITY, "validation.quantityTooLarge"),
  stencilThickness: optionalOption("stencilThickness"),
  existingFiducials: optionalOption("existingFiducials"),
  stencilRemark: optionalText(2000),
  deliveryTypeList,
};

/**
 * Boards need both sides, each at most PCB_MAX_SIDE_MM once in millimetres. Checked even when another field failed
 * (`when`), so that a form shows every mistake at once: the values may then be of any shape.
 */
function checkBoardSides(value: Record<string, unknown>, context: z.RefinementCtx) {
  if (typeof value.offerType !== "string" || !quotesBoards(value.offerType as (typeof PCB_OFFER_TYPES)[number])) return;
  const factor = value.dimensionMeasurementType === "2" ? MM_PER_INCH : 1;
  for (const field of ["dimensionWidth", "dimensionHeigth"] as const) {
    const side = value[field];
    if (side === null || side === undefined) context.addIssue({ code: "custom", path: [field], message: "validation.required" });
    else if (typeof side === "number" && side * factor > PCB_MAX_SIDE_MM)
      context.addIssue({ code: "custom", path: [field], message: "validation.dimensionTooLarge" });
  }
}
const always = { when: () => true };

/** A form of `shape` whose board sides are checked as the offer type needs them. */
export const withBoardSides = <S extends z.ZodRawShape>(shape: S) => z.object(shape).superRefine(checkBoardSides, always);

/** What an indicative price needs: the specification alone. */
export const PCB_SPECIFICATION_FIELDS = specificationFields;
export const pcbEstimateBody = withBoardSides(specificationFields);
export type PcbEstimateInput = z.output<typeof pcbEstimateBody>;

/** A signed-in user's request: the specification and the consent to commercial messages; the contact is the account's. */
export const PCB_USER_FIELDS = { ...specificationFields, isCommercialCommunicationApproved: flagField.default(false) };
/** A guest's request also says who asks, and accepts the membership terms. */
export const PCB_GUEST_FIELDS = {
  ...PCB_USER_FIELDS,
  ...GUEST_REQUESTER_FIELDS,
};
export const userPcbOfferBody = withBoardSides(PCB_USER_FIELDS);
export const guestPcbOfferBody = withBoardSides(PCB_GUEST_FIELDS);
export type UserPcbOfferInput = z.output<typeof userPcbOfferBody>;
export type GuestPcbOfferInput = z.output<typeof guestPcbOfferBody>;

const money = z.object({ amount: z.string(), currency: z.string() });
/** An indicative price from the store's price table: never an offer; the sales team answers with the price. */
export const pcbEstimateSchema = z.object({
  boards: money.nullable(),
  stencil: money.nullable(),
  total: money,
  /** The board area the price was worked out for, in cm² (one board). */
  boardAreaCm2: z.number().nullable(),
});
export type PcbEstimate = z.output<typeof pcbEstimateSchema>;

const boardsSchema = z.object({
  dimensionWidth: z.number(),
  dimensionHeigth: z.number(),
  dimensionMeasurementType: option("dimensionMeasurementType"),
  pcbQuantity: option("pcbQuantity"),
  baseMaterial: option("baseMaterial"),
  layer: option("layer"),
  pcbThickness: option("pcbThickness"),
  outerCopperWeight: option("outerCopperWeight"),
  pcbColor: option("pcbColor"),
  silkscreen: option("silkscreen"),
  surfaceFinish: option("surfaceFinish"),
  pcbRemark: z.string().nullable(),
});
export type PcbBoards = z.output<typeof boardsSchema>;
const stencilSchema = z.object({
  stencilType: option("stencilType"),
  size: option("size"),
  stencilSide: option("stencilSide"),
  stencilQuantity: z.number().int(),
  stencilThickness: option("stencilThickness").nullable(),
  existingFiducials: option("existingFiducials").nullable(),
  stencilRemark: z.string().nullable(),
});
export type PcbStencil = z.output<typeof stencilSchema>;

/** The request table's own status column, no longer answered: the case's status replaces it (docs/decisions/041-request-cases.md). */
export const PCB_OFFER_STATUSES = ["received", "quoted", "closed"] as const;

const summaryFields = {
  id: z.number().int(),
  type: z.enum(PCB_OFFER_TYPES),
  /** The requester's id: with the id and type, the detail page's address. */
  userId: z.uuid(),
  status: requestStatusSchema,
  createdAt: z.string(),
  estimate: pcbEstimateSchema,
};
export const pcbOfferSummarySchema = z.object({
  ...summaryFields,
  boards: boardsSchema
    .pick({ dimensionWidth: true, dimensionHeigth: true, dimensionMeasurementType: true, pcbQuantity: true, layer: true })
    .nullable(),
  stencilQuantity: z.number().int().nullable(),
  /** Who asked, for a company administrator who sees colleagues' requests. */
  requester: z.string(),
});
export const pcbOfferSchema = z.object({
  ...summaryFields,
  boards: boardsSchema.nullable(),
  stencil: stencilSchema.nullable(),
  deliveryTypeList: z.array(option("deliveryType")),
  contact: requesterContactSchema,
  isCommercialCommunicationApproved: z.boolean(),
  gerber: z.object({ fileName: z.string(), size: z.number().int() }).nullable(),
  replies: z.array(requestReplySchema),
});
export type PcbOffer = z.output<typeof pcbOfferSchema>;

export const pcbOfferCreatedSchema = z.object({ id: z.number().int(), type: z.enum(PCB_OFFER_TYPES), estimate: pcbEstimateSchema });

export const pcbOfferListQuery = requestPageQuery;
export const pcbOfferListSchema = requestPageOf(pcbOfferSummarySchema);

/** A detail's address: `/{id}/{type}/{userId}`; each must match the request, and the caller must be its owner or their company's administrator. */
export const pcbOfferParams = requestIdParams;
export const pcbOfferDetailQuery = z.object({
  type: z.enum(PCB_OFFER_TYPES),
  userId: requesterIdField,
});
