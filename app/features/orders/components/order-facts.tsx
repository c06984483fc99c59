import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Order } from "@contract/api/orders/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { formatDate, formatDateTime } from "~/lib/dates";
import { OrderStatusBadge } from "./order-status-badge";

/**
 * The order at a glance: its status, when and how it was placed, the buyer's purchase order number, a net-term
 * order's due date, and the way to cancel it while the buyer still may (a link to the confirmation, so that it asks
 * first without JavaScript too).
 */
export function OrderFacts({ locale, order }: { locale: Locale; order: Order }) {
  const { t } = useTranslation("orders");
  const facts: Array<[string, ReactNode]> = [
    [t("detail.status"), <OrderStatusBadge key="status" status={order.status} />],
    [t("detail.placedAt"), formatDateTime(order.createdAt, locale)],
    [t("detail.paymentType"), t(`paymentType.${order.paymentType}`)],
    [t("detail.placedBy"), order.placedBy],
  ];
  if (order.customerOrderNumber) facts.push([t("detail.poNumber"), order.customerOrderNumber]);
  // A net-term order's due date: its lines' shortest maturity, a project's for project lines (docs/decisions/045-projects.md).
  if (order.dueDate) facts.push([t("detail.dueDate"), formatDate(order.dueDate, locale)]);
  const payBy = order.status === "awaiting_payment" ? formatDateTime(order.expiresAt, locale) : null;
  return (
    <div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-700">{label}</dt>
            <dd className="font-medium text-gray-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {payBy && (
        <p className="mt-3 rounded border border-warn-700 bg-warn-50 px-3 py-2 text-sm text-gray-900">
          {t("detail.payBy", { date: payBy })}
        </p>
      )}
      {order.canCancel && (
        <Link
          to={pathFor("orderDetail", locale, { id: order.orderNumber }, { confirmCancel: 1 })}
          className="mt-3 inline-block rounded border border-danger-700 px-4 py-2 text-sm font-semibold text-danger-700 hover:bg-danger-50"
        >
          {t("detail.cancel")}
        </Link>
      )}
    </div>
  );
}
