import type { OrderStatus } from "@contract/api/orders/values";

/** How a status looks beside its name: green when it is done, amber while the buyer must act, red when it ended badly. */
export type StatusTone = "ok" | "warn" | "danger" | "neutral";

const TONES: Record<OrderStatus, StatusTone> = {
  awaiting_payment: "warn",
  paid: "neutral",
  preparing: "neutral",
  shipped: "neutral",
  delivered: "ok",
  cancelled: "danger",
  return_requested: "warn",
  returned: "neutral",
};

export const statusTone = (status: OrderStatus): StatusTone => TONES[status];
