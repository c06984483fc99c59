import type { z } from "zod";
import {
  businessBillingAddressBody,
  companyAddressBody,
  consumerBillingAddressBody,
  shippingAddressBody,
} from "@contract/api/accounts/schemas";
import type { Address } from "../../db/schema";
import { addressPlaceFields, placeCityName, placeZipCode, refineTurkishPlace } from "../lookups/places";
import { refineTaxOffice, resolvedTaxOffice } from "../lookups/tax-offices";
import type { Identity } from "../../plugins/auth";
import { mayChangeAddress, type AddressValues } from "./address-service";

// The contract's bodies holding an address, with the checks only the API can make (it holds the place data): the
// country against ISO 3166-1, the postal code's characters, in Turkey city, town, district and postal code against
// the lists, and an invoice's Turkish tax office against the Revenue Administration's.

export const shippingAddressInput = shippingAddressBody.extend(addressPlaceFields).superRefine(refineTurkishPlace);
export const consumerBillingAddressInput = consumerBillingAddressBody
  .safeExtend(addressPlaceFields)
  .superRefine(refineTurkishPlace)
  .superRefine(refineTaxOffice);
export const businessBillingAddressInput = businessBillingAddressBody
  .safeExtend(addressPlaceFields)
  .superRefine(refineTurkishPlace)
  .superRefine(refineTaxOffice);
export const companyAddressInput = companyAddressBody.extend(addressPlaceFields).superRefine(refineTurkishPlace);

type AnyAddressBody = z.output<typeof shippingAddressBody> & Partial<z.output<typeof consumerBillingAddressBody>>;

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
    zipCode: placeZipCode(body),
    addressLine: body.addressLine,
    invoiceType: body.invoiceType ?? null,
    identityNumber: body.identityNumber ?? null,
    companyName: body.companyName ?? null,
    ...resolvedTaxOffice({
      countryCode: body.countryCode,
      cityId: body.cityId,
      taxOffice: body.taxOffice ?? null,
      taxOfficeCode: body.taxOfficeCode ?? null,
    }),
    taxNumber: body.taxNumber ?? null,
  };
}

/**
 * A row as the API answers it (the answer schema of its kind drops the columns it does not have). A tax office typed
 * before offices were chosen from the list is matched by its name here, or answered with no code (to be chosen).
 */
export const addressOut = (row: Address, identity: Identity) => ({
  ...row,
  isChangeable: mayChangeAddress(identity, row),
  ...resolvedTaxOffice(row),
  invoiceType: row.invoiceType ?? "individual",
  createdAt: row.createdAt.toISOString(),
});
