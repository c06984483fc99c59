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
