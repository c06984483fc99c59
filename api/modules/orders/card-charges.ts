import { eq } from "drizzle-orm";
import type { CardCharges } from "@contract/api/checkout/card-charges";
import type { CurrencyCode } from "@contract/limits";
import type { Database, Executor } from "../../db/client";
import { orderLines, type OrderRow } from "../../db/schema";
import { pricingFor, type Pricing } from "../../lib/currency";
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
// for it, the order is placed, or an EFT order is paid by card instead: the order's total in TRY, the installment
// counts its parts allow, the provider's table.

export interface CardChargeSettings {
  provider: PaymentProvider;
  installmentCaps: InstallmentCaps;
}

const variantIdsOf = (state: CheckoutState) =>
  [...state.view.slots.normal, ...state.view.slots.projects.flatMap((project) => project.lines)].map((line) => line.variantId);

/**
 * The table for a total in the order's currency: converted once at the day's TRY rate (the buyer can check it: total ×
 * rate, as a foreign-currency invoice states its lira equivalent), the installments capped by the parts bought.
 */
async function chargeTableFor(
  db: Executor,
  { total, orderPricing, tryPricing, variantIds }: { total: string; orderPricing: Pricing; tryPricing: Pricing; variantIds: number[] },
  { provider, installmentCaps }: CardChargeSettings,
  { bin, locale }: { bin: string | undefined; locale: ApiLocale },
): Promise<CardCharges> {
  const rate = tryRateOf(tryPricing.rate, orderPricing.currency, orderPricing.rate);
  return cardChargeTable(
    provider,
    {
      orderCurrency: orderPricing.currency,
      orderTotal: total,
      base: orderPricing.currency === "TRY" ? total : centsText(roundToCents(convertMicro(toMicro(total), rate))),
      rate,
      rateDate: tryPricing.rateDate,
      maxInstallments: await installmentCapOf(db, variantIds, installmentCaps),
      bin: bin ?? null,
    },
    locale,
  );
}

/** The table for a checkout priced in the order's currency. */
export async function chargeTableOf(
  db: Database,
  priced: { state: CheckoutState; totals: { total: string }; orderPricing: Pricing },
  settings: CardChargeSettings,
  asked: { bin: string | undefined; locale: ApiLocale },
): Promise<CardCharges> {
  const { state, orderPricing, totals } = priced;
  return chargeTableFor(
    db,
    { total: totals.total, orderPricing, tryPricing: state.tryPricing, variantIds: variantIdsOf(state) },
    settings,
    asked,
  );
}

/**
 * The table for an order placed already (an EFT order paid by card instead): its total, at the day's rates, with the
 * cap of the parts it holds, as if its checkout were paid by card today.
 */
export async function placedOrderCardCharges(
  db: Database,
  order: Pick<OrderRow, "id" | "total" | "currencyCode">,
  settings: CardChargeSettings,
  asked: { bin: string | undefined; locale: ApiLocale },
): Promise<CardCharges> {
  const [orderPricing, tryPricing, lines] = await Promise.all([
    pricingFor(db, order.currencyCode as CurrencyCode),
    pricingFor(db, "TRY"),
    db.select({ variantId: orderLines.variantId }).from(orderLines).where(eq(orderLines.orderId, order.id)),
  ]);
  const variantIds = lines.map((line) => line.variantId);
  return chargeTableFor(db, { total: order.total, orderPricing, tryPricing, variantIds }, settings, asked);
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
