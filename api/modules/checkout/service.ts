import { and, eq } from "drizzle-orm";
import type { Checkout, CheckoutAddressBody } from "@contract/api/checkout/schemas";
import type { Cart } from "@contract/api/carts/schemas";
import type { PaymentType } from "@contract/api/orders/values";
import { IDENTITY_NUMBER_REQUIRED_ABOVE_TRY } from "@contract/identity-number";
import type { Database } from "../../db/client";
import { companyCurrentAccounts, type Address, type CheckoutRow, type ShippingOption } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { message, text } from "../../lib/messages";
import { currentAccounts } from "../accounts/company-service";
import type { Pricing } from "../../lib/currency";
import { centsText, roundToCents, toMicro } from "../../lib/money";
import { displayDecimal } from "../carts/export-content";
import { presentCart } from "../carts/service";
import { findActiveCart, findGuestCart, type CartRow } from "../carts/store";
import { guestAddressRow, type Buyer, type UserBuyer } from "./buyer";
import type { CartContext } from "../carts/view";
import { fromTry, offeredOptions, optionView, SHIPPING_VAT_RATE } from "./shipping";
import { checkoutRow, saveChoices } from "./store";
import { addressBook } from "../accounts/address-service";

/** Everything the checkout of the buyer's cart (a user's active one, a guest's one) is made of, read once. */
export interface CheckoutState {
  cart: CartRow | undefined;
  view: Cart;
  row: CheckoutRow | undefined;
  /** The caller's address book, both kinds (none for a guest). */
  book: Address[];
  billing: Address | undefined;
  shipping: Address | undefined;
  options: ShippingOption[];
  option: ShippingOption | undefined;
  tryPricing: Pricing;
  /** In the cart's currency, micro-units: the shipping fee, its VAT, and the totals with them. */
  shippingFee: bigint;
  shippingTax: bigint;
  /** What the invoice comes to in TRY micro-units, taxes and the chosen shipping included. */
  totalTry: bigint;
}

const micro = (value: string) => toMicro(value);

/** A consumer's or a guest's invoice to a person in Türkiye (never a company user's, nor a corporate invoice). */
export const invoicesPersonInTurkey = (buyer: Buyer, billing: Pick<Address, "countryCode" | "invoiceType"> | undefined) =>
  (buyer.kind === "guest" || buyer.identity.userType === "b2c") && billing?.countryCode === "TR" && billing.invoiceType !== "corporate";

/** Whether an invoice of this total (TRY micro-units, taxes included) to a person must carry their TCKN (decision 035). */
export const identityNumberRequiredAt = (totalTry: bigint) => totalTry > micro(IDENTITY_NUMBER_REQUIRED_ABOVE_TRY);

export const needsIdentityNumber = (buyer: Buyer, billing: Address | undefined, totalTry: bigint) =>
  invoicesPersonInTurkey(buyer, billing) && identityNumberRequiredAt(totalTry);

const cartOf = (db: Database, buyer: Buyer) =>
  buyer.kind === "user" ? findActiveCart(db, buyer.identity.userId) : findGuestCart(db, buyer.guestId);

/** The invoice and delivery addresses chosen so far: from the book for a user, as typed for a guest. */
function chosenAddresses(buyer: Buyer, book: Address[], row: CheckoutRow | undefined) {
  if (buyer.kind === "guest") {
    const billing = row?.guestBilling ? guestAddressRow(row.guestBilling, "billing", row.updatedAt) : undefined;
    const typed = row?.guestShipping ? guestAddressRow(row.guestShipping, "shipping", row.updatedAt) : undefined;
    return { billing, shipping: row?.useBillingForShipping ? billing : typed };
  }
  const billing = book.find((address) => address.kind === "billing" && address.id === row?.billingAddressId);
  const shippingId = row?.useBillingForShipping ? undefined : row?.shippingAddressId;
  const shipping = row?.useBillingForShipping ? billing : book.find((address) => address.kind === "shipping" && address.id === shippingId);
  return { billing, shipping };
}

export async function readCheckout(db: Database, buyer: Buyer, context: CartContext): Promise<CheckoutState> {
  const cart = await cartOf(db, buyer);
  const view = await presentCart(db, cart, context);
  const row = cart ? await checkoutRow(db, cart.id) : undefined;
  const book = buyer.kind === "user" ? await addressBook(db, buyer.identity) : [];
  const { billing, shipping } = chosenAddresses(buyer, book, row);
  const tryPricing = context.primary.currency === "TRY" ? context.primary : context.secondary;
  const totals = context.primary.currency === "TRY" ? view.totals.primary : view.totals.secondary;
  const options = await offeredOptions(db, micro(totals.totalWithoutShipment));
  const option = options.find((candidate) => candidate.id === row?.shippingOptionId);
  const shippingFee = option ? fromTry(option.priceTry, tryPricing, context.primary) : 0n;
  const shippingTax = roundToCents((shippingFee * micro(SHIPPING_VAT_RATE)) / 100_000_000n);
  const shippingTry = option ? micro(option.priceTry) : 0n;
  const totalTry = micro(totals.total) + shippingTry + roundToCents((shippingTry * micro(SHIPPING_VAT_RATE)) / 100_000_000n);
  return { cart, view, row, book, billing, shipping, options, option, tryPricing, shippingFee, shippingTax, totalTry };
}

/** The lines' problems, and an empty cart's, in the caller's language. */
export function cartProblems(view: Cart, context: CartContext): string[] {
  const lines = [...view.slots.normal, ...view.slots.projects.flatMap((project) => project.lines)];
  if (lines.length === 0) return [text("orders.emptyCart", context.locale)];
  return lines.filter((line) => line.error).map((line) => `${line.mpn}: ${line.error}`);
}

/** The order's totals in the cart's currency: the cart's with the shipping fee and its VAT. */
export function checkoutTotals(state: CheckoutState) {
  const totals = state.view.totals.primary;
  const tax = micro(totals.tax) + micro(totals.projectTax) + state.shippingTax;
  const subtotal = micro(totals.subtotal) + micro(totals.projectSubtotal);
  return {
    currency: totals.currency,
    subtotal: centsText(subtotal),
    discount: totals.discount,
    shipping: centsText(state.shippingFee),
    tax: centsText(tax),
    total: centsText(subtotal + tax + state.shippingFee),
  };
}

/**
 * A guest or a consumer pays by card or transfer; a business user (whose role may order: the checkout's operations
 * require it) also on the current account. A card only while the card provider can take one.
 */
export function allowedPaymentTypes(buyer: Buyer, cardAvailable: boolean): PaymentType[] {
  const types: PaymentType[] = buyer.kind === "guest" || buyer.identity.userType === "b2c" ? ["pos", "eft"] : ["pos", "eft", "net"];
  return cardAvailable ? types : types.filter((type) => type !== "pos");
}

export const addressSummary = (address: Address) =>
  [address.addressLine, address.districtId, address.townId, address.cityName, address.countryCode].filter(Boolean).join(", ");

export async function checkoutAnswer(
  db: Database,
  buyer: Buyer,
  state: CheckoutState,
  context: CartContext,
  { cardAvailable }: { cardAvailable: boolean },
): Promise<Checkout> {
  const { row, view, book } = state;
  const chosen = (address: Address) => ({
    id: address.id,
    title: address.title,
    summary: addressSummary(address),
    invoiceType: address.invoiceType,
    countryCode: address.countryCode,
  });
  const companyId = buyer.kind === "user" ? buyer.identity.companyId : undefined;
  const accounts = companyId ? await currentAccounts(db, companyId, undefined) : [];
  const problems = cartProblems(view, context);
  const identityNeeded = needsIdentityNumber(buyer, state.billing, state.totalTry);
  const addressDone =
    state.billing !== undefined &&
    state.shipping !== undefined &&
    Boolean(row?.recipientFirstName && row.recipientLastName && row.phone) &&
    (!identityNeeded || Boolean(row?.identityNumber)) &&
    (buyer.kind === "user" || Boolean(row?.guestEmail));
  const [chosenAccount] = row?.currentAccountId
    ? await db
        .select({ code: companyCurrentAccounts.code })
        .from(companyCurrentAccounts)
        .where(eq(companyCurrentAccounts.id, row.currentAccountId))
    : [];
  return {
    cart: view,
    totals: checkoutTotals(state),
    form: {
      billingAddressId: state.billing?.id ?? null,
      shippingAddressId: row?.useBillingForShipping ? null : (state.shipping?.id ?? null),
      useBillingForShipping: row?.useBillingForShipping ?? false,
      recipientFirstName: row?.recipientFirstName ?? null,
      recipientLastName: row?.recipientLastName ?? null,
      phoneCountryCode: row?.phoneCountryCode ?? null,
      phone: row?.phone ?? null,
      identityNumber: row?.identityNumber ?? null,
      currentAccountCode: chosenAccount?.code ?? null,
      customerOrderNumber: row?.customerOrderNumber ?? null,
      extraInformation: row?.extraInformation ?? null,
      shippingOptionId: state.option?.id ?? null,
    },
    billingAddresses: book.filter((address) => address.kind === "billing").map(chosen),
    shippingAddresses: book.filter((address) => address.kind === "shipping").map(chosen),
    currentAccounts: accounts.map((account) => ({
      code: account.code,
      currencyCode: account.currencyCode,
      available: account.available,
      blocked: account.blocked,
    })),
    shippingOptions: state.options.map((option) => optionView(option, state.tryPricing, context.primary)),
    completed: {
      myCart: problems.length === 0,
      address: addressDone,
      deliveryMethod: addressDone && state.option !== undefined,
      paymentMethod: false,
    },
    problems,
    paymentTypes: allowedPaymentTypes(buyer, cardAvailable),
    needsIdentityNumber: identityNeeded,
    identityNumberRequiredForPersons: identityNumberRequiredAt(state.totalTry),
    guest:
      buyer.kind === "guest"
        ? { email: row?.guestEmail ?? null, billing: row?.guestBilling ?? null, shipping: row?.guestShipping ?? null }
        : null,
  };
}

const notFound = (context: CartContext) => new AppError(404, message("notFound", context.locale));

/** The total above which an invoice to a person carries a TCKN, as the buyer reads it: "5.000,00 TRY". */
export const identityNumberLimitText = (locale: CartContext["locale"]) =>
  `${displayDecimal(IDENTITY_NUMBER_REQUIRED_ABOVE_TRY, locale)} TRY`;

/** The refusal of an invoice to a person above the limit without a TCKN, next to the form's `field`. */
export function identityNumberNeeded(field: string, context: Pick<CartContext, "locale">) {
  const reason = text("orders.identityNumberNeeded", context.locale, { limit: identityNumberLimitText(context.locale) });
  return new AppError(400, reason, [{ field, message: reason }]);
}

/** The cart a step writes to: the user's active one or the guest's, which must hold something. */
export async function requireActiveCart(db: Database, buyer: Buyer, context: CartContext) {
  const cart = await cartOf(db, buyer);
  if (!cart) throw new AppError(409, text("orders.emptyCart", context.locale));
  return cart;
}

/**
 * The address step. The addresses must be the caller's own (another's id is a 404); a changed invoice or delivery
 * address or current account clears the shipping choice (spec §4), since the options and their prices may differ.
 */
export async function saveAddressStep(db: Database, buyer: UserBuyer, body: CheckoutAddressBody, context: CartContext) {
  const { identity } = buyer;
  const cart = await requireActiveCart(db, buyer, context);
  const book = await addressBook(db, identity);
  const billing = book.find((address) => address.kind === "billing" && address.id === body.billingAddressId);
  const shipping = body.useBillingForShipping
    ? billing
    : book.find((address) => address.kind === "shipping" && address.id === body.shippingAddressId);
  if (!billing || !shipping) throw notFound(context);
  const { totalTry } = await readCheckout(db, buyer, context);
  // The number typed here, else the one the invoice address keeps.
  const identityNumber = invoicesPersonInTurkey(buyer, billing) ? (body.identityNumber ?? billing.identityNumber ?? null) : null;
  if (needsIdentityNumber(buyer, billing, totalTry) && !identityNumber) throw identityNumberNeeded("identityNumber", context);
  let currentAccountId: string | null = null;
  if (body.currentAccountCode) {
    if (!identity.companyId) throw notFound(context);
    const [account] = await db
      .select({ id: companyCurrentAccounts.id })
      .from(companyCurrentAccounts)
      .where(and(eq(companyCurrentAccounts.companyId, identity.companyId), eq(companyCurrentAccounts.code, body.currentAccountCode)));
    if (!account) throw notFound(context);
    currentAccountId = account.id;
  }
  const before = await checkoutRow(db, cart.id);
  const shippingAddressId = body.useBillingForShipping ? null : shipping.id;
  const changed =
    before?.billingAddressId !== billing.id ||
    (before?.shippingAddressId ?? null) !== shippingAddressId ||
    before?.useBillingForShipping !== body.useBillingForShipping ||
    (before?.currentAccountId ?? null) !== currentAccountId;
  await saveChoices(db, cart.id, {
    billingAddressId: billing.id,
    shippingAddressId,
    useBillingForShipping: body.useBillingForShipping,
    currentAccountId,
    recipientFirstName: body.recipientFirstName,
    recipientLastName: body.recipientLastName,
    phoneCountryCode: body.phoneCountryCode,
    phone: body.phone,
    identityNumber,
    taxNumber: billing.taxNumber,
    customerOrderNumber: body.customerOrderNumber,
    extraInformation: body.extraInformation,
    ...(changed ? { shippingOptionId: null } : {}),
  });
}

/** The delivery step: an option offered for this cart now (a free one only above its threshold). */
export async function saveDeliveryStep(db: Database, buyer: Buyer, shippingOptionId: number, context: CartContext) {
  const cart = await requireActiveCart(db, buyer, context);
  const state = await readCheckout(db, buyer, context);
  if (!state.options.some((option) => option.id === shippingOptionId)) {
    throw new AppError(409, text("orders.shippingNotOffered", context.locale));
  }
  await saveChoices(db, cart.id, { shippingOptionId });
}
