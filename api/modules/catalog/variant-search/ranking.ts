import type { Sort } from "@contract/limits";
import type { IndexSnapshot } from "../search-index";
import type { Ranking } from "../search-index/scan";

/** Sort keys over the index's columns: ascending, ties by variant id; hidden prices and stock go last. */
export function ranking(index: IndexSnapshot, sort: Sort, relevance: Ranking | null): Ranking {
  const { showPrice, unitPriceUsd, minimumOrderQuantity, showStock, totalStock, mpnRank } = index;
  const noPrice = Number.MAX_VALUE;
  // Prices compare at the same quantity (decision 010): parts by their minimum order quantity, then by their first
  // break's price, which is the price at that minimum; so a reel's 5,000+ price never outbids cut tape's 10+.
  const quantityKey = (row: number) =>
    showPrice[row] === 0 ? Infinity : Number.isNaN(unitPriceUsd[row]) ? noPrice : minimumOrderQuantity[row];
  const price = (row: number) => (Number.isNaN(unitPriceUsd[row]) ? 0 : unitPriceUsd[row]);
  switch (sort) {
    case "price-asc":
      return { key: quantityKey, then: price };
    case "price-desc":
      return { key: quantityKey, then: (row) => -price(row) };
    case "stock-desc":
      return { key: (row) => (showStock[row] === 0 ? Infinity : -totalStock[row]) };
    case "mpn-asc":
      return { key: (row) => mpnRank[row], followsRows: true };
    default:
      return relevance ?? { key: (row) => mpnRank[row], followsRows: true };
  }
}
