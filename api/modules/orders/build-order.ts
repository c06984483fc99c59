import type { CartLine } from "@contract/api/carts/schemas";
import type { Database } from "../../db/client";
import type { orderLines, orders } from "../../db/schema";
import { findCurrentUser } from "../accounts/current-user";
import type { Buyer } from "../checkout/buyer";
import { guestPerson } from "../checkout/guest-person";
import { acceptedTerms, termsDocuments } from "./accepted-terms";
import { addressSnapshot } from "./address-snapshot";
import type { GuestOrderKeys } from "./guest-unpaid-limits";
import type { PlaceOptions } from "./place-options";
import type { PlaceContext, PlaceOrderBody } from "./place-context";
import type { PricedCheckout } from "./price-checkout";

/** The order as it will be written: everything but its id and number, which the transaction draws. */
export interface OrderDraft {
  order: Omit<typeof orders.$inferInsert, "id" | "orderNumber"> & Pick<typeof orders.$inferSelect, "status" | "createdAt">;
  lines: Array<Omit<typeof orderLines.$inferInsert, "orderId">>;
  cartId: number;
  /** Who the order's mails and the card provider name: the signed-in user, or the guest as the invoice address has them. */
  person: { id: string; email: string };
  /** A guest's order counts against the guest's unpaid-order caps by these keys, at its value in USD. */
  guest: { keys: GuestOrderKeys; valueUsd: string } | null;
}

const allLines = (lines: { normal: CartLine[]; projects: Array<{ lines: CartLine[] }> }) => [
  ...lines.normal,
  ...lines.projects.flatMap((project) => project.lines),
];

/** A guest's EFT order holds its stock for hours, a signed-in buyer's for days (docs/decisions/030-unpaid-orders-hold.md). */
const eftHoldMs = (buyer: Buyer, options: PlaceOptions) =>
  buyer.kind === "guest" ? options.guestUnpaid.eftPaymentHours * 3_600_000 : options.eftPaymentDays * 86_400_000;

/** How long an unpaid order holds its stock: a card payment in progress, an EFT transfer; a net-term order is paid. */
function expiryOf(paymentType: PlaceOrderBody["paymentType"], buyer: Buyer, now: Date, options: PlaceOptions) {
  if (paymentType === "pos") return new Date(now.getTime() + options.cardPaymentMinutes * 60_000);
  return paymentType === "eft" ? new Date(now.getTime() + eftHoldMs(buyer, options)) : null;
}

/**
 * Builds the order from the priced checkout: its prices, addresses, rates and the texts the buyer accepted (the
 * distance sales contract and the preliminary information form, as they read now) copied onto it.
 */
export async function buildOrder(
  db: Database,
  context: PlaceContext,
  buyer: Buyer,
  paymentType: PlaceOrderBody["paymentType"],
  priced: PricedCheckout,
  options: PlaceOptions,
): Promise<OrderDraft> {
  const { currency, pricing, state, cart, row, billing, shipping, option, totals } = priced;
  const identity = buyer.kind === "user" ? buyer.identity : null;
  const person = buyer.kind === "user" ? await findCurrentUser(db, buyer.identity.userId, context.locale) : guestPerson(buyer, state);
  const documents = await termsDocuments(db, cart, person, {
    storeName: options.storeName,
    seller: options.seller,
    context: pricing,
    address: buyer.kind === "guest" ? billing : undefined,
  });
  const lines = allLines(state.view.slots);
  const now = new Date();
  const recipient = {
    firstName: row.recipientFirstName!,
    lastName: row.recipientLastName!,
    phoneCountryCode: row.phoneCountryCode!,
    phone: row.phone!,
  };
  const order: OrderDraft["order"] = {
    userId: identity?.userId ?? null,
    companyId: identity?.companyId ?? null,
    guestId: buyer.kind === "guest" ? buyer.guestId : null,
    cartId: cart.id,
    email: person.email,
    languageCode: pricing.locale,
    status: paymentType === "net" ? "paid" : "awaiting_payment",
    paymentType,
    currencyCode: currency,
    exchangeRates: {
      USD: "1",
      [pricing.primary.currency]: pricing.primary.rate,
      [pricing.secondary.currency]: pricing.secondary.rate,
      TRY: state.tryPricing.rate,
    },
    rateDate: pricing.primary.rateDate,
    totals,
    totalsTry: priced.totalsTry,
    totalsUsd: priced.totalsUsd,
    total: totals.total,
    billingAddress: addressSnapshot(billing),
    shippingAddress: addressSnapshot(shipping, recipient),
    shipping: { optionId: option.id, carrier: option.carrier, service: option.service, price: totals.shipping },
    customerOrderNumber: row.customerOrderNumber,
    extraInformation: row.extraInformation,
    identityNumber: row.identityNumber,
    taxNumber: billing.taxNumber,
    currentAccountId: priced.account?.id ?? null,
    acceptedTerms: acceptedTerms(documents, now, context.clientAddress),
    expiresAt: expiryOf(paymentType, buyer, now, options),
    createdAt: now,
    updatedAt: now,
  };
  return {
    order,
    lines: lines.map((line, index) => ({
      lineNumber: index + 1,
      variantId: line.variantId,
      sku: line.sku,
      mpn: line.mpn,
      manufacturerName: line.manufacturerName,
      description: line.description,
      customerReference: line.customerReference,
      projectId: line.projectId ?? 0,
      offerLineId: line.offerLineId,
      quantity: line.quantity.value,
      reservedQuantity: 0,
      unitPrice: line.unitPrice!.primary,
      extendedPrice: line.extendedPrice!.primary,
      vatRate: line.vatRate,
      tax: line.tax!.primary,
      totalPrice: line.totalPrice!.primary,
    })),
    cartId: cart.id,
    person,
    guest:
      buyer.kind === "guest"
        ? { keys: { guestId: buyer.guestId, email: person.email, ip: context.clientAddress }, valueUsd: priced.totalsUsd.total }
        : null,
  };
}
