import { eq } from "drizzle-orm";
import type { CurrencyCode } from "@contract/limits";
import type { Database } from "../../db/client";
import { companyCurrentAccounts } from "../../db/schema";
import { pricingFor } from "../../lib/currency";
import type { ApiLocale } from "../../lib/locale";
import { catalogReference } from "../catalog/reference";
import { secondaryCurrencyOf, type CartContext } from "../carts/view";
import type { Buyer } from "../checkout/buyer";
import {
  allowedPaymentTypes,
  cartProblems,
  checkoutAnswer,
  checkoutTotals,
  identityNumberLimitText,
  readCheckout,
  type CheckoutState,
} from "../checkout/service";
import type { PaymentProvider } from "../payments/provider";
import type { PlaceContext, PlaceOrderBody } from "./place-context";
import { refuse } from "./refusal";

type Totals = ReturnType<typeof checkoutTotals>;

/** The checkout as the order copies it: complete (a cart without problems, both addresses, a shipping option), priced. */
export interface PricedCheckout {
  /** The order's currency, and the cart priced in it (with the other currency a Turkish invoice shows). */
  currency: CurrencyCode;
  pricing: CartContext;
  state: CheckoutState;
  cart: NonNullable<CheckoutState["cart"]>;
  row: NonNullable<CheckoutState["row"]>;
  billing: NonNullable<CheckoutState["billing"]>;
  shipping: NonNullable<CheckoutState["shipping"]>;
  option: NonNullable<CheckoutState["option"]>;
  /** The current account a net-term order is charged to. */
  account: typeof companyCurrentAccounts.$inferSelect | undefined;
  /** The totals in the order's currency, in TRY and in USD. */
  totals: Totals;
  totalsTry: Totals;
  totalsUsd: Totals;
}

/** The cart priced in one currency, with the other a Turkish invoice shows. */
export async function pricedIn(db: Database, locale: ApiLocale, currency: CurrencyCode): Promise<CartContext> {
  const [pricing, reference] = await Promise.all([pricingFor(db, currency), catalogReference(db)]);
  return { locale, reference, primary: pricing, secondary: await pricingFor(db, secondaryCurrencyOf(currency)) };
}

/**
 * Prices the buyer's checkout again (a posted price, fee or total does not exist in the body), refusing an order
 * that cannot be placed: a payment type the buyer may not use, no Idempotency-Key, an incomplete checkout.
 */
export async function priceCheckout(
  db: Database,
  context: PlaceContext,
  buyer: Buyer,
  paymentType: PlaceOrderBody["paymentType"],
  provider: PaymentProvider,
): Promise<PricedCheckout> {
  const { locale } = context;
  const probe = await pricedIn(db, locale, context.currency);
  if (paymentType === "pos" && !provider.available) throw refuse(503, "orders.cardUnavailable", locale);
  if (!allowedPaymentTypes(buyer, true).includes(paymentType)) throw refuse(403, "orders.paymentNotAllowed", locale);
  if (!context.idempotencyKeyGiven) throw refuse(428, "orders.keyRequired", locale);

  const firstRead = await readCheckout(db, buyer, probe);
  const account =
    paymentType === "net" && firstRead.row?.currentAccountId
      ? (await db.select().from(companyCurrentAccounts).where(eq(companyCurrentAccounts.id, firstRead.row.currentAccountId)))[0]
      : undefined;
  if (paymentType === "net" && !account) throw refuse(409, "orders.noCurrentAccount", locale);
  if (account?.blocked) throw refuse(409, "orders.currentAccountBlocked", locale, { code: account.code });
  // A net-term order is priced in its current account's currency, so that the charge and the limit compare as they are.
  const currency = (account?.currencyCode ?? context.currency) as CurrencyCode;
  const pricing = currency === probe.primary.currency ? probe : await pricedIn(db, locale, currency);
  const state = currency === probe.primary.currency ? firstRead : await readCheckout(db, buyer, pricing);
  const answer = await checkoutAnswer(db, buyer, state, pricing, { cardAvailable: provider.available });
  if (!state.cart || answer.problems.length)
    throw refuse(409, "orders.cartProblems", locale, { problems: cartProblems(state.view, pricing).join("; ") });
  // The total may have grown past the limit since the address step (a line added, the shipping chosen).
  if (answer.needsIdentityNumber && !state.row?.identityNumber)
    throw refuse(409, "orders.identityNumberNeeded", locale, { limit: identityNumberLimitText(locale) });
  if (!answer.completed.address || !state.billing || !state.shipping || !state.row) throw refuse(409, "orders.noAddress", locale);
  if (!state.option) throw refuse(409, "orders.noShipping", locale);

  const totals = checkoutTotals(state);
  const totalsIn = async (other: CurrencyCode) =>
    other === currency ? totals : checkoutTotals(await readCheckout(db, buyer, await pricedIn(db, locale, other)));
  const [totalsTry, totalsUsd] = [await totalsIn("TRY"), await totalsIn("USD")];
  const { cart, row, billing, shipping, option } = state;
  return { currency, pricing, state, cart, row, billing, shipping, option, account, totals, totalsTry, totalsUsd };
}
