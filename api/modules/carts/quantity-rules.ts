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
 * Why a quantity cannot be ordered, or null: at least the minimum order quantity, a whole number of order
 * increments (the multiplier), and no more than the stock for a part that cannot be back-ordered. The nearest
 * allowed quantities come with a multiplier refusal so the message can offer them.
 */
export function quantityRefusal(quantity: number, rules: OrderingRules): QuantityRefusal | null {
  const minimum = Math.max(1, rules.minimumOrderQuantity);
  const multiplier = Math.max(1, rules.orderQuantityMultiplier);
  if (quantity < minimum) return { code: "belowMinimum", minimum };
  if (quantity % multiplier !== 0) {
    const lower = Math.floor(quantity / multiplier) * multiplier;
    return { code: "notMultiple", multiplier, lower: Math.max(lower, minimum), higher: lower + multiplier };
  }
  if (!rules.isBackorderable && quantity > rules.totalStock) return { code: "overStock", stock: rules.totalStock };
  return null;
}
