// Enumerations of checkout, orders and payments both sides name (docs/spec.md §3 and §4,
// docs/decisions/017-orders.md). The API enforces them; the storefront offers and translates them.

/** Spec §3: pos (1, credit card), net (2, net term), eft (3, EFT or wire transfer). */
export const PAYMENT_TYPES = ["pos", "net", "eft"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_CODES: Record<PaymentType, number> = { pos: 1, net: 2, eft: 3 };

/** The checkout's steps in order (spec §2) and each step's status (spec §4). */
export const CHECKOUT_STEPS = ["myCart", "address", "deliveryMethod", "paymentMethod"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export type CheckoutStepStatus = "wait" | "progress" | "done";

/** Spec §9's shipping option names. */
export const SHIPPING_SERVICES = ["Standard", "Express", "Overnight", "Same Day", "Free Shipping", "Economy", "Priority"] as const;
export type ShippingService = (typeof SHIPPING_SERVICES)[number];

export const ORDER_STATUSES = [
  "awaiting_payment",
  "paid",
  "preparing",
  "shipped",
  "delivered",
  "cancelled",
  "return_requested",
  "returned",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where each status may go next: the one place transitions are decided (api/modules/orders/status.ts reads it). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ["paid", "cancelled"],
  paid: ["preparing", "cancelled"],
  preparing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: ["return_requested"],
  cancelled: [],
  return_requested: ["returned", "delivered"],
  returned: [],
};

/**
 * Whether the buyer may cancel: before payment, or a net-term order not yet being prepared (its charge is reversed
 * on the current account). A paid card or EFT order needs a refund, which the store's staff make.
 */
export const buyerMayCancel = (order: { status: OrderStatus; paymentType: PaymentType }) =>
  order.status === "awaiting_payment" || (order.status === "paid" && order.paymentType === "net");

export const PAYMENT_STATUSES = ["pending", "captured", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a card payment that fails (or is abandoned) does to its order: a card order's own payment cancels it and gives
 * its stock back; a payment started to pay an EFT order by card instead keeps the order as it was
 * (docs/decisions/050-current-account-self-service.md).
 */
export const PAYMENT_FAILURE_EFFECTS = ["cancel_order", "keep_order"] as const;
export type PaymentFailureEffect = (typeof PAYMENT_FAILURE_EFFECTS)[number];

/**
 * A refund's course (docs/decisions/037-orders-desk.md): a card refund is `pending` once the order is cancelled,
 * `sending` while the provider is asked, then `succeeded` or `failed` (a failed one may be sent again); a refund the
 * staff transfer to an IBAN themselves is `recorded`.
 */
export const REFUND_STATUSES = ["pending", "sending", "succeeded", "failed", "recorded"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How a refund reaches the buyer: back to the card through its provider, or a bank transfer to an IBAN. */
export const REFUND_METHODS = ["card", "iban"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
