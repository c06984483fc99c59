import * as z from "zod";
import { requiredText } from "../../rules";
import { ALL_PERMISSIONS, SCOPES, type Permission, type PermissionScope } from "../identity/permissions";
import { addressPlaceFields } from "./places";

/** One choice of a lookup list: its code and its name in the caller's language. */
export const lookupItemSchema = z.object({ id: z.string(), name: z.string() });
export type LookupItem = z.output<typeof lookupItemSchema>;
export const lookupItemsSchema = z.array(lookupItemSchema);

/** A permission business roles are made of, under its scope (docs/spec.md §6), with its name and description in the caller's language. */
export const permissionItemSchema = z.object({
  scope: z.enum(SCOPES as [PermissionScope, ...PermissionScope[]]),
  code: z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]]),
  name: z.string(),
  description: z.string(),
});
export type PermissionItem = z.output<typeof permissionItemSchema>;

// Turkish places: cities are plate codes ("34"); towns (ilçe) and districts (mahalle) are named uniquely within
// their city and town, so the name is the id. Only Turkey has cities in the lists.
export const citiesQuery = z.object({ countryCode: addressPlaceFields.countryCode.default("TR") });
const placeId = requiredText(120);
export const townsQuery = z.object({ cityId: placeId.meta({ example: "34" }) });
export const districtsQuery = z.object({ cityId: placeId.meta({ example: "34" }), townId: placeId.meta({ example: "Kadıköy" }) });
/** The tax offices of one province (plate code). */
export const taxOfficesQuery = z.object({ cityId: placeId.meta({ example: "35" }) });
export const zipCodesQuery = z.object({
  cityId: placeId.meta({ example: "34" }),
  townId: placeId.optional(),
  districtId: placeId.optional(),
});

/**
 * The postal codes of the narrowest place asked for (PTT's list): the neighbourhood's (one but for a handful), else
 * the town's, else the city's. A form fills in the neighbourhood's; the API checks an address's code against it.
 */
export const zipCodesSchema = z.object({ zipCodes: z.array(z.string()) });
export type ZipCodeAnswer = z.output<typeof zipCodesSchema>;
