import { PACKAGING_VALUES, type Packaging } from "../limits";
import { breakAt } from "../price-breaks";
import { extendedAmount } from "../price-display";
import { orderStepRefusal } from "../quantity-rules";

// The cheapest way to buy what a BOM line needs for its boards (issue 36): across a part's packagings, their minimum
// order, multiple and price breaks.

/** One packaging of a part as it is sold; prices in one currency, as the API shows them (rounded as displayed). */
export interface PackagingOption {
  variantId: number;
  packaging: Packaging;
  /** Rising by quantity; empty when the price is not shown (the part is quoted on request). */
  priceBreaks: ReadonlyArray<{ quantity: number; unitPrice: number }>;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  stock: number;
  isBackorderable: boolean;
}

/**
 * Why the quantity bought is not the quantity needed: `needed` it is; `minimumOrder` raised to the minimum order,
 * `multiple` to the order multiple, `priceBreak` to a larger price break that costs less in total.
 */
export type BuyReason = "needed" | "minimumOrder" | "multiple" | "priceBreak";

export interface CheapestBuy {
  variantId: number;
  quantity: number;
  unitPrice: number;
  /** The unit price × the quantity rounded once to cents, as the cart prices the line. */
  total: number;
  /** Bought more than the smallest allowed quantity because a larger price break costs less in total. */
  boughtUp: boolean;
  reason: BuyReason;
}

/**
 * Parts to buy for `boards` boards at `perBoard` each with `sparePercent` % spares, rounded up: 10 per board for 25
 * boards with 5 % spares is 263. Worked in hundredths of a percent as whole numbers, so 7 % of 100 is 7, not 7.0000001.
 */
export function neededQuantity(perBoard: number, boards: number, sparePercent: number): number {
  if (!Number.isInteger(perBoard) || !Number.isInteger(boards) || perBoard < 0 || boards < 0 || !(sparePercent >= 0))
    throw new RangeError(`not a BOM quantity: ${perBoard} × ${boards} + ${sparePercent} %`);
  const scale = 10_000n;
  const parts = BigInt(perBoard) * BigInt(boards) * (scale + BigInt(Math.round(sparePercent * 100)));
  return Number((parts + scale - 1n) / scale);
}

/** The smallest quantity from `quantity` up that the option's minimum order and multiple allow. */
function allowedFrom(quantity: number, option: PackagingOption): number {
  let allowed = quantity;
  for (let refusal = orderStepRefusal(allowed, option); refusal; refusal = orderStepRefusal(allowed, option))
    allowed = refusal.code === "belowMinimum" ? refusal.minimum : refusal.higher;
  return allowed;
}

interface Buy {
  buy: CheapestBuy;
  packaging: Packaging;
}

/** The buys an option offers for the need: the smallest allowed quantity and each larger break's, where stock allows. */
function buysOf(needed: number, option: PackagingOption): Buy[] {
  if (!option.priceBreaks.length) return [];
  const smallest = allowedFrom(needed, option);
  const quantities = [smallest, ...option.priceBreaks.map((step) => allowedFrom(step.quantity, option)).filter((at) => at > smallest)];
  const reasonOf = (quantity: number): BuyReason => {
    if (quantity > smallest) return "priceBreak";
    if (quantity === needed) return "needed";
    return needed < option.minimumOrderQuantity ? "minimumOrder" : "multiple";
  };
  return quantities
    .filter((quantity) => option.isBackorderable || quantity <= option.stock)
    .map((quantity) => {
      const unitPrice = breakAt(option.priceBreaks, quantity, (step) => step.quantity)!.unitPrice;
      const total = extendedAmount(unitPrice, quantity);
      const buy = { variantId: option.variantId, quantity, unitPrice, total, boughtUp: quantity > smallest, reason: reasonOf(quantity) };
      return { buy, packaging: option.packaging };
    });
}

const cents = (amount: number) => Math.round(amount * 100);

/** Lower total first, then the smaller quantity, then cut tape before reel (the packagings' order). */
function cheaper(a: Buy, b: Buy): number {
  return (
    cents(a.buy.total) - cents(b.buy.total) ||
    a.buy.quantity - b.buy.quantity ||
    PACKAGING_VALUES.indexOf(a.packaging) - PACKAGING_VALUES.indexOf(b.packaging)
  );
}

/**
 * The cheapest buy of `needed` parts among a part's packagings, or null when none can be bought (no price shown, or
 * not enough stock and no back order). A larger quantity wins only when its total is lower: 100 at a break is bought
 * instead of 90 when 100 × its price is less than 90 × the price of 90.
 */
export function cheapestBuy(needed: number, options: readonly PackagingOption[]): CheapestBuy | null {
  return options.flatMap((option) => buysOf(needed, option)).sort(cheaper)[0]?.buy ?? null;
}

/** The sum of buys' totals, added in whole cents so that it equals the cart's subtotal of the same lines. */
export function totalOf(buys: ReadonlyArray<Pick<CheapestBuy, "total">>): number {
  return buys.reduce((sum, buy) => sum + cents(buy.total), 0) / 100;
}
