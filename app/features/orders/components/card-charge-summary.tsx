import { useTranslation } from "~/lib/i18n/use-translation";
import type { Order } from "@contract/api/orders/schemas";
import type { Locale } from "@contract/locale";
import { formatDate } from "~/lib/dates";
import { formatAmount, formatUnitPrice } from "~/lib/format";

/**
 * What a card order charged, itemised (docs/decisions/033-card-payments-in-lira.md): the order's total in lira at the
 * order's rate, the installment commission, and the amount taken from the card. Nothing for EFT and net term.
 */
export function CardChargeSummary({ locale, order }: { locale: Locale; order: Order }) {
  const { t } = useTranslation("orders");
  const charge = order.cardCharge;
  if (!charge) return null;
  const lira = (amount: string) => formatAmount(amount, locale, charge.currency);
  const rows: Array<[string, string, string]> = [
    [t("cardCharge.base"), lira(charge.base), "base"],
    [
      charge.installments > 1 ? t("cardCharge.commission", { count: charge.installments }) : t("cardCharge.commissionSingle"),
      lira(charge.commission),
      "commission",
    ],
  ];
  return (
    <div className="text-sm" data-card-charge>
      <dl className="max-w-md space-y-1">
        {rows.map(([name, value, mark]) => (
          <div key={mark} className="flex justify-between gap-4">
            <dt className="text-gray-700">{name}</dt>
            <dd className="tabular" data-card-charge-part={mark}>
              {value}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-1 font-semibold">
          <dt>{t("cardCharge.amount")}</dt>
          <dd className="tabular" data-card-charge-amount>
            {lira(charge.amount)}
          </dd>
        </div>
      </dl>
      {order.totals.currency !== "TRY" && (
        <p className="mt-1 text-xs text-gray-600">
          {t("cardCharge.rate", {
            total: formatAmount(order.totals.total, locale, order.totals.currency),
            currency: order.totals.currency,
            rate: formatUnitPrice(charge.rate, locale),
            date: formatDate(charge.rateDate, locale) ?? charge.rateDate,
          })}
        </p>
      )}
    </div>
  );
}
