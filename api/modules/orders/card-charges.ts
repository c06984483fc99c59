import type { CardCharges } from "@contract/api/checkout/card-charges";
import type { CurrencyCode } from "@contract/limits";
import type { Database } from "../../db/client";
import type { Pricing } from "../../lib/currency";
import type { ApiLocale } from "../../lib/locale";
import { centsText, convertMicro, roundToCents, toMicro } from "../../lib/money";
import type { Buyer } from "../checkout/buyer";
import { checkoutTotals, readCheckout, type CheckoutState } from "../checkout/service";
import { cardChargeTable, tryRateOf } from "../payments/card-charge";
import { installmentCapOf, type InstallmentCaps } from "../payments/installment-caps";
import type { PaymentProvider } from "../payments/provider";
import { pricedIn } from "./price-checkout";
import { refuse } from "./refusal";

// The card charge of a checkout (docs/decisions/033-card-payments-in-lira.md), the same whether the payment step asks
// for it or the order is placed: the order's total in TRY, the installment counts its parts allow, the provider's table.

export interface CardChargeSettings {
  provider: PaymentProvider;
  installmentCaps: InstallmentCaps;
}

const variantIdsOf = (state: CheckoutState) =>
  [...state.view.slots.normal, ...state.view.slots.projects.flatMap((project) => project.lines)].map((line) => line.variantId);

/**
 * The table for a checkout priced in the order's currency: the order's total converted once at the day's TRY rate (the
 * buyer can check it: total × rate, as a foreign-currency invoice states its lira equivalent).
 */
export async function chargeTableOf(
  db: Database,
  priced: { state: CheckoutState; totals: { total: string }; orderPricing: Pricing },
  { provider, installmentCaps }: CardChargeSettings,
  { bin, locale }: { bin: string | undefined; locale: ApiLocale },
): Promise<CardCharges> {
  const { state, orderPricing, totals } = priced;
  const rate = tryRateOf(state.tryPricing.rate, orderPricing.currency, orderPricing.rate);
  return cardChargeTable(
    provider,
    {
      orderCurrency: orderPricing.currency,
      orderTotal: totals.total,
      base: orderPricing.currency === "TRY" ? totals.total : centsText(roundToCents(convertMicro(toMicro(totals.total), rate))),
      rate,
      rateDate: state.tryPricing.rateDate,
      maxInstallments: await installmentCapOf(db, variantIdsOf(state), installmentCaps),
      bin: bin ?? null,
    },
    locale,
  );
}

/** What paying the buyer's checkout by card would charge, priced in `currency` (the payment step's table). */
export async function checkoutCardCharges(
  db: Database,
  buyer: Buyer,
  { locale, currency, bin }: { locale: ApiLocale; currency: CurrencyCode; bin: string | undefined },
  settings: CardChargeSettings,
): Promise<CardCharges> {
  const pricing = await pricedIn(db, locale, currency);
  const state = await readCheckout(db, buyer, pricing);
  if (!state.cart) throw refuse(409, "orders.emptyCart", locale);
  return chargeTableOf(db, { state, totals: checkoutTotals(state), orderPricing: pricing.primary }, settings, { bin, locale });
}
