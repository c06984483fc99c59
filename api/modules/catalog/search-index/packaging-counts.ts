import { countSet, forEachSet, type ValueBitmaps } from "./bits";
import { countProductsInBoth, productsIn } from "./products";
import type { Segment } from "./snapshot";

/*
 * The packaging facet counts parts, and a part comes in several packagings (docs/decisions/058-one-row-per-part.md).
 * An option's count is what its link changes (decision 057): with no packaging chosen, the listed parts having it;
 * once some are chosen, for another option the parts it would add (none of their variants is listed yet), for a
 * chosen one the parts it alone lists (its removal takes them away). With one option chosen that is the whole list.
 */

/** The row path's tally: rows come part by part; a part is settled when the next one starts (`flush` after the last). */
export class PackagingTally {
  private product = -1;
  private readonly listedCodes = new Set<number>();
  private readonly addedCodes = new Set<number>();

  constructor(
    private readonly counts: Int32Array,
    /** Whether the list filters by packaging. */
    private readonly chosen: boolean,
  ) {}

  /** A row of `product` in packaging `code`: listed (it passes every filter) or failing the packaging filter only. */
  add(product: number, code: number, listed: boolean) {
    if (product !== this.product) {
      this.flush();
      this.product = product;
    }
    (listed ? this.listedCodes : this.addedCodes).add(code);
  }

  flush() {
    const { listedCodes, addedCodes, counts } = this;
    if (!this.chosen) for (const code of listedCodes) counts[code] += 1;
    else if (listedCodes.size === 1) for (const code of listedCodes) counts[code] += 1;
    else if (listedCodes.size === 0) for (const code of addedCodes) counts[code] += 1;
    listedCodes.clear();
    addedCodes.clear();
  }
}

/**
 * The bitset path's counts over a segment: `listed` are the rows passing every filter, `unchosen` (when the list
 * filters by packaging) those passing every filter but the packaging one.
 */
export function countPackagingBits(
  segment: Segment,
  bitmaps: ValueBitmaps,
  counts: Int32Array,
  listed: Uint32Array,
  unchosen: Uint32Array | null,
) {
  const words = listed.length;
  const work = new Uint32Array(words);
  const listedParts = unchosen ? productsIn(segment, listed) : null;
  for (let code = 1; code < bitmaps.length; code += 1) {
    const bits = bitmaps[code];
    if (!bits) continue;
    if (!unchosen) {
      counts[code] += countProductsInBoth(segment, listed, bits, work);
      continue;
    }
    for (let word = 0; word < words; word += 1) work[word] = listed[word] & bits[word];
    const having = productsIn(segment, work).slice();
    // Chosen: listed parts with no listed row in another packaging.
    for (let word = 0; word < words; word += 1) work[word] = listed[word] & ~bits[word];
    const elsewhere = productsIn(segment, work);
    for (let word = 0; word < words; word += 1) having[word] &= ~elsewhere[word];
    counts[code] += countSet(having);
    // Not chosen: parts it would add, none of whose rows is listed.
    for (let word = 0; word < words; word += 1) work[word] = unchosen[word] & bits[word];
    const added = productsIn(segment, work).slice();
    for (let word = 0; word < words; word += 1) added[word] &= ~listedParts![word];
    counts[code] += countSet(added);
  }
}

/** The same counts by walking the rows, for a segment that keeps no packaging bitmaps. */
export function countPackagingRows(
  segment: Segment,
  column: Int32Array,
  productId: Int32Array,
  tally: PackagingTally,
  listed: Uint32Array,
  unchosen: Uint32Array | null,
) {
  const isListed = (index: number) => (listed[index >>> 5] & (1 << (index & 31))) !== 0;
  forEachSet(unchosen ?? listed, (index) => {
    const row = segment.start + index;
    tally.add(productId[row], column[row], isListed(index));
  });
  tally.flush();
}
