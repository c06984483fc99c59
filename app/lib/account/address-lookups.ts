import type { LookupItem } from "@contract/api/lookups/schemas";

/** What an address form has chosen so far; each Turkish level narrows the next. */
export interface AddressChoice {
  countryCode: string;
  cityId?: string;
  townId?: string;
  districtId?: string;
}

export interface AddressLookups {
  countries: LookupItem[];
  cities: LookupItem[];
  towns: LookupItem[];
  districts: LookupItem[];
  zipCodes: string[];
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** The choice read from submitted or stored values (country defaults to TR, docs/spec.md §1). */
export function addressChoiceOf(values: Record<string, unknown> | null | undefined): AddressChoice {
  return {
    countryCode: text(values?.countryCode) ?? "TR",
    cityId: text(values?.cityId),
    townId: text(values?.townId),
    districtId: text(values?.districtId),
  };
}

/** The name of the chosen city for the address record (Turkish addresses pick it from the list). */
export function cityNameOf(choice: AddressChoice, cities: LookupItem[], typed: string | null | undefined): string {
  if (choice.countryCode === "TR") return cities.find((city) => city.id === choice.cityId)?.name ?? "";
  return typed?.trim() ?? "";
}
