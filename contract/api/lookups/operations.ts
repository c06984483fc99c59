import * as z from "zod";
import { operation } from "../../operation";
import type { LookupList } from "./codes";
import {
  citiesQuery,
  districtsQuery,
  lookupItemsSchema,
  permissionItemSchema,
  taxOfficesQuery,
  townsQuery,
  zipCodesQuery,
  zipCodesSchema,
} from "./schemas";

// The fkey-list lookups (docs/spec.md §7): names in the Accept-Language; reference data, cacheable by anyone.

export const countryList = operation({
  method: "GET",
  path: "/lookups/fkey-list/countries",
  summary: "Countries (ISO 3166-1)",
  tags: ["lookups"],
  access: "public",
  data: lookupItemsSchema,
});

export const cityList = operation({
  method: "GET",
  path: "/lookups/fkey-list/cities",
  summary: "Cities of a country (Turkey only)",
  tags: ["lookups"],
  access: "public",
  query: citiesQuery,
  data: lookupItemsSchema,
});

export const townList = operation({
  method: "GET",
  path: "/lookups/fkey-list/towns",
  summary: "Towns (ilçe) of a city",
  tags: ["lookups"],
  access: "public",
  query: townsQuery,
  data: lookupItemsSchema,
});

export const districtList = operation({
  method: "GET",
  path: "/lookups/fkey-list/districts",
  summary: "Districts (mahalle) of a town",
  tags: ["lookups"],
  access: "public",
  query: districtsQuery,
  data: lookupItemsSchema,
});

export const zipCodesByDistrict = operation({
  method: "GET",
  path: "/lookups/zip-code-by-district",
  summary: "Postal codes of a neighbourhood (mahalle), else of a town or a city",
  tags: ["lookups"],
  access: "public",
  query: zipCodesQuery,
  data: zipCodesSchema,
});

export const taxOfficeList = operation({
  method: "GET",
  path: "/lookups/fkey-list/tax-offices",
  summary: "Tax offices of a province (the Revenue Administration's list): id is the office's code",
  tags: ["lookups"],
  access: "public",
  query: taxOfficesQuery,
  data: lookupItemsSchema,
});

/** One of the store's own code lists (contract/api/lookups/codes.ts), its labels translated. */
const codeList = <const List extends LookupList>(list: List) =>
  operation({
    method: "GET",
    path: `/lookups/fkey-list/${list}`,
    summary: `Lookup list: ${list}`,
    tags: ["lookups"],
    access: "public",
    data: lookupItemsSchema,
  });

export const companyTypeList = codeList("company-types");
export const sectorList = codeList("sectors");
export const activityAreaList = codeList("activity-areas");
export const titleList = codeList("titles");
export const genderList = codeList("genders");

/** The code lists by name, each at its own path (every list of codes.ts, or this fails to compile). */
export const codeListOperations = {
  "company-types": companyTypeList,
  sectors: sectorList,
  "activity-areas": activityAreaList,
  titles: titleList,
  genders: genderList,
} satisfies { [List in LookupList]: ReturnType<typeof codeList<List>> };

export const permissionList = operation({
  method: "GET",
  path: "/lookups/fkey-list/permissions",
  summary: "The permission list roles are made of",
  tags: ["lookups"],
  access: "public",
  data: z.array(permissionItemSchema),
});

export const companyRoleList = operation({
  method: "GET",
  path: "/lookups/fkey-list/roles",
  summary: "Roles of the caller's company",
  tags: ["lookups"],
  access: "b2b",
  data: lookupItemsSchema,
});
