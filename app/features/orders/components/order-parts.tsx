import { useTranslation } from "~/lib/i18n/use-translation";
import type { Order } from "@contract/api/orders/schemas";
import type { Locale } from "@contract/locale";
import { CardChargeSummary } from "./card-charge-summary";
import { OrderAddress } from "./order-address";
import { OrderDelivery } from "./order-delivery";
import { OrderDocuments, type InvoicePathOf } from "./order-documents";
import { OrderHistory } from "./order-history";
import { OrderLinesTable } from "./order-lines-table";
import { OrderPayments } from "./order-payments";
import { OrderSection } from "./order-section";
import { OrderTotals } from "./order-totals";

/**
 * Each part of an order's page once: the buyer's order page lays them out and its section path shows its own alone;
 * the page of a signed order link shows those it offers (features/orders/routes/guest-order.tsx). `invoicePath` makes
 * the documents' links, the buyer's by default.
 */
export function useOrderParts(order: Order, locale: Locale, invoicePath?: InvoicePathOf) {
  const { t } = useTranslation("orders");
  return {
    lines: (
      <OrderSection id="order-lines" title={t("detail.lines")}>
        <OrderLinesTable locale={locale} order={order} />
      </OrderSection>
    ),
    totals: (
      <OrderSection id="order-totals" title={t("detail.totals")}>
        <OrderTotals locale={locale} order={order} />
      </OrderSection>
    ),
    delivery: (
      <OrderSection id="order-delivery" title={t("detail.delivery")}>
        <OrderDelivery order={order} />
      </OrderSection>
    ),
    billingAddress: (
      <OrderSection id="order-billing-address" title={t("detail.billingAddress")}>
        <OrderAddress locale={locale} address={order.billingAddress} />
      </OrderSection>
    ),
    shippingAddress: (
      <OrderSection id="order-shipping-address" title={t("detail.shippingAddress")}>
        <OrderAddress locale={locale} address={order.shippingAddress} />
      </OrderSection>
    ),
    cardCharge: order.cardCharge && (
      <OrderSection id="order-card-charge" title={t("cardCharge.title")}>
        <CardChargeSummary locale={locale} order={order} />
      </OrderSection>
    ),
    payments: (
      <OrderSection id="order-payments" title={t("detail.payments")}>
        <OrderPayments locale={locale} order={order} />
      </OrderSection>
    ),
    history: (
      <OrderSection id="order-history" title={t("detail.history")}>
        <OrderHistory locale={locale} order={order} />
      </OrderSection>
    ),
    documents: (
      <OrderSection id="order-documents" title={t("detail.documents")}>
        <OrderDocuments locale={locale} order={order} invoicePath={invoicePath} />
      </OrderSection>
    ),
  };
}

export type OrderPartName = keyof ReturnType<typeof useOrderParts>;
