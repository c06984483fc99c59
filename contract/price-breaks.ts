/**
 * The price break that applies to a quantity: the one with the largest quantity not above it, the first when the
 * quantity is below every break; undefined without breaks. `quantityOf` reads a break's smallest quantity, so that
 * the API's rows and the storefront's objects share the rule.
 */
export function breakAt<B>(breaks: readonly B[], quantity: number, quantityOf: (step: B) => number): B | undefined {
  let chosen = breaks[0];
  for (const step of breaks) if (quantity >= quantityOf(step)) chosen = step;
  return chosen;
}

/**
 * Why a variant's price breaks cannot be sold as given, as a common:validation.* key, or null: at least one break,
 * quantities rising, every price above zero, and the first break at the minimum order quantity or at 1 (a smaller
 * quantity cannot be ordered, a larger first break leaves the MOQ without a price). The catalog desk's editor and
 * its import check the same rule (docs/decisions/044-catalog-desk.md).
 */
export function priceBreaksProblem(
  breaks: ReadonlyArray<{ quantity: number; unitPrice: number }>,
  minimumOrderQuantity: number,
):
  "validation.priceBreaksEmpty" | "validation.priceBreaksRising" | "validation.priceBreaksPositive" | "validation.priceBreaksFirst" | null {
  if (!breaks.length) return "validation.priceBreaksEmpty";
  if (breaks.some((step, at) => at > 0 && step.quantity <= breaks[at - 1].quantity)) return "validation.priceBreaksRising";
  if (breaks.some((step) => !(step.unitPrice > 0))) return "validation.priceBreaksPositive";
  const first = breaks[0].quantity;
  return first === 1 || first === minimumOrderQuantity ? null : "validation.priceBreaksFirst";
}
