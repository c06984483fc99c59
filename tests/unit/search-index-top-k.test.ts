import { describe, expect, it } from "vitest";
import { TopK } from "../../api/modules/catalog/search-index/top-k";

interface Offer {
  row: number;
  key: number;
  tie: number;
}

/** The expected answer: every offer sorted by key, then tie, cut to k. */
const bestByFullSort = (offers: Offer[], k: number) =>
  [...offers]
    .sort((a, b) => (a.key === b.key ? a.tie - b.tie : a.key < b.key ? -1 : 1))
    .slice(0, k)
    .map((offer) => offer.row);

const keep = (offers: Offer[], k: number) => {
  const top = new TopK(k);
  for (const { row, key, tie } of offers) top.offer(row, key, tie);
  return top.sorted();
};

/** Deterministic pseudo-random offers with many repeated keys. */
function offersOf(count: number, distinctKeys: number, seed: number): Offer[] {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state;
  };
  const ties = Array.from({ length: count }, (_, index) => index * 7 + 3);
  for (let index = ties.length - 1; index > 0; index -= 1) {
    const other = next() % (index + 1);
    [ties[index], ties[other]] = [ties[other], ties[index]];
  }
  return ties.map((tie, row) => ({ row, key: next() % distinctKeys, tie }));
}

describe("TopK", () => {
  it("keeps the k smallest by key, then tie, best first", () => {
    for (const [count, distinctKeys, k] of [
      [1000, 1000, 10],
      [1000, 5, 25],
      [300, 300, 300],
      [50, 3, 200],
      [1, 1, 1],
    ]) {
      const offers = offersOf(count, distinctKeys, count + k);
      expect(keep(offers, k), `${count} offers, ${distinctKeys} keys, k=${k}`).toEqual(bestByFullSort(offers, k));
    }
  });

  it("returns fewer than k rows when fewer were offered, sorted", () => {
    const offers = [
      { row: 1, key: 5, tie: 1 },
      { row: 2, key: 1, tie: 2 },
      { row: 3, key: 3, tie: 3 },
    ];
    expect(keep(offers, 10)).toEqual([2, 3, 1]);
    expect(new TopK(4).sorted()).toEqual([]);
  });

  it("keeps nothing when k is 0", () => {
    const top = new TopK(0);
    top.offer(1, 1, 1);
    top.offer(2, -1, 0);
    expect(top.sorted()).toEqual([]);
  });

  it("orders equal keys by tie, whatever the order they came in", () => {
    const offers = [40, 10, 30, 20, 50].map((tie, index) => ({ row: index, key: 7, tie }));
    expect(keep(offers, 5)).toEqual([1, 3, 2, 0, 4]);
    expect(keep(offers, 2)).toEqual([1, 3]);
    expect(keep([...offers].reverse(), 2)).toEqual([1, 3]);
  });

  it("does not let an offer equal to the worst kept one push it out", () => {
    const top = new TopK(2);
    top.offer(1, 1, 1);
    top.offer(2, 2, 2);
    top.offer(3, 2, 2);
    expect(top.sorted()).toEqual([1, 2]);
    top.offer(4, 2, 1);
    expect(top.sorted()).toEqual([1, 4]);
  });

  it("sorts infinite keys (hidden prices and stock) last, by tie", () => {
    const offers = [
      { row: 1, key: Infinity, tie: 9 },
      { row: 2, key: Number.MAX_VALUE, tie: 8 },
      { row: 3, key: Infinity, tie: 2 },
      { row: 4, key: -5, tie: 7 },
      { row: 5, key: Infinity, tie: 5 },
      { row: 6, key: 0, tie: 1 },
    ];
    expect(keep(offers, 6)).toEqual([4, 6, 2, 3, 5, 1]);
    expect(keep(offers, 4)).toEqual([4, 6, 2, 3]);
  });
});
