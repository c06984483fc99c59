import { useTranslation } from "~/lib/i18n/use-translation";
import { TotalsList, type TotalsRow } from "~/features/cart/components/totals-list";
import type { Checkout } from "@contract/api/checkout/schemas";
import type { Locale } from "@contract/locale";
import { RateNote } from "~/components/rate-note";
import { cartLines } from "~/features/cart/cart-lines";
import { formatAmount, formatQuantity, formatUnitPrice } from "~/lib/format";

/** What the order would cost as the API prices it now: each line, the chosen shipping fee and its VAT, the total. */
export function CheckoutSummary({ locale, checkout }: { locale: Locale; checkout: Checkout }) {
  const { t } = useTranslation("checkout");
  const { totals } = checkout;
  const amount = (value: string) => formatAmount(value, locale, totals.currency);
  const chosen = checkout.shippingOptions.find((option) => option.id === checkout.form.shippingOptionId);
  const rows: TotalsRow[] = [
    [t("summary.subtotal", { count: checkout.cart.productCount }), amount(totals.subtotal), true],
    [t("summary.discount"), amount(totals.discount), Number(totals.discount) > 0],
    [t("summary.shipping"), chosen ? amount(totals.shipping) : t("summary.shippingLater"), true],
    [t("summary.tax"), amount(totals.tax), true],
  ];
  return (
    <section aria-labelledby="checkout-summary-title" className="self-start rounded border border-gray-200 bg-white p-4">
      <h2 id="checkout-summary-title" className="text-lg font-semibold text-gray-900">
        {t("summary.title")}
      </h2>
      {/* Each line as the API priced it: the unit price shown times the quantity is the line (docs/decisions/010-price-display.md). */}
      <ul aria-label={t("summary.lines")} className="mt-3 space-y-2 border-b border-gray-200 pb-3 text-sm">
        {cartLines(checkout.cart).map((line) => (
          <li key={line.id} className="flex justify-between gap-3" data-summary-line={line.mpn}>
            <span className="min-w-0">
              <span className="font-part block break-words font-medium">{line.mpn}</span>
              <span className="tabular text-xs text-gray-600">
                <span data-quantity>{formatQuantity(line.quantity.value, locale)}</span> ×{" "}
                <span data-unit-price>{line.unitPrice ? formatUnitPrice(line.unitPrice.primary, locale, totals.currency) : "—"}</span>
              </span>
            </span>
            <span className="tabular whitespace-nowrap" data-line-total>
              {line.extendedPrice ? amount(line.extendedPrice.primary) : "—"}
            </span>
          </li>
        ))}
      </ul>
      <TotalsList rows={rows} totalLabel={t("summary.total")} total={amount(totals.total)} totalMark="data-checkout-total" />
      <RateNote locale={locale} rate={checkout.cart.exchangeRate} />
      {chosen && (
        <p className="mt-2 text-xs text-gray-600">
          {t("summary.shippingBy", { carrier: chosen.carrier, service: t(`services.${chosen.service}`) })}
        </p>
      )}
    </section>
  );
}
