import * as z from "zod";
import { BOM_PROJECT_NAME_MAX, type BomRequestLineInput, type BomRequestPurpose } from "@contract/api/bom/request-schemas";
import { GUEST_REQUESTER_FIELDS } from "@contract/api/offers/request-schemas";
import type { BomResult } from "@contract/bom/priced";
import { flagField, optionalText } from "@contract/rules";
import { bomReadForm } from "./bom-forms";
import { needsPriceAndStock } from "./bom-form-values";

// Sending the priced BOM to the sales team (docs/decisions/059-bom-matching.md, "Requests from a BOM"): the purpose,
// the project's name, a note, a guest's contact, and hidden copies of the text, boards, spares and columns the result
// was read with, so that the action reads and matches the same BOM again instead of trusting posted lines.

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
