import { useTranslation } from "~/lib/i18n/use-translation";
import type { Order } from "@contract/api/orders/schemas";
import type { Locale } from "@contract/locale";
import { RateNote } from "~/components/rate-note";
import { currencyName } from "~/features/orders/display-names";
import { formatAmount } from "~/lib/format";

function TotalsList({ locale, totals }: { locale: Locale; totals: Order["totals"] }) {
  const { t } = useTranslation("orders");
  const amount = (value: string) => formatAmount(value, locale, totals.currency);
  const rows: Array<[string, string]> = [
    [t("detail.subtotal"), amount(totals.subtotal)],
    [t("detail.discount"), amount(totals.discount)],
    [t("detail.shipping"), amount(totals.shipping)],
    [t("detail.tax"), amount(totals.tax)],
  ];
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map(([name, value]) => (
        <div key={name} className="flex justify-between gap-4">
          <dt className="text-gray-700">{name}</dt>
          <dd className="tabular">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-semibold">
        <dt>{t("detail.total")}</dt>
        <dd className="tabular">{amount(totals.total)}</dd>
      </div>
    </dl>
  );
}

/**
 * The order's totals in its own currency and, when it was placed in another, in Turkish lira at the rates of the
 * order's day (the amounts the Turkish invoice states).
 */
export function OrderTotals({ locale, order }: { locale: Locale; order: Order }) {
  if (order.totals.currency === "TRY") return <TotalsList locale={locale} totals={order.totals} />;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <h3 className="mb-2 text-sm font-semibold text-gray-900">{currencyName(order.totals.currency, locale)}</h3>
        <TotalsList locale={locale} totals={order.totals} />
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-gray-900">{currencyName("TRY", locale)}</h3>
        <TotalsList locale={locale} totals={order.totalsTry} />
        <RateNote
          locale={locale}
          rate={{ currency: "TRY", rate: order.exchangeRates.TRY, rateDate: order.rateDate, stale: order.rateStale }}
        />
      </div>
    </div>
  );
}
