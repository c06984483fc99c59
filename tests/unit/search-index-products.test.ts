import { describe, expect, it } from "vitest";
import { setBit, wordsFor } from "../../api/modules/catalog/search-index/bits";
import { PackagingTally, countPackagingBits } from "../../api/modules/catalog/search-index/packaging-counts";
import { BestPerProduct, countProducts, indexProducts, productsIn } from "../../api/modules/catalog/search-index/products";
import type { IndexSnapshot, Segment } from "../../api/modules/catalog/search-index/snapshot";
import { TopK } from "../../api/modules/catalog/search-index/top-k";

/** Deterministic pseudo-random numbers. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state % below;
  };
}

/** A segment of `parts` parts, each with 1 to `longest` variants (rows), and the product id of each row. */
function segmentOf(random: (below: number) => number, parts: number, longest: number) {
  const productId: number[] = [];
  for (let part = 0; part < parts; part += 1) {
    const variants = 1 + random(longest);
    for (let variant = 0; variant < variants; variant += 1) productId.push(100 + part);
  }
  const snapshot = { productId: Int32Array.from(productId), variantId: Int32Array.from(productId.map((_, row) => row + 1)) };
  const segment = { start: 0, end: productId.length } as Segment;
  indexProducts(snapshot as unknown as IndexSnapshot, segment);
  return { snapshot: snapshot as unknown as IndexSnapshot, segment, productId };
}

function randomRows(random: (below: number) => number, count: number, percent: number) {
  const bits = new Uint32Array(wordsFor(count));
  const set: number[] = [];
  for (let row = 0; row < count; row += 1)
    if (random(100) < percent) {
      setBit(bits, row);
      set.push(row);
    }
  return { bits, set };
}

const setRows = (bits: Uint32Array, count: number) =>
  Array.from({ length: count }, (_, row) => row).filter((row) => (bits[row >>> 5] & (1 << (row & 31))) !== 0);

describe("parts in a set of rows", () => {
  // Up to 3 variants folds bits; up to 12 passes the fold's limit and walks the rows.
  it.each([1, 3, 12])("gives each part with a row in the set once, at its first row (up to %i variants a part)", (longest) => {
    const random = generator(longest * 31);
    for (let round = 0; round < 20; round += 1) {
      const { segment, productId } = segmentOf(random, 200, longest);
      const { bits, set } = randomRows(random, productId.length, [2, 30, 90][round % 3]);
      const firstRowOf = new Map<number, number>();
      productId.forEach((id, row) => firstRowOf.set(id, firstRowOf.get(id) ?? row));
      const expected = [...new Set(set.map((row) => productId[row]))].map((id) => firstRowOf.get(id)!).sort((a, b) => a - b);
      expect(setRows(productsIn(segment, bits), productId.length)).toEqual(expected);
      expect(countProducts(segment, bits)).toBe(expected.length);
    }
  });
});

describe("one row per part on the page", () => {
  it("offers each part once, as its best row, ranked by it", () => {
    const random = generator(7);
    const { snapshot, productId } = segmentOf(random, 300, 4);
    const keys = productId.map(() => random(50));
    const top = new TopK(40);
    const best = new BestPerProduct(snapshot, { key: (row) => keys[row] }, top);
    productId.forEach((_, row) => best.offer(row));
    best.flush();
    const bestRowOf = new Map<number, number>();
    productId.forEach((id, row) => {
      const current = bestRowOf.get(id);
      if (current === undefined || keys[row] < keys[current]) bestRowOf.set(id, row);
    });
    const expected = [...bestRowOf.values()].sort((a, b) => keys[a] - keys[b] || a - b).slice(0, 40);
    expect(top.sorted()).toEqual(expected);
  });
});

describe("the packaging facet", () => {
  it("counts by bitmaps as the row tally does: with no packaging chosen and with some chosen", () => {
    const random = generator(11);
    const { segment, productId } = segmentOf(random, 400, 3);
    const packagingOf = productId.map(() => 1 + random(3));
    const bitmaps = [undefined, 1, 2, 3].map((code) => {
      if (code === undefined) return undefined;
      const bits = new Uint32Array(wordsFor(productId.length));
      packagingOf.forEach((value, row) => value === code && setBit(bits, row));
      return bits;
    });
    for (const chosen of [null, [2], [1, 3]]) {
      const { bits: others } = randomRows(random, productId.length, 60);
      const listed = others.map((word, index) =>
        chosen ? word & bitmaps.slice(1).reduce((all, bits, code) => (chosen.includes(code + 1) ? all | bits![index] : all), 0) : word,
      );
      const byBits = new Int32Array(4);
      countPackagingBits(segment, bitmaps, byBits, listed, chosen ? others : null);
      const byRows = new Int32Array(4);
      const tally = new PackagingTally(byRows, chosen !== null);
      for (const row of setRows(chosen ? others : listed, productId.length))
        tally.add(productId[row], packagingOf[row], (listed[row >>> 5] & (1 << (row & 31))) !== 0);
      tally.flush();
      expect([...byBits], `chosen ${chosen}`).toEqual([...byRows]);
      expect(byBits.some((count) => count > 0)).toBe(true);
    }
  });
});
