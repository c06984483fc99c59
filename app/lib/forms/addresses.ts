import { z } from "zod";
import type { LookupItem } from "../account-types";
import type { AddressFormKind } from "../account/address-book";
import { addressChoiceOf, cityNameOf } from "../account/address-lookups";
import { personFields } from "./account";
import { optionalText, requiredText } from "./fields";
import { addressFields } from "./signup";

// Billing and shipping address forms (dashboard). The API checks the Turkish place and answers field errors.

const phoneCountryCode = z.string({ error: "validation.required" }).trim().regex(/^\+\d{1,4}$/, "validation.phone");
const phone = z.string({ error: "validation.required" }).trim().regex(/^[0-9 ()-]{7,20}$/, "validation.phone");
const taxNumber = z.string({ error: "validation.required" }).trim().regex(/^\d{10,11}$/, "validation.taxNumber");

const baseAddress = {
  title: requiredText(60),
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  phoneCountryCode,
  phone,
  ...addressFields,
  addressLine: requiredText(300).refine((value) => value.length >= 5, "validation.tooShort"),
  isDefault: z.boolean().default(false),
};

export const shippingAddressSchema = z.object(baseAddress);

export const businessBillingAddressSchema = z.object({ ...baseAddress, companyName: requiredText(200), taxOffice: requiredText(80), taxNumber });

export const consumerBillingAddressSchema = z
  .object({
    ...baseAddress,
    invoiceType: z.enum(["individual", "corporate"], { error: "validation.required" }).default("individual"),
    identityNumber: z.string().trim().regex(/^\d{11}$/, "validation.identityNumber").optional(),
    companyName: optionalText(200),
    taxOffice: optionalText(80),
    taxNumber: taxNumber.optional(),
  })
  .superRefine((value, context) => {
    if (value.invoiceType !== "corporate") return;
    for (const field of ["companyName", "taxOffice", "taxNumber"] as const) {
      if (!value[field]) context.addIssue({ code: "custom", path: [field], message: "validation.required" });
    }
  });

export type AddressFormValue = z.infer<typeof shippingAddressSchema> & Partial<z.infer<typeof consumerBillingAddressSchema>>;

export function addressSchemaFor(kind: AddressFormKind) {
  if (kind === "businessBilling") return businessBillingAddressSchema;
  if (kind === "consumerBilling") return consumerBillingAddressSchema;
  return shippingAddressSchema;
}

/** The API body of a valid form (account-types.ts address inputs): empty optional parts are null, the city name comes from the list. */
export function addressBody(kind: AddressFormKind, value: AddressFormValue, cities: LookupItem[]) {
  const place = {
    title: value.title,
    firstName: value.firstName,
    lastName: value.lastName,
    phoneCountryCode: value.phoneCountryCode,
    phone: value.phone,
    countryCode: value.countryCode,
    cityId: value.countryCode === "TR" ? (value.cityId ?? null) : null,
    cityName: cityNameOf(addressChoiceOf(value), cities, value.cityName),
    townId: value.townId ?? null,
    districtId: value.districtId ?? null,
    zipCode: value.zipCode ?? null,
    addressLine: value.addressLine,
    isDefault: value.isDefault,
  };
  if (kind === "shipping") return place;
  const company = { companyName: value.companyName ?? null, taxOffice: value.taxOffice ?? null, taxNumber: value.taxNumber ?? null };
  if (kind === "businessBilling") return { ...place, ...company };
  const corporate = value.invoiceType === "corporate";
  return {
    ...place,
    invoiceType: value.invoiceType ?? "individual",
    identityNumber: corporate ? null : (value.identityNumber ?? null),
    ...(corporate ? company : { companyName: null, taxOffice: null, taxNumber: null }),
  };
}
