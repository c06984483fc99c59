import { useTranslation } from "~/lib/i18n/use-translation";
import type { Order } from "@contract/api/orders/schemas";
import type { Locale } from "@contract/locale";
import { formatAmount, formatQuantity } from "~/lib/format";

/** The order's payment attempts (card payments; an EFT or net-term order has none): how much, how, and how it went. */
export function OrderPayments({ locale, order }: { locale: Locale; order: Order }) {
  const { t } = useTranslation("orders");
  if (order.payments.length === 0) return <p className="text-sm text-gray-700">{t("detail.noPayments")}</p>;
  const label = {
    amount: t("detail.amount"),
    installments: t("detail.installments"),
    status: t("detail.paymentStatusLabel"),
    card: t("detail.card"),
    failureReason: t("detail.failureReason"),
  };
  const heading = "px-1.5 py-2";
  return (
    <div className="relative md:overflow-x-auto">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">{t("detail.paymentsCaption", { orderNumber: order.orderNumber })}</caption>
        <thead className="hidden border-b-2 border-gray-300 bg-gray-100 text-left text-xs text-gray-700 md:table-header-group">
          <tr>
            <th scope="col" className={heading}>
              {t("detail.provider")}
            </th>
            <th scope="col" className={`${heading} text-right`}>
              {label.amount}
            </th>
            <th scope="col" className={heading}>
              {label.installments}
            </th>
            <th scope="col" className={heading}>
              {label.status}
            </th>
            <th scope="col" className={heading}>
              {label.card}
            </th>
            <th scope="col" className={heading}>
              {label.failureReason}
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-2 md:table-row-group md:space-y-0">
          {order.payments.map((payment, index) => (
            <tr key={`${payment.createdAt}-${index}`} className="list-row">
              <td className="list-cell font-medium">{payment.provider}</td>
              <td className="list-cell tabular whitespace-nowrap md:text-right" data-label={label.amount}>
                {formatAmount(payment.amount, locale, payment.currency)}
              </td>
              <td className="list-cell" data-label={label.installments}>
                {payment.installments > 1 ? formatQuantity(payment.installments, locale) : t("detail.singlePayment")}
              </td>
              <td className="list-cell" data-label={label.status}>
                {t(`detail.paymentStatus.${payment.status}`)}
              </td>
              {/* Empty cells stay on the table and out of the card. */}
              <td className={`list-cell font-part ${payment.cardSummary ? "" : "max-md:hidden"}`} data-label={label.card}>
                {payment.cardSummary}
              </td>
              <td className={`list-cell ${payment.failureReason ? "" : "max-md:hidden"}`} data-label={label.failureReason}>
                {payment.failureReason}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
