import { useTranslation } from "~/lib/i18n/use-translation";
import type { Order } from "@contract/api/orders/schemas";
import type { Locale } from "@contract/locale";
import { formatDateTime } from "~/lib/dates";
import { OrderStatusBadge } from "./order-status-badge";

/** Each status the order has been through, oldest first, with when and (in the order's language) why. */
export function OrderHistory({ locale, order }: { locale: Locale; order: Order }) {
  const { t } = useTranslation("orders");
  return (
    <ol aria-label={t("detail.historyCaption", { orderNumber: order.orderNumber })} className="space-y-2 text-sm">
      {order.history.map((event, index) => (
        <li key={`${event.createdAt}-${index}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <OrderStatusBadge status={event.status} />
          <time dateTime={event.createdAt} className="tabular text-gray-800">
            {formatDateTime(event.createdAt, locale)}
          </time>
          {event.note && <span className="text-gray-700">{event.note}</span>}
        </li>
      ))}
    </ol>
  );
}
