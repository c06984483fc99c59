import { businessBillingAddressBook, consumerBillingAddressBook, shippingAddressBook } from "@contract/api/accounts/address-operations";
import type { ConsumerBillingAddress, ShippingAddress } from "@contract/api/accounts/responses";
import type { UserType } from "@contract/limits";

/** The two address books of the dashboard; billing goes to a different API book per user type. */
export type AddressBook = "billing" | "shipping";

export const ADDRESSES_PAGE_SIZE = 10;

/** Every field any address kind has (billing extras are absent on shipping addresses). */
export type StoredAddress = ShippingAddress &
  Partial<Pick<ConsumerBillingAddress, "invoiceType" | "identityNumber" | "companyName" | "taxOffice" | "taxOfficeCode" | "taxNumber">>;

/** One page of an address book, whatever its kind. */
export interface AddressPage {
  items: StoredAddress[];
  page: number;
  pageSize: number;
  totalCount: number;
}

/** What the billing form asks for: company details for businesses, an invoice type for consumers. */
export type AddressFormKind = "shipping" | "consumerBilling" | "businessBilling";

export function addressFormKind(book: AddressBook, userType: UserType): AddressFormKind {
  if (book === "shipping") return "shipping";
  return userType === "b2b" ? "businessBilling" : "consumerBilling";
}

/** The API operations of each form kind (business-billing-address is b2b only, billing-addresses b2c only). */
export const ADDRESS_BOOK_OPERATIONS = {
  shipping: shippingAddressBook,
  consumerBilling: consumerBillingAddressBook,
  businessBilling: businessBillingAddressBook,
} as const;
