import type * as z from "zod";
import { businessBillingAddressBody, consumerBillingAddressBody, shippingAddressBody } from "@contract/api/accounts/schemas";
import type { LookupItem } from "@contract/api/lookups/schemas";
import type { AddressFormKind } from "~/features/account/address-book";
import { addressChoiceOf, cityNameOf } from "~/features/account/address-lookups";

// Billing and shipping address forms (dashboard): the contract's bodies, checked in the browser and on the server
// alike. The API also checks the place against its lists and answers field errors.

const ADDRESS_SCHEMAS = {
  shipping: shippingAddressBody,
  consumerBilling: consumerBillingAddressBody,
  businessBilling: businessBillingAddressBody,
} as const;

export type AddressFormValue = z.output<typeof shippingAddressBody> & Partial<z.output<typeof consumerBillingAddressBody>>;

export function addressSchemaFor(kind: AddressFormKind) {
  return ADDRESS_SCHEMAS[kind];
}

/** The API body of a valid form: the city name from the list; a consumer's invoice carries only the party it names. */
export function addressBody(kind: AddressFormKind, value: AddressFormValue, cities: LookupItem[]) {
  const body = { ...value, cityName: cityNameOf(addressChoiceOf(value), cities, value.cityName) };
  if (kind !== "consumerBilling") return body;
  return value.invoiceType === "corporate"
    ? { ...body, identityNumber: null }
    : { ...body, companyName: null, taxOffice: null, taxOfficeCode: null, taxNumber: null };
}
