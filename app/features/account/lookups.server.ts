import type { LookupList } from "@contract/api/lookups/codes";
import {
  cityList,
  codeListOperations,
  countryList,
  districtList,
  taxOfficeList,
  townList,
  zipCodesByDistrict,
} from "@contract/api/lookups/operations";
import type { LookupItem } from "@contract/api/lookups/schemas";
import { addressChoiceOf, type AddressChoice, type AddressLookups } from "./address-lookups";
import { api, type RouteArgs } from "~/server/api.server";

/** A list the API cannot give is empty: the form still renders. */
async function orEmpty<T>(list: Promise<T[]>): Promise<T[]> {
  try {
    return await list;
  } catch {
    return [];
  }
}

const dataOf = <T>(answer: { data: T }) => answer.data;

/** A list that needs no choice made first: the countries or one of the store's code lists. */
export function lookupList(args: RouteArgs, list: "countries" | LookupList): Promise<LookupItem[]> {
  const operation = list === "countries" ? countryList : codeListOperations[list];
  return orEmpty(api(args).call(operation).then(dataOf));
}

/**
 * The lists an address form needs for what is chosen so far: each level filled from the one above, the chosen
 * neighbourhood's postal codes, and the tax offices of the province chosen for them.
 */
export async function addressLookups(args: RouteArgs, choice: AddressChoice): Promise<AddressLookups> {
  // Only Turkish addresses pick their city, town and district from lists.
  const turkey = choice.countryCode === "TR";
  const { cityId, townId, districtId, taxOfficeCityId = "" } = turkey ? choice : {};
  const call = api(args).call;
  const [countries, cities, towns, districts, zipCodes, taxOffices] = await Promise.all([
    lookupList(args, "countries"),
    turkey ? orEmpty(call(cityList, { query: { countryCode: "TR" } }).then(dataOf)) : [],
    cityId ? orEmpty(call(townList, { query: { cityId } }).then(dataOf)) : [],
    cityId && townId ? orEmpty(call(districtList, { query: { cityId, townId } }).then(dataOf)) : [],
    cityId && townId && districtId
      ? orEmpty(call(zipCodesByDistrict, { query: { cityId, townId, districtId } }).then(({ data }) => data.zipCodes))
      : [],
    taxOfficeCityId ? orEmpty(call(taxOfficeList, { query: { cityId: taxOfficeCityId } }).then(dataOf)) : [],
  ]);
  return { countries, cities, towns, districts, zipCodes, taxOfficeCityId, taxOffices };
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
