import type { Order } from "@contract/api/orders/schemas";
import type { InvoiceProfile, InvoiceType } from "@contract/api/invoices/values";
import type { CardCharge, InvoiceRow, InvoiceTotals, ReturnedInvoiceLines } from "../../db/schema";
import { centsText, roundToCents, toMicro, unitPriceText } from "../../lib/money";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { Seller } from "../../lib/seller";
import { SHIPPING_VAT_RATE, shippingName } from "../checkout/shipping";
import { orderLocale } from "../orders/read";

// What an invoice states, computed once for both its PDF and its UBL-TR XML, so that the two always agree.

export interface InvoiceLine {
  lineNumber: number;
  /** "MPN (Manufacturer)", or the carrier and its service for the shipping line. */
  name: string;
  description: string;
  /** The buyer's own reference of the line; empty for shipping. */
  customerReference: string;
  quantity: number;
  /** The unit price as shown (spec section 9's decimals), a decimal string: "2.22280". */
  unitPrice: string;
  /** Micro-units of the invoice's currency. */
  amount: bigint;
  vatRate: string;
  tax: bigint;
}

/** One VAT rate's base and tax, in the invoice's currency and in TRY (micro-units, whole cents). */
export interface VatGroup {
  rate: string;
  base: bigint;
  tax: bigint;
  baseTry: bigint;
  taxTry: bigint;
}

export interface InvoiceBuyer {
  /** The company's name, else the person's. */
  name: string;
  firstName: string;
  lastName: string;
  isCompany: boolean;
  street: string;
  district: string;
  city: string;
  postalCode: string | null;
  countryCode: string;
  taxOffice: string | null;
  /** VKN of a company; TCKN of a person (null for a foreign person without one). */
  taxNumber: string | null;
  identityNumber: string | null;
  email: string;
  phone: string;
}

export interface InvoiceContent {
  /** An issued invoice, or the proforma of an order not paid yet (no number, no ETTN). */
  kind: "invoice" | "proforma";
  /** A sale, or a return invoice (İADE) giving back a refunded sale. */
  type: InvoiceType;
  /** The sales invoice a return invoice gives back. */
  returnOf: { number: string; issuedAt: Date } | null;
  number: string | null;
  ettn: string | null;
  profile: InvoiceProfile;
  issuedAt: Date;
  locale: ApiLocale;
  currency: string;
  /** TRY per one unit of `currency`, and its day. */
  rate: string;
  rateDate: string;
  seller: Seller;
  buyer: InvoiceBuyer;
  orderNumber: string;
  orderDate: Date;
  customerOrderNumber: string | null;
  /** The goods, then the shipping as a line of its own. */
  lines: InvoiceLine[];
  vat: VatGroup[];
  totals: { lineExtension: bigint; tax: bigint; payable: bigint };
  totalsTry: { lineExtension: bigint; tax: bigint; payable: bigint };
  cardCharge: CardCharge | null;
}

/** Everything an invoice is made of: the order as it was placed, its invoice once issued, and who sells. */
export interface InvoiceSource {
  order: Order;
  /** The checkout's TCKN (the order row's), before the invoice address's own. */
  identityNumber: string | null;
  cardCharge: CardCharge | null;
  /** Null until the order is paid: the document is then a proforma. */
  invoice: InvoiceRow | null;
  /** For a return invoice, the order's sales invoice it gives back. */
  returnOf?: InvoiceRow | null;
  /** The current seller and rate, and the moment, for a proforma (an issued invoice keeps its own). */
  seller: Seller;
  rate: { rate: string; rateDate: string };
  at: Date;
  companyProfile: InvoiceProfile;
}

/** The unit price as every document shows it (spec section 9): 5 decimals below 10, 4 below 100, 3 below 1000, else 2. */
export const displayedUnitPrice = (value: string) => unitPriceText(toMicro(value));

/** Micro-units of the invoice's currency in TRY at the rate, to the kuruş. */
export const toTry = (micro: bigint, rate: string) => roundToCents((micro * toMicro(rate)) / 1_000_000n);

function buyerOf(order: Order, identityNumber: string | null): InvoiceBuyer {
  const address = order.billingAddress;
  const isCompany = Boolean(address.taxNumber);
  return {
    name: address.companyName && isCompany ? address.companyName : `${address.firstName} ${address.lastName}`,
    firstName: address.firstName,
    lastName: address.lastName,
    isCompany,
    street: address.addressLine,
    district: address.townName ?? address.cityName,
    city: address.cityName,
    postalCode: address.zipCode,
    countryCode: address.countryCode,
    taxOffice: address.taxOffice,
    taxNumber: address.taxNumber,
    identityNumber: isCompany ? null : identityNumber || address.identityNumber,
    email: order.email,
    phone: `${address.phoneCountryCode} ${address.phone}`,
  };
}

/** The lines' VAT grouped by rate, shipping's included, each group converted to TRY on its own. */
function vatGroups(lines: InvoiceLine[], rate: string): VatGroup[] {
  const groups = new Map<string, { base: bigint; tax: bigint }>();
  for (const line of lines) {
    const group = groups.get(line.vatRate) ?? { base: 0n, tax: 0n };
    group.base += line.amount;
    group.tax += line.tax;
    groups.set(line.vatRate, group);
  }
  return [...groups]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([vatRate, { base, tax }]) => ({ rate: vatRate, base, tax, baseTry: toTry(base, rate), taxTry: toTry(tax, rate) }));
}

type OrderLine = Order["lines"][number];

const invoiceLineOf = (line: OrderLine): InvoiceLine => ({
  lineNumber: line.lineNumber,
  name: `${line.mpn} (${line.manufacturerName})`,
  description: line.description,
  customerReference: line.customerReference,
  quantity: line.quantity,
  unitPrice: displayedUnitPrice(line.unitPrice),
  amount: toMicro(line.extendedPrice),
  vatRate: line.vatRate,
  tax: toMicro(line.tax),
});

/**
 * `quantity` of an order line given back, at the price invoiced: its share of the line's total with VAT, worked out
 * as the refund works it out (returns/desk/refund-amount.ts), so that the return invoice's payable is the refund; the
 * VAT is that share less the share of the net amount.
 */
function returnedLineOf(line: OrderLine, quantity: number): InvoiceLine {
  const share = (value: string) => roundToCents((toMicro(value) * BigInt(quantity)) / BigInt(line.quantity));
  const amount = share(line.extendedPrice);
  return { ...invoiceLineOf(line), quantity, amount, tax: share(line.totalPrice) - amount };
}

/** The goods an invoice states: the order's lines, or a return request's return invoice's returned lines only. */
function goodsOf(order: Order, returned: ReturnedInvoiceLines | null): InvoiceLine[] {
  if (!returned) return order.lines.map(invoiceLineOf);
  return returned.lines.flatMap(({ lineNumber, quantity }) => {
    const line = order.lines.find((candidate) => candidate.lineNumber === lineNumber);
    return line ? [returnedLineOf(line, quantity)] : [];
  });
}

export function invoiceContent(source: InvoiceSource): InvoiceContent {
  const { order, invoice } = source;
  const locale = invoice?.languageCode ?? orderLocale(order);
  const returned = invoice?.returnedLines ?? null;
  const goods = goodsOf(order, returned);
  // The order's VAT is its lines' and its shipping's: what the lines do not carry is the shipping's.
  const shippingTax = toMicro(order.totals.tax) - order.lines.reduce((sum, line) => sum + toMicro(line.tax), 0n);
  const shipping: InvoiceLine = {
    lineNumber: order.lines.length + 1,
    name: shippingName(order.shipping, locale),
    description: text("invoice.shippingDescription", locale),
    customerReference: "",
    quantity: 1,
    unitPrice: centsText(toMicro(order.shipping.price)),
    amount: toMicro(order.shipping.price),
    vatRate: SHIPPING_VAT_RATE,
    tax: shippingTax,
  };
  // A partial return keeps the shipping (the parcel was carried); the return that brings the whole order back refunds it.
  const lines = returned && !returned.shipping ? goods : [...goods, shipping];
  const rate = invoice ? { rate: invoice.tryRate, rateDate: invoice.rateDate } : source.rate;
  const vat = vatGroups(lines, rate.rate);
  const sum = (pick: (group: VatGroup) => bigint) => vat.reduce((total, group) => total + pick(group), 0n);
  const buyer = buyerOf(order, source.identityNumber);
  return {
    kind: invoice ? "invoice" : "proforma",
    type: invoice?.type ?? "SATIS",
    returnOf: source.returnOf ? { number: source.returnOf.number, issuedAt: source.returnOf.issuedAt } : null,
    number: invoice?.number ?? null,
    ettn: invoice?.ettn ?? null,
    profile: invoice?.profile ?? invoiceProfile(buyer, source.companyProfile),
    issuedAt: invoice?.issuedAt ?? source.at,
    locale,
    currency: order.totals.currency,
    rate: rate.rate,
    rateDate: rate.rateDate,
    seller: invoice?.seller ?? source.seller,
    buyer,
    orderNumber: order.orderNumber,
    orderDate: new Date(order.createdAt),
    customerOrderNumber: order.customerOrderNumber,
    lines,
    vat,
    totals: { lineExtension: sum((group) => group.base), tax: sum((group) => group.tax), payable: sum((group) => group.base + group.tax) },
    totalsTry: {
      lineExtension: sum((group) => group.baseTry),
      tax: sum((group) => group.taxTry),
      payable: sum((group) => group.baseTry + group.taxTry),
    },
    cardCharge: source.cardCharge,
  };
}

/** A person is invoiced on e-Arşiv; a company as configured (docs/decisions/034-invoices.md). */
export const invoiceProfile = (buyer: Pick<InvoiceBuyer, "isCompany">, companyProfile: InvoiceProfile): InvoiceProfile =>
  buyer.isCompany ? companyProfile : "EARSIVFATURA";

/** The totals as the invoice row keeps them. */
export const storedTotals = (currency: string, totals: InvoiceContent["totals"]): InvoiceTotals => ({
  currency,
  lineExtension: centsText(totals.lineExtension),
  tax: centsText(totals.tax),
  payable: centsText(totals.payable),
});
