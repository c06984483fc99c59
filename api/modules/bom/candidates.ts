/**
 * A line's candidate parts as the in-memory search index sees them (docs/decisions/002-in-memory-search-index.md):
 * which packaging stands for a part, whether it is in stock, its price at the line's quantity, and their order.
 */
import type { IndexSnapshot } from "../catalog/search-index";
import { EVERYONE } from "../catalog/search-index/snapshot";

/** A part and the index row (a packaging) that stands for it. */
export interface Candidate {
  productId: number;
  row: number;
}

/** What ranks a line's candidates: the quantity prices compare at, and the makers the line names (null: none named). */
export interface LineTerms {
  quantity: number;
  makers: Set<number> | null;
}

/** Which rows the caller may see: live, and exclusive to no company or to the caller's (docs/decisions/053-special-products.md). */
export function visibility(index: IndexSnapshot, companyId: string | null) {
  const own = companyId ? index.audiences.codeOf(companyId) : undefined;
  return (row: number) => index.live[row] === 1 && (index.audience[row] === EVERYONE || index.audience[row] === own);
}
export type Visible = ReturnType<typeof visibility>;

/** In stock as the caller may know it: a hidden stock is not counted as stock. */
export const inStock = (index: IndexSnapshot, row: number) => index.showStock[row] === 1 && index.inStock[row] === 1;

/** Out of stock, and saying so: every packaging shows its stock and none has any. */
export function outOfStock(index: IndexSnapshot, visible: Visible, productId: number): boolean {
  const rows = rowsOf(index, visible, productId);
  return rows.length > 0 && rows.every((row) => index.showStock[row] === 1 && index.inStock[row] === 0);
}

function rowsOf(index: IndexSnapshot, visible: Visible, productId: number): number[] {
  const rows: number[] = [];
  let row = productId < index.firstRowOfProduct.length ? index.firstRowOfProduct[productId] : -1;
  for (; row >= 0 && row < index.size && index.productId[row] === productId; row += 1) if (visible(row)) rows.push(row);
  return rows;
}

/** Orders after every price (finite: the index's top-k subtracts keys). */
const NO_PRICE = 1e12;

/** The unit price (USD) at the quantity; a hidden or missing price orders last. */
function priceAt(index: IndexSnapshot, row: number, quantity: number) {
  if (index.showPrice[row] === 0) return NO_PRICE;
  const price = index.priceBreaks.priceAt(row, quantity);
  return Number.isNaN(price) ? NO_PRICE : price;
}

/** Ascending order of a line's candidates: the named maker's parts first, then in stock, then the price, then the MPN. */
export function candidateOrder(index: IndexSnapshot, terms: LineTerms) {
  const maker = (row: number) => (terms.makers && !terms.makers.has(index.manufacturerId[row]) ? 1 : 0);
  const stock = (row: number) => (inStock(index, row) ? 0 : 1);
  return {
    key: (row: number) => maker(row) * 2 + stock(row),
    then: (row: number) => priceAt(index, row, terms.quantity),
    compare(a: number, b: number) {
      return this.key(a) - this.key(b) || this.then(a) - this.then(b) || index.mpnRank[a] - index.mpnRank[b];
    },
  };
}

/** The packaging that stands for a part: the best of its rows (in stock, cheapest at the quantity); null when none is visible. */
export function candidateOf(index: IndexSnapshot, visible: Visible, terms: LineTerms, productId: number, row?: number): Candidate | null {
  if (row !== undefined) return visible(row) ? { productId, row } : null;
  const order = candidateOrder(index, terms);
  const rows = rowsOf(index, visible, productId).sort((a, b) => order.compare(a, b));
  return rows.length ? { productId, row: rows[0] } : null;
}

/** Parts (once each) as candidates, ranked; parts the caller cannot see are left out. */
export function rankCandidates(index: IndexSnapshot, visible: Visible, terms: LineTerms, productIds: Iterable<number>): Candidate[] {
  const order = candidateOrder(index, terms);
  return [...new Set(productIds)]
    .map((productId) => candidateOf(index, visible, terms, productId))
    .filter((candidate): candidate is Candidate => candidate !== null)
    .sort((a, b) => order.compare(a.row, b.row));
}

/** Whether the candidate is of a maker the line names (true when it names none). */
export const ofNamedMaker = (index: IndexSnapshot, terms: LineTerms, candidate: Candidate) =>
  !terms.makers || terms.makers.has(index.manufacturerId[candidate.row]);
