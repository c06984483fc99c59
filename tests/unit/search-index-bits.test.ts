import { describe, expect, it } from "vitest";
import {
  buildValueBitmaps,
  clearBit,
  countBoth,
  forEachSet,
  popcount,
  setBit,
  wordsFor,
} from "../../api/modules/catalog/search-index/bits";

/** Bit by bit, to check the fast count against. */
const slowPopcount = (word: number) => {
  let count = 0;
  for (let bit = 0; bit < 32; bit += 1) count += (word >>> bit) & 1;
  return count;
};

const bitsOf = (words: number, rows: number[]) => {
  const bits = new Uint32Array(words);
  for (const row of rows) setBit(bits, row);
  return bits;
};

const setRows = (bits: Uint32Array) => {
  const rows: number[] = [];
  forEachSet(bits, (row) => void rows.push(row));
  return rows;
};

describe("search index bits: popcount", () => {
  it("counts the set bits of a word, the sign bit included", () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(1)).toBe(1);
    expect(popcount(0x80000000)).toBe(1);
    expect(popcount(0xffffffff)).toBe(32);
    expect(popcount(0xaaaaaaaa)).toBe(16);
    // `a & b` of two Uint32Array words is a signed int32: the count must not care.
    expect(popcount(-1)).toBe(32);
    expect(popcount(1 << 31)).toBe(1);
  });

  it("agrees with a bit-by-bit count on many words", () => {
    let word = 0x12345678;
    for (let step = 0; step < 2000; step += 1) {
      word = (Math.imul(word, 1103515245) + 12345) >>> 0;
      expect(popcount(word)).toBe(slowPopcount(word));
      expect(popcount(word | 0)).toBe(slowPopcount(word));
    }
  });
});

describe("search index bits: sets and counts", () => {
  it("sizes a bitset in 32-row words", () => {
    expect([0, 1, 31, 32, 33, 64, 65].map(wordsFor)).toEqual([0, 1, 1, 1, 2, 2, 3]);
  });

  it("sets and clears single rows, across word boundaries", () => {
    const bits = bitsOf(3, [0, 31, 32, 63, 64]);
    expect(Array.from(bits)).toEqual([0x80000001, 0x80000001, 1]);
    clearBit(bits, 31);
    clearBit(bits, 64);
    clearBit(bits, 5);
    expect(setRows(bits)).toEqual([0, 32, 63]);
  });

  it("countBoth counts the rows set in both bitsets", () => {
    const a = bitsOf(3, [0, 5, 31, 32, 40, 63, 70, 95]);
    const b = bitsOf(3, [5, 31, 33, 40, 63, 94, 95]);
    expect(countBoth(a, b)).toBe(5);
    expect(countBoth(b, a)).toBe(5);
    expect(countBoth(a, a)).toBe(8);
    expect(countBoth(a, new Uint32Array(3))).toBe(0);
    const all = new Uint32Array(4).fill(0xffffffff);
    expect(countBoth(all, all)).toBe(128);
  });
});

describe("search index bits: forEachSet", () => {
  it("visits every set row once, ascending, the sign bit and word boundaries included", () => {
    const rows = [0, 1, 30, 31, 32, 62, 63, 64, 100, 127];
    expect(setRows(bitsOf(4, [...rows].reverse()))).toEqual(rows);
    expect(setRows(new Uint32Array(4))).toEqual([]);
    expect(setRows(new Uint32Array(2).fill(0xffffffff))).toEqual(Array.from({ length: 64 }, (_, row) => row));
  });

  it("stops as soon as the visitor returns false, and only then", () => {
    const bits = bitsOf(3, [3, 9, 31, 40, 70]);
    const seen: number[] = [];
    forEachSet(bits, (row) => {
      seen.push(row);
      return seen.length < 3;
    });
    expect(seen).toEqual([3, 9, 31]);

    const first: number[] = [];
    forEachSet(bits, (row) => {
      first.push(row);
      return false;
    });
    expect(first).toEqual([3]);

    // true and undefined both go on.
    const all: number[] = [];
    forEachSet(bits, (row) => {
      all.push(row);
      return row % 2 === 0 ? true : undefined;
    });
    expect(all).toEqual([3, 9, 31, 40, 70]);
  });
});

describe("search index bits: buildValueBitmaps", () => {
  it("keeps one bitmap per value over the rows from `offset`, none for code 0", () => {
    //                                   offset ↓
    const column = Int32Array.from([9, 9, 9, 2, 0, 3, 2, 2, 0, 3, 9, 9]);
    const bitmaps = buildValueBitmaps(column, 3, 7, 8)!;
    expect(bitmaps).toBeDefined();
    expect(bitmaps[0]).toBeUndefined();
    expect(bitmaps[9]).toBeUndefined();
    expect(setRows(bitmaps[2]!)).toEqual([0, 3, 4]);
    expect(setRows(bitmaps[3]!)).toEqual([2, 6]);
    expect(bitmaps[2]!.length).toBe(wordsFor(7));
  });

  it("indexes rows past the first word", () => {
    const column = new Int32Array(70);
    column[33] = 1;
    column[69] = 1;
    column[0] = 4;
    const bitmaps = buildValueBitmaps(column, 0, 70, 2)!;
    expect(bitmaps[1]!.length).toBe(3);
    expect(setRows(bitmaps[1]!)).toEqual([33, 69]);
    expect(setRows(bitmaps[4]!)).toEqual([0]);
  });

  it("gives up (undefined) once the rows hold more than `maxValues` distinct values", () => {
    const column = Int32Array.from([1, 2, 3, 1, 2, 0, 0]);
    expect(buildValueBitmaps(column, 0, 7, 3)).toBeDefined();
    expect(buildValueBitmaps(column, 0, 7, 2)).toBeUndefined();
    // Only the rows in range count: from offset 3 there are two values.
    expect(buildValueBitmaps(column, 3, 4, 2)).toBeDefined();
    // Code 0 ("no value") is not a value.
    expect(buildValueBitmaps(Int32Array.from([0, 0, 5]), 0, 3, 1)).toBeDefined();
  });
});
