import * as z from "zod";
import { optionalText } from "../../rules";

// The tax office of a company or of a corporate invoice (docs/decisions/027-business-accounts.md): in Turkey one of
// the Revenue Administration's offices, chosen by its code from GET /lookups/fkey-list/tax-offices?cityId=…; outside
// Turkey typed. The API stores the office's code and its name, and matches a name sent without a code to an office.

/** A Turkish tax office's code: four or five digits, the province's plate code before the last three ("34272"). */
const TAX_OFFICE_CODE = /^\d{4,5}$/;

export const taxOfficeFields = {
  /** Outside Turkey the office as typed; in Turkey the API answers the chosen office's name. */
  taxOffice: optionalText(120),
  taxOfficeCode: optionalText(5).pipe(z.string().regex(TAX_OFFICE_CODE, "validation.taxOffice").nullable()).meta({ example: "34272" }),
};

export interface TaxOfficeChoice {
  taxOffice: string | null;
  taxOfficeCode: string | null;
}

export { taxOfficeCityId } from "./tax-office-city";

/**
 * Where tax details are asked for, the office must be named: in Turkey (or where the country is not known yet) by its
 * code, or by a name the API can match to one office; elsewhere by its name.
 */
export function requireTaxOffice(value: TaxOfficeChoice, countryCode: string | null | undefined, context: z.RefinementCtx) {
  const abroad = Boolean(countryCode) && countryCode !== "TR";
  if (abroad ? value.taxOffice : value.taxOfficeCode || value.taxOffice) return;
  context.addIssue({ code: "custom", path: [abroad ? "taxOffice" : "taxOfficeCode"], message: "validation.required" });
}
