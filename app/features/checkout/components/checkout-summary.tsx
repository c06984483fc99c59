import { useTranslation } from "react-i18next";
import { TotalsList, type TotalsRow } from "~/features/cart/components/totals-list";
import type { Checkout } from "@contract/api/checkout/schemas";
import type { Locale } from "@contract/locale";
import { formatAmount } from "~/lib/format";

/** What the order would cost as the API prices it now: the lines, the chosen shipping fee and its VAT. */
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
      <TotalsList rows={rows} totalLabel={t("summary.total")} total={amount(totals.total)} totalMark="data-checkout-total" />
      {chosen && (
        <p className="mt-2 text-xs text-gray-600">
          {t("summary.shippingBy", { carrier: chosen.carrier, service: t(`services.${chosen.service}`) })}
        </p>
      )}
    </section>
  );
}
