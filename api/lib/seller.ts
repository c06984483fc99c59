import type { OrdersConfig } from "../config";

/**
 * The seller, as every document names it: the invoice, the distance sales contract, the preliminary information form,
 * the bank accounts' holder and the mails' footer. Read from the configuration once (SELLER_*), so that no document
 * keeps a copy of its own.
 */
export interface Seller {
  title: string;
  /** The street line; the district, postal code and city follow. */
  street: string;
  district: string;
  city: string;
  postalCode: string;
  countryCode: "TR";
  taxOffice: string;
  taxNumber: string;
  mersisNumber: string;
  tradeRegistryNumber: string;
  phone: string;
  email: string;
  website: string;
  kep: string;
}

declare module "fastify" {
  interface FastifyInstance {
    seller: Seller;
  }
}

export const sellerOf = (config: OrdersConfig): Seller => ({
  title: config.SELLER_TITLE,
  street: config.SELLER_ADDRESS,
  district: config.SELLER_DISTRICT,
  city: config.SELLER_CITY,
  postalCode: config.SELLER_POSTAL_CODE,
  countryCode: "TR",
  taxOffice: config.SELLER_TAX_OFFICE,
  taxNumber: config.SELLER_TAX_NUMBER,
  mersisNumber: config.SELLER_MERSIS_NUMBER,
  tradeRegistryNumber: config.SELLER_TRADE_REGISTRY_NUMBER,
  phone: config.SELLER_PHONE,
  email: config.SELLER_EMAIL,
  website: config.SELLER_WEBSITE,
  kep: config.SELLER_KEP,
});

/** The seller's address on one line, as every document writes it: "…No: 1, 34000 Kadıköy/İstanbul". */
export const sellerAddress = (seller: Seller) => `${seller.street}, ${seller.postalCode} ${seller.district}/${seller.city}`;

/** The mails' footer: who sends them, with the details Turkish e-commerce law asks a seller to give. */
export const sellerFooter = (seller: Seller) =>
  [seller.title, sellerAddress(seller), `MERSIS ${seller.mersisNumber}`, seller.phone, seller.email, seller.website].join(" · ");
