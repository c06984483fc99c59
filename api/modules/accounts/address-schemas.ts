import { z } from "zod";
import type { Address } from "../../db/schema";
import { cleanNameField } from "../../lib/rules";
import { addressPlaceFields, placeCityName, refineTurkishPlace } from "../lookups/places";
import type { AddressValues } from "./address-service";

const baseFields = {
  title: z.string().trim().min(1).max(60),
  firstName: cleanNameField(80),
  lastName: cleanNameField(80),
  phoneCountryCode: z.string().trim().regex(/^\+\d{1,4}$/, "must look like +90"),
  phone: z.string().trim().regex(/^[0-9 ()-]{7,20}$/, "must be a phone number"),
  ...addressPlaceFields,
  addressLine: z.string().trim().min(5).max(300),
  isDefault: z.boolean().optional().default(false),
};

const taxNumber = z.string().trim().regex(/^(\d{10}|\d{11})$/, "must be 10 or 11 digits");
const optionalText = z.string().trim().max(200).nullish().transform((value) => value || null);

export const shippingAddressBody = z.object(baseFields).superRefine(refineTurkishPlace);

export const consumerBillingAddressBody = z
  .object({
    ...baseFields,
    invoiceType: z.enum(["individual", "corporate"]),
    identityNumber: z.string().trim().regex(/^(\d{11})?$/, "must be 11 digits").nullish().transform((value) => value || null),
    companyName: optionalText,
    taxOffice: optionalText,
    taxNumber: taxNumber.nullish().or(z.literal("").transform(() => null)),
  })
  .superRefine(refineTurkishPlace)
  .superRefine((value, context) => {
    if (value.invoiceType !== "corporate") return;
    for (const field of ["companyName", "taxOffice", "taxNumber"] as const) {
      if (!value[field]) context.addIssue({ code: "custom", path: [field], message: "is required for a corporate invoice" });
    }
  });

export const businessBillingAddressBody = z
  .object({ ...baseFields, companyName: z.string().trim().min(2).max(200), taxOffice: z.string().trim().min(2).max(80), taxNumber })
  .superRefine(refineTurkishPlace);

type AnyAddressBody = z.infer<typeof shippingAddressBody> & Partial<z.infer<typeof consumerBillingAddressBody>>;

/** The stored columns of an address body; fields a kind does not have are stored empty. */
export function addressValues(body: AnyAddressBody): AddressValues {
  return {
    title: body.title,
    firstName: body.firstName,
    lastName: body.lastName,
    phoneCountryCode: body.phoneCountryCode,
    phone: body.phone,
    countryCode: body.countryCode,
    cityId: body.countryCode === "TR" ? body.cityId : null,
    cityName: placeCityName(body),
    townId: body.townId,
    districtId: body.districtId,
    zipCode: body.zipCode,
    addressLine: body.addressLine,
    invoiceType: body.invoiceType ?? null,
    identityNumber: body.identityNumber ?? null,
    companyName: body.companyName ?? null,
    taxOffice: body.taxOffice ?? null,
    taxNumber: body.taxNumber ?? null,
  };
}

const baseOut = {
  id: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneCountryCode: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  cityId: z.string().nullable(),
  cityName: z.string(),
  townId: z.string().nullable(),
  districtId: z.string().nullable(),
  zipCode: z.string().nullable(),
  addressLine: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
};

export const shippingAddressSchema = z.object(baseOut);
export const consumerBillingAddressSchema = z.object({
  ...baseOut,
  invoiceType: z.enum(["individual", "corporate"]),
  identityNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  taxOffice: z.string().nullable(),
  taxNumber: z.string().nullable(),
});
export const businessBillingAddressSchema = z.object({ ...baseOut, companyName: z.string(), taxOffice: z.string(), taxNumber: z.string() });

/** A row as the API answers it (the response schema of its kind drops the columns it does not have). */
export const addressOut = (row: Address) => ({
  ...row,
  invoiceType: row.invoiceType ?? "individual",
  createdAt: row.createdAt.toISOString(),
});
