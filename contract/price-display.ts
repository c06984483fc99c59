/**
 * How many decimals a unit price shows (spec section 9): 5 below 10, 4 below 100, 3 below 1000, otherwise 2. The
 * API rounds every unit price it gives to this many decimals and computes each line from the rounded price, so what
 * a buyer reads multiplies out to the line (docs/decisions/010-price-display.md).
 */
export function unitPriceDecimals(value: number): number {
  const size = Math.abs(value);
  if (size < 10) return 5;
  if (size < 100) return 4;
  if (size < 1000) return 3;
  return 2;
}

/**
 * A unit price as shown times a quantity, rounded once to cents half up: the extended price the cart gives the line
 * (api/modules/carts/pricing.ts). Exact: the unit price has at most five decimals, so it is a whole number of
 * millionths, multiplied as a BigInt. For display only; the cart prices every line itself.
 */
export function extendedAmount(unitPrice: number, quantity: number): number {
  const micro = BigInt(Math.round(unitPrice * 1_000_000)) * BigInt(Math.trunc(quantity));
  const cents = (micro + BigInt(5_000)) / BigInt(10_000);
  return Number(cents) / 100;
}
