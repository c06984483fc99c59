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
