import { PRICE_SORTS, type Sort } from "@contract/limits";
import type { CatalogReference } from "../reference";
import type { IndexSnapshot } from "../search-index";
import type { Ranking } from "../search-index/scan";
import { makerRanks } from "./maker-order";

/** What a sort needs besides the index: the quantity the price sorts compare at, the makers' names. */
export interface SortOptions {
  /** The quantity the buyer stated; without it the price sorts compare each part's first break. */
  quantity?: number;
  reference?: CatalogReference;
}

/** The quantity a list's price sort compares at: the stated one, and only when the list is sorted by price. */
export const statedQuantity = (query: { sort: Sort; quantity?: number }) => (PRICE_SORTS.includes(query.sort) ? query.quantity : undefined);

/** Where a part stands before its price (decision 054): priced, not orderable at the stated quantity, no price, hidden. */
const PRICED = 0;
const ABOVE_MINIMUM = 1;
const NO_PRICE = 2;
const HIDDEN_PRICE = 3;

/** Sort keys over the index's columns, ascending; ties by variant id. Hidden prices and stock go last. */
export function ranking(index: IndexSnapshot, sort: Sort, relevance: Ranking | null, options: SortOptions = {}): Ranking {
  const { showPrice, priceBreaks, minimumOrderQuantity, showStock, totalStock, mpnRank, manufacturerId } = index;
  const { quantity } = options;
  const standing = (row: number) =>
    showPrice[row] === 0
      ? HIDDEN_PRICE
      : priceBreaks.ladderOf[row] === 0
        ? NO_PRICE
        : quantity !== undefined && minimumOrderQuantity[row] > quantity
          ? ABOVE_MINIMUM
          : PRICED;
  // The unit price at the stated quantity, or the first break's; a part above its minimum by its first break's. A
  // hidden price orders nothing (its place would tell it); no price reads as 0.
  const price = (row: number) =>
    showPrice[row] === 0
      ? 0
      : (quantity === undefined || minimumOrderQuantity[row] > quantity
          ? priceBreaks.firstPrice(row)
          : priceBreaks.priceAt(row, quantity)) || 0;
  switch (sort) {
    case "price-asc":
      return { key: standing, then: price };
    case "price-desc":
      return { key: standing, then: (row) => -price(row) };
    case "stock-desc":
      // Most first; equal stock by part number, as the part-number sort orders it.
      return { key: (row) => (showStock[row] === 0 ? Infinity : -totalStock[row]), then: (row) => mpnRank[row] };
    case "manufacturer-asc": {
      const makerRank = makerRanks(options.reference!, index.maxManufacturerId);
      return { key: (row) => makerRank[manufacturerId[row]], then: (row) => mpnRank[row] };
    }
    case "mpn-asc":
      return { key: (row) => mpnRank[row], followsRows: true };
    default:
      return relevance ?? { key: (row) => mpnRank[row], followsRows: true };
  }
}
