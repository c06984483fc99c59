import countries from "i18n-iso-countries";
import type { z } from "zod";
import { addressPlaceFields as contractPlaceFields, type AddressPlace } from "@contract/api/lookups/places";
import type { ApiLocale } from "../../lib/locale";
import { cityName, isCityId, isTownOf, neighbourhoodPostalCodes } from "./postal-places";

/** Countries (ISO 3166-1) with names in the caller's language, Turkey first, then alphabetically. */
export function countryItems(locale: ApiLocale) {
  const names = countries.getNames(locale, { select: "official" });
  const collator = new Intl.Collator(locale);
  return Object.entries(names)
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => (a.id === "TR" ? -1 : b.id === "TR" ? 1 : collator.compare(a.name, b.name)));
}

export const isCountryCode = (code: string) => countries.isValid(code);

/**
 * The place fields of an API body: the contract's, with the country checked against ISO 3166-1 and the postal code's
 * characters here (the country list is too large for the contract); `refineTurkishPlace` checks the Turkish levels.
 */
export const addressPlaceFields = {
  ...contractPlaceFields,
  countryCode: contractPlaceFields.countryCode.refine(isCountryCode, "must be a country from the list"),
  zipCode: contractPlaceFields.zipCode.refine((value) => value === null || /^[A-Za-z0-9 -]+$/.test(value), "must be a postal code"),
};

/**
 * Outside Turkey a typed city is required; in Turkey city, town and district must be of the lists, each in the one
 * above, and a postal code given must be the neighbourhood's (an empty one is filled in when stored: placeZipCode).
 */
export function refineTurkishPlace(value: AddressPlace, context: z.RefinementCtx) {
  const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
  if (value.countryCode !== "TR") {
    if (!value.cityName) issue("cityName", "is required");
    return;
  }
  if (!value.cityId || !isCityId(value.cityId)) return issue("cityId", "must be a city from the list");
  if (!value.townId || !isTownOf(value.cityId, value.townId)) return issue("townId", "must be a town of the city");
  const postalCodes = value.districtId ? neighbourhoodPostalCodes(value.cityId, value.townId, value.districtId) : null;
  if (!postalCodes) return issue("districtId", "must be a district of the town");
  if (value.zipCode && !postalCodes.includes(value.zipCode)) issue("zipCode", "validation.neighbourhoodPostalCode");
}

/** The stored city name: Turkish cities by plate code, elsewhere as typed. */
export const placeCityName = (place: Pick<AddressPlace, "countryCode" | "cityId" | "cityName">) =>
  (place.countryCode === "TR" && place.cityId ? cityName(place.cityId) : place.cityName) ?? "";

/** The stored postal code: as given, or in Turkey the neighbourhood's when none is given (its first, if it has several). */
export function placeZipCode(place: Pick<AddressPlace, "countryCode" | "cityId" | "townId" | "districtId" | "zipCode">) {
  if (place.zipCode || place.countryCode !== "TR" || !place.cityId || !place.townId || !place.districtId) return place.zipCode;
  return neighbourhoodPostalCodes(place.cityId, place.townId, place.districtId)?.[0] ?? null;
}
