import type { z } from "zod";
import type { TaxOfficeChoice } from "@contract/api/lookups/tax-offices";
import { matchTaxOffice, type NamedTaxOffice } from "./tax-office-match";
import { cityIdOfPlate, referenceTable } from "./reference-data";

// The Revenue Administration's tax offices (api/data/tax-offices.csv), served by province and checked on every body
// that names one (docs/decisions/027-business-accounts.md).

const taxOfficeTable = referenceTable("tax-offices.csv", ["plate", "code", "name"], (rows) => {
  const offices: NamedTaxOffice[] = rows.map((row) => ({ code: row.code, name: row.name, cityId: cityIdOfPlate(row.plate) }));
  return { offices, byCode: new Map(offices.map((office) => [office.code, office])) };
});

/** Every office, by province then name in Turkish alphabetical order. */
export const taxOffices = () => taxOfficeTable().offices;

/** The offices of a province (plate code "35"): id is the office's code. */
export const taxOfficeItems = (cityId: string) =>
  taxOffices()
    .filter((office) => office.cityId === cityId)
    .map((office) => ({ id: office.code, name: office.name }));

const officeByCode = (code: string) => taxOfficeTable().byCode.get(code) ?? null;

/** A record that names a tax office, where it is: its country and, in Turkey, its province. */
type TaxOfficeRecord = TaxOfficeChoice & { countryCode?: string | null; cityId?: string | null };

/** The office a Turkish record names: by its code, else the one its typed name matches (null for neither). */
function officeOf(record: TaxOfficeRecord) {
  if (record.taxOfficeCode) return officeByCode(record.taxOfficeCode);
  return record.taxOffice ? matchTaxOffice(record.taxOffice, taxOffices(), record.cityId) : null;
}

const inTurkey = (record: TaxOfficeRecord) => (record.countryCode ?? "TR") === "TR";

/**
 * The tax office as stored and answered: in Turkey the office's name and code; a name that matches no single office
 * (typed before offices were chosen from the list) is kept with no code, which asks the user to choose. Outside Turkey
 * the typed name, with no code.
 */
export function resolvedTaxOffice(record: TaxOfficeRecord): TaxOfficeChoice {
  if (!inTurkey(record)) return { taxOffice: record.taxOffice, taxOfficeCode: null };
  const office = officeOf(record);
  return office ? { taxOffice: office.name, taxOfficeCode: office.code } : { taxOffice: record.taxOffice, taxOfficeCode: null };
}

/** A body naming a Turkish tax office must name one of the list: by a code of it, or by a name matching one office. */
export function refineTaxOffice(record: TaxOfficeRecord, context: z.RefinementCtx) {
  if (!inTurkey(record) || (!record.taxOfficeCode && !record.taxOffice) || officeOf(record)) return;
  context.addIssue({ code: "custom", path: ["taxOfficeCode"], message: "validation.taxOffice" });
}
