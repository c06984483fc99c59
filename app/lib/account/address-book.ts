import type { ConsumerBillingAddress, ShippingAddress, UserType } from "../account-types";

/** The two address books of the dashboard; billing goes to a different API endpoint per user type. */
export type AddressBook = "billing" | "shipping";

export const ADDRESSES_PAGE_SIZE = 10;

/** Every field any address kind has (billing extras are absent on shipping addresses). */
export type StoredAddress = ShippingAddress & Partial<Pick<ConsumerBillingAddress, "invoiceType" | "identityNumber" | "companyName" | "taxOffice" | "taxNumber">>;

/** The API collection of a book for a user type (account-types.ts: business-billing-address is b2b only, billing-addresses b2c only). */
export function addressEndpoint(book: AddressBook, userType: UserType): string {
  if (book === "shipping") return "identity/users/me/shipping-addresses";
  return userType === "b2b" ? "identity/users/me/business-billing-address" : "identity/users/me/billing-addresses";
}

/** What the billing form asks for: company details for businesses, an invoice type for consumers. */
export type AddressFormKind = "shipping" | "consumerBilling" | "businessBilling";

export function addressFormKind(book: AddressBook, userType: UserType): AddressFormKind {
  if (book === "shipping") return "shipping";
  return userType === "b2b" ? "businessBilling" : "consumerBilling";
}
