import * as z from "zod";
import { flagField, optionalText, parseDecimalField } from "../../rules";
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

// Aluminium heat-sink quote requests and the catalog's profiles they are cut from (docs/decisions/025-heat-sink-offers.md).

/** The longest bar the store has cut from a profile. */
export const HEAT_SINK_MAX_LENGTH_MM = 3000;
export const HEAT_SINK_MAX_QUANTITY = 100_000;

/** A request's number as the requester and the sales team quote it. */
export const heatSinkRequestNumber = (id: number) => `HS-${String(id).padStart(6, "0")}`;

/** The profiles' search: every profile of the catalog, or those reaching a thermal resistance at some length. */
export const heatSinkProfileSearchBody = z.object({
  /** Only the lengths whose thermal resistance is at most this (K/W); a profile without one is left out. */
  maxThermalResistance: z.number().positive().max(1000).optional(),
});

export const heatSinkProfileSchema = z.object({
  /** The profile's code, the part numbers' first segment ("SK89" of "SK89-75-SA"). */
  profile: z.string(),
  manufacturer: z.object({ name: z.string(), slug: z.string() }),
  widthMm: z.number(),
  heightMm: z.number(),
  /** The lengths the catalog has, shortest first, each with the lowest thermal resistance listed at it (K/W). */
  lengths: z.array(z.object({ lengthMm: z.number(), thermalResistance: z.number() })),
  /** The profile's parts: the product list `name` (the category's slug in the caller's language) searched for `search`. */
  productList: z.object({ name: z.string(), search: z.string() }),
});
export type HeatSinkProfile = z.output<typeof heatSinkProfileSchema>;
export const heatSinkProfileListSchema = z.object({ items: z.array(heatSinkProfileSchema), totalCount: z.number().int() });

/** A length as typed, with a comma or a point; the numeric-field rule turns a lone 0 into 0,1 (spec §5). */
const lengthText = z
  .union([z.number(), z.string().max(20)], { error: "validation.required" })
  .transform((value, context) => {
    if (value === "") {
      context.addIssue({ code: "custom", message: "validation.required" });
      return z.NEVER;
    }
    const number = typeof value === "number" ? value : parseDecimalField(value);
    // Stored with two decimals: a saw cuts to a tenth of a millimetre at best.
    const rounded = number === null || !Number.isFinite(number) ? 0 : Math.round(number * 100) / 100;
    if (rounded <= 0) {
      context.addIssue({ code: "custom", message: "validation.dimension" });
      return z.NEVER;
    }
    if (rounded > HEAT_SINK_MAX_LENGTH_MM) {
      context.addIssue({ code: "custom", message: "validation.heatSinkLength" });
      return z.NEVER;
    }
    return rounded;
  })
  .meta({ example: "150" });

const specificationFields = {
  profile: z
    .string({ error: "validation.heatSinkProfile" })
    .trim()
    .min(1, "validation.heatSinkProfile")
    .max(40, "validation.heatSinkProfile")
    .meta({ example: "SK89" }),
  lengthMm: lengthText,
  quantity: z.coerce
    .number<number>({ error: "validation.quantity" })
    .int("validation.quantity")
    .min(1, "validation.quantity")
    .max(HEAT_SINK_MAX_QUANTITY, "validation.quantityTooLarge")
    .meta({ example: 10 }),
  machiningNotes: optionalText(2000),
  anodizingNotes: optionalText(2000),
};

/** A signed-in user's request: the bar, its working and the consent to commercial messages; the contact is the account's. */
export const HEAT_SINK_USER_FIELDS = { ...specificationFields, isCommercialCommunicationApproved: flagField.default(false) };
/** A guest's request also says who asks, and accepts the membership terms. */
export const HEAT_SINK_GUEST_FIELDS = {
  ...HEAT_SINK_USER_FIELDS,
  ...GUEST_REQUESTER_FIELDS,
};
export const userHeatSinkOfferBody = z.object(HEAT_SINK_USER_FIELDS);
export const guestHeatSinkOfferBody = z.object(HEAT_SINK_GUEST_FIELDS);
export type UserHeatSinkOfferInput = z.output<typeof userHeatSinkOfferBody>;
export type GuestHeatSinkOfferInput = z.output<typeof guestHeatSinkOfferBody>;

export const heatSinkOfferCreatedSchema = z.object({ id: z.number().int(), userId: z.uuid().nullable() });

const summaryFields = {
  id: z.number().int(),
  /** The requester's id: with the id, the detail page's address. */
  userId: z.uuid(),
  status: requestStatusSchema,
  createdAt: z.string(),
  profile: z.string(),
  lengthMm: z.number(),
  quantity: z.number().int(),
};
export const heatSinkOfferSummarySchema = z.object({
  ...summaryFields,
  /** Who asked, for a company administrator who sees colleagues' requests. */
  requester: z.string(),
});
export type HeatSinkOfferSummary = z.output<typeof heatSinkOfferSummarySchema>;
export const heatSinkOfferSchema = z.object({
  ...summaryFields,
  machiningNotes: z.string().nullable(),
  anodizingNotes: z.string().nullable(),
  contact: requesterContactSchema,
  isCommercialCommunicationApproved: z.boolean(),
  replies: z.array(requestReplySchema),
});
export type HeatSinkOffer = z.output<typeof heatSinkOfferSchema>;

export const heatSinkOfferListQuery = requestPageQuery;
export const heatSinkOfferListSchema = requestPageOf(heatSinkOfferSummarySchema);

/** A detail's address: `/{id}/{userId}`; both must match the request, and the caller must be its owner or their company's administrator. */
export const heatSinkOfferParams = requestIdParams;
export const heatSinkOfferDetailQuery = z.object({ userId: requesterIdField });
