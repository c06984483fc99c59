/**
 * The parts of an order the spec's section path opens alone (`…/order-detail/{id}/{section}`, docs/pages.md). The
 * names are the same in both languages, so that switching language keeps the path.
 */
export const ORDER_SECTIONS = ["lines", "delivery", "payments", "history", "documents"] as const;
export type OrderSectionName = (typeof ORDER_SECTIONS)[number];

export const isOrderSection = (value: string | undefined): value is OrderSectionName =>
  (ORDER_SECTIONS as readonly string[]).includes(value ?? "");
