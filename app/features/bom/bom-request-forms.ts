import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod";
import { BOM_PROJECT_NAME_MAX, type BomRequestLineInput, type BomRequestPurpose } from "@contract/api/bom/request-schemas";
import { GUEST_REQUESTER_FIELDS } from "@contract/api/offers/request-schemas";
import type { BomResult, BomResultLine } from "@contract/bom/priced";
import { flagField, optionalText } from "@contract/rules";
import { bomReadForm } from "./bom-forms";

// Sending the priced BOM to the sales team (docs/decisions/059-bom-matching.md, "Requests from a BOM"): the purpose,
// the project's name, a note, a guest's contact, and hidden copies of the text, boards, spares and columns the result
// was read with, so that the action reads and matches the same BOM again instead of trusting posted lines.

/** The cart's and the spec's action types are the page's other intents (bom-forms.ts); this one sends a request. */
export const BOM_REQUEST_INTENT = "request";

const requestFields = bomReadForm.omit({ file: true }).extend({
  purpose: z.enum(["price-stock", "project"], { error: "validation.required" }),
  projectName: optionalText(BOM_PROJECT_NAME_MAX),
  note: optionalText(2000),
  isCommercialCommunicationApproved: flagField.default(false),
});

const projectNamed = <T extends { purpose: BomRequestPurpose; projectName: string | null }>(value: T, context: z.RefinementCtx) => {
  if (value.purpose === "project" && !value.projectName)
    context.addIssue({ code: "custom", path: ["projectName"], message: "validation.required" });
};

export const userBomRequestForm = requestFields.superRefine(projectNamed);
export const guestBomRequestForm = requestFields.extend(GUEST_REQUESTER_FIELDS).superRefine(projectNamed);
export const bomRequestFormFor = (guest: boolean) => (guest ? guestBomRequestForm : userBomRequestForm);

/**
 * A line the online shop cannot sell in the quantity needed: not found, out of stock, or its price not shown (a line
 * whose part another line buys is sold with that one).
 */
export const needsPriceAndStock = (line: BomResultLine) => line.buy === null && line.boughtWith === null;

/**
 * The lines a request sends: for price and stock those the shop cannot sell, for a project every line; each with what
 * the file said, the packaging it would be bought in (else the part's listed one, out of stock) and the quantity needed.
 */
export function requestLinesOf(result: BomResult, purpose: BomRequestPurpose): BomRequestLineInput[] {
  const lines = purpose === "project" ? result.lines : result.lines.filter(needsPriceAndStock);
  return lines.map(({ line, buy, part, need }) => ({
    row: line.row,
    references: line.references,
    mpn: line.mpn,
    value: line.value,
    package: line.package,
    manufacturer: line.manufacturer,
    customerPartNumber: line.customerPartNumber,
    variantId: buy?.variantId ?? part?.variantId ?? null,
    quantity: need,
  }));
}

/** The request forms' answer on the page: which of the two forms (by purpose) and conform's reply. */
export interface BomRequestAnswer {
  purpose: BomRequestPurpose;
  reply: SubmissionResult<string[]>;
}

/** The request forms' answer in the page's action data, when the last post was a request (the union types it loosely). */
export function requestAnswerOf(actionData: unknown): BomRequestAnswer | undefined {
  return actionData && typeof actionData === "object" && "request" in actionData ? (actionData.request as BomRequestAnswer) : undefined;
}
