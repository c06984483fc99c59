import type { CurrencyCode } from "@contract/limits";
import { breakAt } from "@contract/price-breaks";
import { beforeDiscountMicro, convertMicro, roundToCents, roundUnitPrice, toMicro } from "../../lib/money";

/** A line as pricing needs it: the quantity and what the database says of the part. */
export interface LineToPrice {
  quantity: number;
  /** [smallest quantity, USD unit price] ascending; the stored prices are the discounted ones (decision 010). */
  breaks: ReadonlyArray<readonly [number, string]>;
  /** Percent taken off the reference price by a discount group, or null. */
  discountRate: string | null;
  /** KDV percent, a decimal string ("20.00"). */
  vatRate: string;
  /** Project lines are totalled apart (spec section 3: project subtotal and tax). */
  isProject: boolean;
}

export interface Rate {
  currency: CurrencyCode;
  /** Units of the currency per USD, the stored rate (a decimal string). */
  rate: string;
}

/** One line's figures in one currency, in micro-units (1e-6): the unit price as shown, the rest whole cents. */
export interface LineFigures {
  unitPrice: bigint;
  extendedPrice: bigint;
  discount: bigint;
  tax: bigint;
  totalPrice: bigint;
}

export interface Totals {
  subtotal: bigint;
  discount: bigint;
  shipping: bigint;
  tax: bigint;
  projectSubtotal: bigint;
  projectTax: bigint;
  total: bigint;
  totalWithoutShipment: bigint;
}

/** The USD unit price at a quantity: the break with the largest quantity not above it (the first below every break). */
export function breakFor(breaks: LineToPrice["breaks"], quantity: number): string | null {
  return breakAt(breaks, quantity, ([from]) => from)?.[1] ?? null;
}

/**
 * A line in one currency, as a Turkish invoice has it: the unit price converted at the stored rate and rounded to the
 * decimals it is shown with (docs/decisions/010-price-display.md), the extended price (that unit price × quantity)
 * rounded once to cents, the VAT on that rounded once, their sum. The discount is worked out the same way from the
 * reference unit price, itself rounded as shown. Null for a part without a price (quoted on request).
 */
export function priceLine(line: LineToPrice, rate: Rate): LineFigures | null {
  const usd = breakFor(line.breaks, line.quantity);
  if (usd === null) return null;
  const quantity = BigInt(line.quantity);
  const unitPrice = roundUnitPrice(convertMicro(toMicro(usd), rate.rate));
  const extendedPrice = roundToCents(unitPrice * quantity);
  const discount =
    line.discountRate === null
      ? 0n
      : roundToCents(roundUnitPrice(beforeDiscountMicro(unitPrice, line.discountRate)) * quantity) - extendedPrice;
  // Whole cents × a percent with two decimals ÷ 100 has six decimals: exact in micro-units before the one rounding.
  const tax = roundToCents((extendedPrice * toMicro(line.vatRate)) / 100_000_000n);
  return { unitPrice, extendedPrice, discount, tax, totalPrice: extendedPrice + tax };
}

/** The cart's totals in one currency: sums of the lines' rounded figures (no rounding of its own). Shipping is chosen at checkout. */
export function totalsOf(lines: ReadonlyArray<{ line: LineToPrice; figures: LineFigures | null }>): Totals {
  const totals: Totals = {
    subtotal: 0n,
    discount: 0n,
    shipping: 0n,
    tax: 0n,
    projectSubtotal: 0n,
    projectTax: 0n,
    total: 0n,
    totalWithoutShipment: 0n,
  };
  for (const { line, figures } of lines) {
    if (!figures) continue;
    totals.discount += figures.discount;
    if (line.isProject) {
      totals.projectSubtotal += figures.extendedPrice;
      totals.projectTax += figures.tax;
    } else {
      totals.subtotal += figures.extendedPrice;
      totals.tax += figures.tax;
    }
  }
  totals.totalWithoutShipment = totals.subtotal + totals.tax + totals.projectSubtotal + totals.projectTax;
  totals.total = totals.totalWithoutShipment + totals.shipping;
  return totals;
}
