import * as z from "zod";
import { detailText, optionalText } from "../../rules";

/**
 * The place part of an address, as both sides read it: a country (ISO 3166-1 alpha-2); in Turkey the city (plate
 * code), town (ilçe) and district (mahalle) chosen from the lookups, elsewhere the city typed in `cityName`. Whether
 * the codes are in the lists is the API's check (api/modules/lookups/places.ts): the lists are too large to ship
 * to a browser.
 */
export const addressPlaceFields = {
  // Chosen from a list: anything but two letters is a choice not made.
  countryCode: z
    .string({ error: "validation.required" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "validation.required")
    .meta({ example: "TR" }),
  cityId: optionalText(120).meta({ example: "34" }),
  cityName: optionalText(120),
  townId: optionalText(120).meta({ example: "Kadıköy" }),
  districtId: optionalText(120).meta({ example: "Caferağa Mah" }),
  zipCode: optionalText(12).meta({ example: "34710" }),
};

export type AddressPlace = z.output<z.ZodObject<typeof addressPlaceFields>>;

/** A whole postal address: the place and the street line. */
export const addressFields = { ...addressPlaceFields, addressLine: detailText(5, 300) };
