import * as z from "zod";
import { CURRENCIES } from "../../limits";
import { optionalText, requiredText } from "../../rules";
import { auditEntrySchema } from "../back-office/schemas";
import {
  OFFER_DECLINE_REASON_MAX,
  OFFER_DESCRIPTION_MAX,
  OFFER_LEAD_TIME_DAYS_MAX,
  OFFER_LINE_KINDS,
  OFFER_SPECIFICATION_MAX,
  OFFER_STATUSES,
  OFFER_TERMS_MAX,
  OFFERABLE_REQUEST_KINDS,
} from "./offer-values";

// Offers written from a request's case and answered by the customer (issue 33 item 2, docs/decisions/046-offers.md).

const id = z.coerce.number<number>().int().min(1).max(2_147_483_647);

export const offerCaseParams = z.object({ caseId: id });
export const offerParams = z.object({ offerId: id });
export const offerLineParams = z.object({ offerId: id, lineId: id });

/** A request's offers as its customer page asks for them: the request's kind and its id. */
export const requestOffersParams = z.object({ kind: z.enum(OFFERABLE_REQUEST_KINDS), requestId: id });

/** An offer's head as sales sets it: currency, the last day it may be accepted, the terms. */
export const offerBody = z.object({
  currency: z.enum(CURRENCIES, { error: "validation.required" }),
  validUntil: z.iso.date({ error: "validation.date" }),
  terms: optionalText(OFFER_TERMS_MAX).transform((value) => value ?? ""),
});
export type OfferBody = z.output<typeof offerBody>;

const wholeNumber = (max: number) =>
  z.coerce
    .number<number>({ error: "validation.wholeNumber" })
    .int("validation.wholeNumber")
    .min(0, "validation.wholeNumber")
    .max(max, "validation.wholeNumber");

/**
 * One line added to a draft: a catalog part by its SKU (`part`), or a made-to-order item by its description and
 * specification; the quantity, the unit price in the offer's currency (a point or a Turkish comma) and the lead time.
 */
export const offerLineBody = z
  .object({
    kind: z.enum(OFFER_LINE_KINDS, { error: "validation.required" }),
    part: optionalText(80),
    description: optionalText(OFFER_DESCRIPTION_MAX),
    specification: optionalText(OFFER_SPECIFICATION_MAX).transform((value) => value ?? ""),
    quantity: z.coerce
      .number<number>({ error: "validation.quantity" })
      .int("validation.quantity")
      .min(1, "validation.quantity")
      .max(10_000_000, "validation.quantityTooLarge"),
    unitPrice: requiredText(20)
      .transform((value) => value.replace(/\s/g, "").replace(",", "."))
      .refine((value) => /^\d{1,10}(\.\d{1,6})?$/.test(value) && Number(value) > 0, "validation.unitPrice"),
    leadTimeDays: wholeNumber(OFFER_LEAD_TIME_DAYS_MAX),
  })
  .refine((line) => line.kind !== "catalog-part" || line.part !== null, { message: "validation.required", path: ["part"] })
  .refine((line) => line.kind === "catalog-part" || line.description !== null, { message: "validation.required", path: ["description"] });
export type OfferLineBody = z.output<typeof offerLineBody>;

export const declineOfferBody = z.object({ reason: requiredText(OFFER_DECLINE_REASON_MAX) });

const money = z.string().meta({ description: "A decimal string in the offer's currency", example: "1250.00" });

export const offerLineSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  kind: z.enum(OFFER_LINE_KINDS),
  variantId: z.number().int().nullable(),
  sku: z.string().nullable(),
  description: z.string(),
  specification: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  amount: money,
  leadTimeDays: z.number().int(),
});
export type OfferLine = z.output<typeof offerLineSchema>;

export const offerSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  caseId: z.number().int(),
  currency: z.enum(CURRENCIES),
  validUntil: z.string(),
  terms: z.string(),
  locale: z.string(),
  /** `expired` once the validity date is past for an offer not answered, whatever is stored. */
  status: z.enum(OFFER_STATUSES),
  declineReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  cartId: z.number().int().nullable(),
  lines: z.array(offerLineSchema),
  /** The lines' amounts summed, before VAT. */
  total: money,
});
export type Offer = z.output<typeof offerSchema>;

export const offerListSchema = z.object({ items: z.array(offerSchema) });
export type OfferList = z.output<typeof offerListSchema>;

/** A case's offers as the back office's editor shows them, with the audit trail of each. */
export const deskOfferSchema = offerSchema.extend({ audit: z.array(auditEntrySchema) });
export const deskOfferListSchema = z.object({ items: z.array(deskOfferSchema) });
export type DeskOffer = z.output<typeof deskOfferSchema>;

/** A guest's offer link's token (docs/decisions/046-offers.md): the offer's id, an expiry and a signature. */
export const offerLinkParams = z.object({
  token: z.string().max(160).meta({ example: "12.1798761600.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }),
});

/**
 * An offer as its signed link shows it to whoever holds the link, read-only: the offer without what is the store's or
 * the answerer's (its case, the cart it went into, a decline's reason), and which request it answers — its kind,
 * number and (a PCB request's) offer type, the parts of its dashboard address — never who sent it.
 */
export const linkedOfferSchema = z.object({
  offer: offerSchema.omit({ caseId: true, cartId: true, declineReason: true }),
  request: z.object({
    kind: z.enum(OFFERABLE_REQUEST_KINDS),
    id: z.number().int(),
    number: z.string(),
    pcbType: z.string().nullable(),
  }),
});
export type LinkedOffer = z.output<typeof linkedOfferSchema>;

/** What accepting answers: the cart the lines went into. */
export const acceptedOfferSchema = z.object({ offer: offerSchema, cartId: z.number().int() });
