import type { LookupItem } from "@contract/api/lookups/schemas";
import { taxOfficeCityId } from "@contract/api/lookups/tax-office-city";

/** What an address form has chosen so far; each Turkish level narrows the next. */
export interface AddressChoice {
  countryCode: string;
  cityId?: string;
  townId?: string;
  districtId?: string;
  /** The province whose tax offices a form with a Turkish tax office lists (docs/decisions/027-business-accounts.md). */
  taxOfficeCityId?: string;
}

export interface AddressLookups {
  countries: LookupItem[];
  cities: LookupItem[];
  towns: LookupItem[];
  districts: LookupItem[];
  /** The chosen neighbourhood's postal codes (one but for a handful); none until it is chosen. */
  zipCodes: string[];
  /** The province of `taxOffices`, "" when none is listed. */
  taxOfficeCityId: string;
  taxOffices: LookupItem[];
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/**
 * The choice read from submitted or stored values (country defaults to TR, docs/spec.md §1). Values that hold a tax
 * office (a form posting its fields, a stored record naming one) also choose a province for its list: the one
 * chosen, else the stored office's, else the address's city.
 */
export function addressChoiceOf(values: Record<string, unknown> | null | undefined): AddressChoice {
  const choice = {
    countryCode: text(values?.countryCode) ?? "TR",
    cityId: text(values?.cityId),
    townId: text(values?.townId),
    districtId: text(values?.districtId),
  };
  if (!values || choice.countryCode !== "TR" || !("taxOfficeCode" in values || "taxOfficeCityId" in values)) return choice;
  const officeCode = text(values.taxOfficeCode);
  return { ...choice, taxOfficeCityId: text(values.taxOfficeCityId) ?? (officeCode ? taxOfficeCityId(officeCode) : choice.cityId) };
}

/** The name of the chosen city for the address record (Turkish addresses pick it from the list). */
export function cityNameOf(choice: AddressChoice, cities: LookupItem[], typed: string | null | undefined): string {
  if (choice.countryCode === "TR") return cities.find((city) => city.id === choice.cityId)?.name ?? "";
  return typed?.trim() ?? "";
}

/**
 * A form sent back with its next lists (no JavaScript): a chosen neighbourhood brings its postal code unless the
 * code typed is already one of its own. The field stays editable; the API checks it on save.
 */
export function withNeighbourhoodPostalCode<Result extends { initialValue?: Record<string, unknown> | null }>(
  result: Result,
  lookups: AddressLookups,
): Result {
  const { initialValue } = result;
  const [postalCode] = lookups.zipCodes;
  if (!initialValue || !postalCode || lookups.zipCodes.includes(String(initialValue.zipCode ?? ""))) return result;
  return { ...result, initialValue: { ...initialValue, zipCode: postalCode } };
}
