import countries from "i18n-iso-countries";
import type { Cart } from "@contract/api/carts/schemas";
import type { Address, User } from "../../../db/schema";
import type { ApiLocale } from "../../../lib/locale";
import { sellerAddress, type Seller } from "../../../lib/seller";
import { text } from "../../../lib/messages";
import { displayDay, displayDecimal } from "../export-content";
import type { PlaceholderValues } from "./render";

/** What a document is filled in with: the store and its seller, the buyer and the address they buy from, the cart's totals, the day. */
export interface DocumentFacts {
  storeName: string;
  seller: Seller;
  buyer: Pick<User, "firstName" | "lastName" | "email" | "phoneCountryCode" | "phone">;
  /** The buyer's default billing address, else default shipping address; null when they have neither. */
  address: Address | null;
  totals: Cart["totals"]["primary"];
  date: Date;
}

const phoneOf = (owner: { phoneCountryCode: string | null; phone: string | null }) =>
  owner.phone ? [owner.phoneCountryCode, owner.phone].filter(Boolean).join(" ") : null;

/** An address on one line, as a Turkish envelope has it: "…, Kızılay Mah, 06420 Çankaya/Ankara, Türkiye". */
function addressLine(address: Address, locale: ApiLocale): string {
  const town = [address.townId, address.cityName].filter(Boolean).join("/");
  return [
    address.companyName,
    address.addressLine,
    address.districtId,
    [address.zipCode, town].filter(Boolean).join(" "),
    countries.getName(address.countryCode, locale) ?? address.countryCode,
  ]
    .filter(Boolean)
    .join(", ");
}

/** The placeholders' values in the template's language; what the buyer has not given yet is said to come at checkout. */
export function placeholderValues(
  { storeName, seller, buyer, address, totals, date }: DocumentFacts,
  locale: ApiLocale,
): PlaceholderValues {
  const atCheckout = text("cartDocuments.atCheckout", locale);
  return {
    "seller.name": storeName,
    "seller.title": seller.title,
    "seller.address": sellerAddress(seller),
    "seller.mersisNumber": seller.mersisNumber,
    "seller.taxOffice": seller.taxOffice,
    "seller.taxNumber": seller.taxNumber,
    "seller.phone": seller.phone,
    "seller.email": seller.email,
    "seller.kep": seller.kep,
    "seller.website": seller.website,
    "buyer.name": `${buyer.firstName} ${buyer.lastName}`.trim() || atCheckout,
    "buyer.email": buyer.email || atCheckout,
    "buyer.phone": phoneOf(buyer) ?? (address && phoneOf(address)) ?? atCheckout,
    "buyer.address": address ? addressLine(address, locale) : atCheckout,
    "cart.total": displayDecimal(totals.total, locale),
    "cart.tax": displayDecimal(totals.tax, locale),
    "cart.currency": totals.currency,
    date: displayDay(date, locale),
  };
}
