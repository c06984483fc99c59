import { useTranslation } from "~/lib/i18n/use-translation";
import type { OrderSummary } from "@contract/api/orders/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { formatDateTime } from "~/lib/dates";
import { formatAmount, formatQuantity } from "~/lib/format";
import { OrderStatusBadge } from "./order-status-badge";

interface OrderTableProps {
  locale: Locale;
  orders: OrderSummary[];
  /** The company's orders: each row says who placed it. */
  showPlacedBy: boolean;
}

/** The order history: a table from md up, a card per order on phones. */
export function OrderTable({ locale, orders, showPlacedBy }: OrderTableProps) {
  const { t } = useTranslation("orders");
  const columns: Array<ListColumn<OrderSummary>> = [
    {
      key: "orderNumber",
      label: t("list.orderNumber"),
      cell: (order) => (
        <>
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
        </>
      ),
    },
    { key: "date", label: t("list.date"), cell: (order) => formatDateTime(order.createdAt, locale) },
    { key: "status", label: t("list.status"), cell: (order) => <OrderStatusBadge status={order.status} /> },
    { key: "paymentType", label: t("list.paymentType"), cell: (order) => t(`paymentType.${order.paymentType}`) },
    { key: "items", label: t("list.items"), numeric: true, cell: (order) => formatQuantity(order.itemCount, locale) },
    {
      key: "total",
      label: t("list.total"),
      numeric: true,
      className: "whitespace-nowrap font-semibold",
      cell: (order) => formatAmount(order.totals.total, locale, order.totals.currency),
    },
  ];
  if (showPlacedBy)
    columns.push({ key: "placedBy", label: t("list.placedBy"), className: "[overflow-wrap:anywhere]", cell: (order) => order.placedBy });
  return <ListTable caption={t("list.caption")} columns={columns} rows={orders} rowKey={(order) => order.orderNumber} />;
}
