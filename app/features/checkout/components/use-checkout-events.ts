import { useEffect } from "react";
import type { Checkout } from "@contract/api/checkout/schemas";
import type { Order } from "@contract/api/orders/schemas";
import type { PaymentType } from "@contract/api/orders/values";
import { cartLines } from "~/features/cart/cart-lines";
import { analytics, useAnalyticsUserType } from "~/features/cart/components/use-cart-events";

/** begin_checkout (the address step) or add_shipping_info (the payment step, once a shipping option is chosen), once per page view. */
export function useCheckoutEvent(event: "begin_checkout" | "add_shipping_info", checkout: Checkout) {
  const userType = useAnalyticsUserType();
  const shipping = checkout.shippingOptions.find((option) => option.id === checkout.form.shippingOptionId);
  useEffect(() => {
    const lines = cartLines(checkout.cart);
    if (lines.length === 0) return;
    void analytics().then(({ cartLineItem, pushCartEvent }) =>
      pushCartEvent(event, {
        currency: checkout.totals.currency,
        userType,
        items: lines.map(cartLineItem),
        details: event === "add_shipping_info" && shipping ? { shipping_tier: `${shipping.carrier} ${shipping.service}` } : {},
      }),
    );
    // Once per page view: the checkout answer is new on every visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** add_payment_info as the payment form is sent, with the chosen payment type. */
export function useAddPaymentInfoEvent(checkout: Checkout) {
  const userType = useAnalyticsUserType();
  return (paymentType: PaymentType) =>
    void analytics().then(({ cartLineItem, pushCartEvent }) =>
      pushCartEvent("add_payment_info", {
        currency: checkout.totals.currency,
        userType,
        items: cartLines(checkout.cart).map(cartLineItem),
        details: { payment_type: paymentType },
      }),
    );
}

const PURCHASE_SENT = "purchase-sent";

/** purchase once per order, on its success page (a reload of the page does not count it again). */
export function usePurchaseEvent(order: Order) {
  const userType = useAnalyticsUserType();
  useEffect(() => {
    const sent = sessionStorage.getItem(PURCHASE_SENT)?.split(",") ?? [];
    if (sent.includes(order.orderNumber)) return;
    sessionStorage.setItem(PURCHASE_SENT, [...sent.slice(-19), order.orderNumber].join(","));
    void analytics().then(({ orderLineItem, pushCartEvent }) =>
      pushCartEvent("purchase", {
        currency: order.totals.currency,
        userType,
        items: order.lines.map(orderLineItem),
        details: {
          transaction_id: order.orderNumber,
          value: Number(order.totals.total),
          tax: Number(order.totals.tax),
          shipping: Number(order.totals.shipping),
          payment_type: order.paymentType,
        },
      }),
    );
  }, [order, userType]);
}
