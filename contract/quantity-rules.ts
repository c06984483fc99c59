/** What decides whether a quantity of a part may go in a cart. */
export interface OrderingRules {
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  totalStock: number;
  isBackorderable: boolean;
}

export type QuantityRefusal =
  | { code: "belowMinimum"; minimum: number }
  | { code: "notMultiple"; multiplier: number; lower: number; higher: number }
  | { code: "overStock"; stock: number };

/**
 * Why a quantity is not one the part is sold in, or null: at least the minimum order quantity and a whole number of
 * order increments (the multiplier). The nearest allowed quantities come with a multiplier refusal so the message can
 * offer them. The storefront's buy box says so as a quantity is typed; the cart's rule below is what decides.
 */
export function orderStepRefusal(
  quantity: number,
  rules: Pick<OrderingRules, "minimumOrderQuantity" | "orderQuantityMultiplier">,
): Exclude<QuantityRefusal, { code: "overStock" }> | null {
  const minimum = Math.max(1, rules.minimumOrderQuantity);
  const multiplier = Math.max(1, rules.orderQuantityMultiplier);
  if (quantity < minimum) return { code: "belowMinimum", minimum };
  if (quantity % multiplier !== 0) {
    const lower = Math.floor(quantity / multiplier) * multiplier;
    return { code: "notMultiple", multiplier, lower: Math.max(lower, minimum), higher: lower + multiplier };
  }
  return null;
}

/** The smallest quantity a cart takes of a part: its minimum, rounded up to a whole number of its order increments. */
export function smallestOrderQuantity(rules: Pick<OrderingRules, "minimumOrderQuantity" | "orderQuantityMultiplier">): number {
  const multiplier = Math.max(1, rules.orderQuantityMultiplier);
  return Math.ceil(rules.minimumOrderQuantity / multiplier) * multiplier;
}

/**
 * Why a quantity cannot go in a cart, or null: the order steps above, and no more than the stock for a part that
 * cannot be back-ordered.
 */
export function quantityRefusal(quantity: number, rules: OrderingRules): QuantityRefusal | null {
  const step = orderStepRefusal(quantity, rules);
  if (step) return step;
  if (!rules.isBackorderable && quantity > rules.totalStock) return { code: "overStock", stock: rules.totalStock };
  return null;
}
