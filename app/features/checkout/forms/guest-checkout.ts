import * as z from "zod";
import { consumerBillingAddressBody, shippingAddressBody } from "@contract/api/accounts/schemas";
import type { LookupItem } from "@contract/api/lookups/schemas";
import { emailText, optionalText } from "@contract/rules";
import { addressBody, type AddressFormValue } from "~/features/account/forms/addresses";

// A guest's address step (features/checkout/routes/address.tsx): two forms, the invoice address with the e-mail, then, when
// the parts go elsewhere, the delivery address. Each is the address book's body with the checkout's own fields; the
// `form` field says which one was posted (each has its own "update the lists" button without JavaScript).

export const GUEST_ADDRESS_FORMS = ["billing", "shipping"] as const;
export type GuestAddressForm = (typeof GUEST_ADDRESS_FORMS)[number];

export const guestBillingForm = consumerBillingAddressBody.safeExtend({
  email: emailText,
  useBillingForShipping: z.boolean().default(false),
  customerOrderNumber: optionalText(60),
  extraInformation: optionalText(1000),
});
export const guestShippingForm = shippingAddressBody;

export const guestFormSchema = (form: GuestAddressForm) => (form === "billing" ? guestBillingForm : guestShippingForm);

/** The API's body of the invoice form: the address (its city named from the list) apart from the checkout's fields. */
export function guestBillingBody(value: z.output<typeof guestBillingForm>, cities: LookupItem[]) {
  const { email, useBillingForShipping, customerOrderNumber, extraInformation, ...address } = value;
  return {
    email,
    useBillingForShipping,
    customerOrderNumber,
    extraInformation,
    billing: { ...addressBody("consumerBilling", address as AddressFormValue, cities), invoiceType: address.invoiceType },
  };
}

export const guestShippingBody = (value: z.output<typeof guestShippingForm>, cities: LookupItem[]) => ({
  shipping: addressBody("shipping", value, cities),
});
