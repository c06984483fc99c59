// The product page's "calculate total" without JavaScript: a post to the page that adds nothing and answers with the
// quantity typed, for the page to show its total (with JavaScript the total follows the field by itself).

/** The `intent` of the buy box's "calculate total" button; the page's other posts are the cart's and favorites'. */
export const QUANTITY_TOTAL_INTENT = "total";

/** The page's answer to that post: which packaging and the quantity as typed. */
export interface QuantityTotalAnswer {
  quantityTotal: { variantId: number; quantity: string };
}

/** The quantity typed for `variantId` if the action's answer is a "calculate total" of it. */
export function quantityTotalOf(answer: unknown, variantId: number): string | undefined {
  const total = (answer as Partial<QuantityTotalAnswer> | undefined)?.quantityTotal;
  return total?.variantId === variantId ? total.quantity : undefined;
}
