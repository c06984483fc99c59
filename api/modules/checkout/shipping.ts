import { asc, eq } from "drizzle-orm";
import type { ShippingOptionView } from "@contract/api/checkout/schemas";
import type { Database } from "../../db/client";
import { shippingOptions, type ShippingOption } from "../../db/schema";
import type { Pricing } from "../../lib/currency";
import type { ApiLocale } from "../../lib/locale";
import { text, type TextKey } from "../../lib/messages";
import { centsText as cents, roundToCents, toMicro } from "../../lib/money";

/** A shipping fee's VAT (KDV) percent: a Turkish invoice charges it on carriage like on goods. */
export const SHIPPING_VAT_RATE = "20.00";

/** A carrier and its service as a document in `locale` names them: "Yurtiçi Kargo Standart" on a Turkish one. */
export const shippingName = (shipping: { carrier: string; service: string }, locale: ApiLocale) =>
  `${shipping.carrier} ${text(`shippingServices.${shipping.service}` as TextKey, locale)}`;

/** A TRY amount (decimal string) in `pricing`'s currency, in micro-units rounded to cents: TRY → USD → the currency. */
export function fromTry(amountTry: string, tryPricing: Pricing, pricing: Pricing): bigint {
  if (pricing.currency === "TRY") return roundToCents(toMicro(amountTry));
  return roundToCents((toMicro(amountTry) * toMicro(pricing.rate)) / toMicro(tryPricing.rate));
}

/** The active options the cart may use: all but a free one whose threshold (TRY, VAT included) the cart has not reached. */
export async function offeredOptions(db: Database, cartTotalTry: bigint): Promise<ShippingOption[]> {
  const rows = await db.select().from(shippingOptions).where(eq(shippingOptions.isActive, true)).orderBy(asc(shippingOptions.sortOrder));
  return rows.filter((row) => row.minimumTotalTry === null || cartTotalTry >= toMicro(row.minimumTotalTry));
}

export function optionView(option: ShippingOption, tryPricing: Pricing, pricing: Pricing): ShippingOptionView {
  return {
    id: option.id,
    carrier: option.carrier,
    service: option.service,
    price: cents(fromTry(option.priceTry, tryPricing, pricing)),
    currency: pricing.currency,
    deliveryDaysMin: option.deliveryDaysMin,
    deliveryDaysMax: option.deliveryDaysMax,
  };
}
