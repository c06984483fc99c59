import type { Address, CheckoutAddress } from "../../db/schema";

/** The address as the order keeps it, whatever later becomes of the address book; the recipient's name and phone over the address's. */
export const addressSnapshot = (
  address: Address,
  recipient?: { firstName: string; lastName: string; phoneCountryCode: string; phone: string },
): CheckoutAddress => ({
  firstName: recipient?.firstName ?? address.firstName,
  lastName: recipient?.lastName ?? address.lastName,
  companyName: address.companyName,
  phoneCountryCode: recipient?.phoneCountryCode ?? address.phoneCountryCode,
  phone: recipient?.phone ?? address.phone,
  countryCode: address.countryCode,
  cityName: address.cityName,
  townName: address.townId,
  zipCode: address.zipCode,
  addressLine: [address.addressLine, address.districtId].filter(Boolean).join(", "),
  taxOffice: address.taxOffice,
  taxNumber: address.taxNumber,
  identityNumber: address.identityNumber,
});
