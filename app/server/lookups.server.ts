import type { LookupItem, ZipCodeAnswer } from "~/lib/account-types";
import { addressChoiceOf, type AddressChoice, type AddressLookups } from "~/lib/account/address-lookups";
import { api, type ApiSuccess, type RouteArgs } from "./api.server";


/** A lookup list (fkey-list); a list the API cannot give is empty, the form still renders. */
export async function lookupList(args: RouteArgs, list: string, query?: Record<string, string>): Promise<LookupItem[]> {
  try {
    const { data } = await api(args).get<ApiSuccess<LookupItem[]>>(`lookups/fkey-list/${list}`, { query });
    return data;
  } catch {
    return [];
  }
}

export async function zipCodes(args: RouteArgs, cityId: string, townId: string, districtId: string): Promise<string[]> {
  try {
    const { data } = await api(args).get<ApiSuccess<ZipCodeAnswer>>("lookups/zip-code-by-district", { query: { cityId, townId, districtId } });
    return data.zipCodes;
  } catch {
    return [];
  }
}

/** The lists an address form needs for what is chosen so far: each level filled from the one above. */
export async function addressLookups(args: RouteArgs, choice: AddressChoice): Promise<AddressLookups> {
  const turkey = choice.countryCode === "TR";
  const [countries, cities, towns, districts, zips] = await Promise.all([
    lookupList(args, "countries"),
    turkey ? lookupList(args, "cities", { countryCode: "TR" }) : [],
    turkey && choice.cityId ? lookupList(args, "towns", { cityId: choice.cityId }) : [],
    turkey && choice.cityId && choice.townId ? lookupList(args, "districts", { cityId: choice.cityId, townId: choice.townId }) : [],
    turkey && choice.cityId && choice.townId && choice.districtId ? zipCodes(args, choice.cityId, choice.townId, choice.districtId) : [],
  ]);
  return { countries, cities, towns, districts, zipCodes: zips };
}

/** The lists of a company form: company types, sectors, activity areas and the address lists for its choice. */
export async function companyLookups(args: RouteArgs, values: Record<string, unknown> | null) {
  const [companyTypes, sectors, activityAreas, address] = await Promise.all([
    lookupList(args, "company-types"),
    lookupList(args, "sectors"),
    lookupList(args, "activity-areas"),
    addressLookups(args, addressChoiceOf(values)),
  ]);
  return { companyTypes, sectors, activityAreas, address };
}
