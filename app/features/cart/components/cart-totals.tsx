import { useTranslation } from "~/lib/i18n/use-translation";
import { TotalsList, type TotalsRow } from "./totals-list";
import type { Cart } from "@contract/api/carts/schemas";
import type { Locale } from "@contract/locale";
import { RateNote } from "~/components/rate-note";
import { formatAmount } from "~/lib/format";

/** The order summary: the API's totals in the caller's currency, the total in the second currency and the rate used. */
export function CartTotals({ locale, cart }: { locale: Locale; cart: Cart }) {
  const { t } = useTranslation("cart");
  const { primary, secondary } = cart.totals;
  const amount = (value: string) => formatAmount(value, locale, primary.currency);
  const rows: TotalsRow[] = [
    [t("totals.subtotal"), amount(primary.subtotal), true],
    [t("totals.discount"), amount(primary.discount), Number(primary.discount) > 0],
    [t("totals.projectSubtotal"), amount(primary.projectSubtotal), Number(primary.projectSubtotal) > 0],
    [t("totals.tax"), amount(primary.tax), true],
    [t("totals.projectTax"), amount(primary.projectTax), Number(primary.projectTax) > 0],
    [t("totals.shipping"), t("totals.shippingLater"), true],
  ];

  return (
    <section aria-labelledby="cart-totals-title" className="self-start rounded border border-gray-200 bg-white p-4">
      <h2 id="cart-totals-title" className="text-lg font-semibold text-gray-900">
        {t("totals.title")}
      </h2>
      <TotalsList rows={rows} totalLabel={t("totals.total")} total={amount(primary.total)} totalMark="data-cart-total" />
      <p className="tabular mt-2 text-xs text-gray-600">
        {t("totals.secondary", { currency: secondary.currency, amount: formatAmount(secondary.total, locale, secondary.currency) })}
      </p>
      <RateNote locale={locale} rate={cart.exchangeRate} />
    </section>
  );
}
