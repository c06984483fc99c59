import { countSet, forEachSet, setBit, wordsFor } from "./bits";
import type { Ranking } from "./scan";
import type { IndexSnapshot, Segment } from "./snapshot";
import type { TopK } from "./top-k";

/*
 * The list counts and ranks parts, not variants (docs/decisions/058-one-row-per-part.md): a part's variants (its
 * packagings) are adjacent rows of its category's segment, and a part is in a set of rows when any of its variants is.
 */

/** Beyond this many variants of one part, folding a segment's bits costs more passes than walking the rows. */
const FOLD_MAX_PASSES = 8;

/** Marks where each part's rows start and which rows continue the part before them. */
export function indexProducts(snapshot: IndexSnapshot, segment: Segment) {
  const count = segment.end - segment.start;
  segment.firstOfProduct = new Uint32Array(wordsFor(count));
  segment.sameAsNext = new Uint32Array(wordsFor(count));
  segment.longestProduct = count ? 1 : 0;
  let run = 0;
  for (let index = 0; index < count; index += 1) {
    const row = segment.start + index;
    if (index > 0 && snapshot.productId[row] === snapshot.productId[row - 1]) {
      setBit(segment.sameAsNext, index - 1);
      run += 1;
    } else {
      setBit(segment.firstOfProduct, index);
      run = 1;
    }
    segment.longestProduct = Math.max(segment.longestProduct, run);
  }
}

/** The first row of each part having a row in `rows`: one bit per part. */
export function productsIn(segment: Segment, rows: Uint32Array): Uint32Array {
  if (segment.longestProduct <= 1) return rows;
  const { firstOfProduct, sameAsNext } = segment;
  const words = rows.length;
  const parts = rows.slice();
  if (segment.longestProduct - 1 > FOLD_MAX_PASSES) {
    parts.fill(0);
    forEachSet(rows, (index) => {
      let first = index;
      while (first > 0 && (sameAsNext[(first - 1) >>> 5] & (1 << ((first - 1) & 31))) !== 0) first -= 1;
      setBit(parts, first);
    });
    return parts;
  }
  // Each pass moves a row's bit to the row before it when both are one part's: after (longest − 1) passes a part's
  // first row holds the OR of its rows.
  for (let pass = 1; pass < segment.longestProduct; pass += 1) {
    for (let word = 0; word < words; word += 1) {
      const next = (parts[word] >>> 1) | (word + 1 < words ? parts[word + 1] << 31 : 0);
      parts[word] |= next & sameAsNext[word];
    }
  }
  for (let word = 0; word < words; word += 1) parts[word] &= firstOfProduct[word];
  return parts;
}

/** How many parts have a row in `rows`. */
export function countProducts(segment: Segment, rows: Uint32Array): number {
  return countSet(productsIn(segment, rows));
}

/** How many parts have a row in both; `work` is scratch space as long as `rows`. */
export function countProductsInBoth(segment: Segment, rows: Uint32Array, bits: Uint32Array, work: Uint32Array): number {
  for (let word = 0; word < rows.length; word += 1) work[word] = rows[word] & bits[word];
  return countProducts(segment, work);
}

/** Counts a value once per part, however many of the part's rows hold it (rows come part by part). */
export class OncePerProduct {
  private readonly lastProduct: Int32Array;

  constructor(readonly counts: Int32Array) {
    this.lastProduct = new Int32Array(counts.length).fill(-1);
  }

  add(code: number, productId: number) {
    if (this.lastProduct[code] === productId) return;
    this.lastProduct[code] = productId;
    this.counts[code] += 1;
  }
}

/**
 * Offers each part once to the page: the best of its matching rows by the ranking (ties to the lower variant id),
 * which is the packaging its row shows. Rows must come part by part; `flush` after the last.
 */
export class BestPerProduct {
  private product = -1;
  private best = -1;
  private bestKey = 0;
  private bestThen = 0;
  /** Parts offered so far, the current one included. */
  offered = 0;

  constructor(
    private readonly snapshot: IndexSnapshot,
    private readonly ranking: Ranking,
    private readonly top: TopK,
  ) {}

  /** True when `row` starts a part not offered yet. */
  startsProduct(row: number) {
    return this.snapshot.productId[row] !== this.product;
  }

  offer(row: number) {
    const { key, then } = this.ranking;
    const rowKey = key(row);
    const rowThen = then ? then(row) : 0;
    if (this.startsProduct(row)) {
      this.flush();
      this.product = this.snapshot.productId[row];
      this.offered += 1;
    } else if ((rowKey - this.bestKey || rowThen - this.bestThen || this.snapshot.variantId[row] - this.snapshot.variantId[this.best]) >= 0)
      return;
    this.best = row;
    this.bestKey = rowKey;
    this.bestThen = rowThen;
  }

  flush() {
    if (this.best < 0) return;
    this.top.offer(this.best, this.bestKey, this.snapshot.variantId[this.best], this.bestThen);
    this.best = -1;
  }
}
