import { useTranslation } from "react-i18next";
import type { OrderSummary } from "@contract/api/orders/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { formatDateTime } from "~/lib/dates";
import { formatAmount, formatQuantity } from "~/lib/format";
import { OrderStatusBadge } from "./order-status-badge";

interface OrderTableProps {
  locale: Locale;
  orders: OrderSummary[];
  /** The company's orders: each row says who placed it. */
  showPlacedBy: boolean;
}

/**
 * The order history: a table from md up, a card per order on phones (the list-* classes of tailwind.css; on a card
 * each cell names its column from data-label), so that it never makes the page wider than the screen.
 */
export function OrderTable({ locale, orders, showPlacedBy }: OrderTableProps) {
  const { t } = useTranslation("orders");
  const label = {
    date: t("list.date"),
    status: t("list.status"),
    paymentType: t("list.paymentType"),
    items: t("list.items"),
    total: t("list.total"),
    placedBy: t("list.placedBy"),
  };
  const heading = "px-1.5 py-2";
  return (
    <div className="relative md:overflow-x-auto">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">{t("list.caption")}</caption>
        <thead className="hidden border-b-2 border-gray-300 bg-gray-100 text-left text-xs text-gray-700 md:table-header-group">
          <tr>
            <th scope="col" className={heading}>
              {t("list.orderNumber")}
            </th>
            <th scope="col" className={heading}>
              {label.date}
            </th>
            <th scope="col" className={heading}>
              {label.status}
            </th>
            <th scope="col" className={heading}>
              {label.paymentType}
            </th>
            <th scope="col" className={`${heading} text-right`}>
              {label.items}
            </th>
            <th scope="col" className={`${heading} text-right`}>
              {label.total}
            </th>
            {showPlacedBy && (
              <th scope="col" className={heading}>
                {label.placedBy}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="block space-y-2 md:table-row-group md:space-y-0">
          {orders.map((order) => (
            <tr key={order.orderNumber} className="list-row">
              <td className="list-cell">
                <RouteLink
                  to={pathFor("orderDetail", locale, { id: order.orderNumber })}
                  className="tabular whitespace-nowrap font-part font-semibold text-primary-700 underline"
                >
                  {order.orderNumber}
                </RouteLink>
                {order.customerOrderNumber && (
                  <span className="block text-xs text-gray-700 [overflow-wrap:anywhere]">
                    {t("list.poNumber", { number: order.customerOrderNumber })}
                  </span>
                )}
              </td>
              <td className="list-cell" data-label={label.date}>
                {formatDateTime(order.createdAt, locale)}
              </td>
              <td className="list-cell" data-label={label.status}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="list-cell" data-label={label.paymentType}>
                {t(`paymentType.${order.paymentType}`)}
              </td>
              <td className="list-cell tabular md:text-right" data-label={label.items}>
                {formatQuantity(order.itemCount, locale)}
              </td>
              <td className="list-cell tabular whitespace-nowrap font-semibold md:text-right" data-label={label.total}>
                {formatAmount(order.totals.total, locale, order.totals.currency)}
              </td>
              {showPlacedBy && (
                <td className="list-cell [overflow-wrap:anywhere]" data-label={label.placedBy}>
                  {order.placedBy}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
