import { useTranslation } from "~/lib/i18n/use-translation";
import type { Order } from "@contract/api/orders/schemas";
import { SHIPPING_SERVICES, type ShippingService } from "@contract/api/orders/values";

const isService = (value: string): value is ShippingService => SHIPPING_SERVICES.includes(value as ShippingService);

/** How the order travels: the carrier and its service, and the tracking number once it has left. */
export function OrderDelivery({ order }: { order: Order }) {
  const { t } = useTranslation("orders");
  const { carrier, service } = order.shipping;
  const facts: Array<[string, string]> = [
    [t("detail.carrier"), carrier],
    [t("detail.service"), isService(service) ? t(`detail.shippingService.${service}`) : service],
    [t("detail.trackingNumber"), order.trackingNumber ?? t("detail.notShipped")],
  ];
  return (
    <dl className="space-y-2 text-sm">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-gray-700">{label}</dt>
          <dd className="font-medium text-gray-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
