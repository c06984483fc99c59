/** Bitsets over a segment's rows: bit i of word i >> 5 is the segment's i-th row. */

export const wordsFor = (rows: number) => (rows + 31) >>> 5;

export function popcount(word: number): number {
  let value = word - ((word >>> 1) & 0x55555555);
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return Math.imul((value + (value >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** How many rows are set. */
export function countSet(bits: Uint32Array): number {
  let total = 0;
  for (let index = 0; index < bits.length; index += 1) total += popcount(bits[index]);
  return total;
}

/** How many rows are set in both. */
export function countBoth(a: Uint32Array, b: Uint32Array): number {
  let total = 0;
  for (let index = 0; index < a.length; index += 1) total += popcount(a[index] & b[index]);
  return total;
}

export function setBit(bits: Uint32Array, index: number) {
  bits[index >>> 5] |= 1 << (index & 31);
}

export function clearBit(bits: Uint32Array, index: number) {
  bits[index >>> 5] &= ~(1 << (index & 31));
}

/** Calls `visit` with each set row, ascending; stops when it returns false. */
export function forEachSet(bits: Uint32Array, visit: (index: number) => boolean | void) {
  for (let word = 0; word < bits.length; word += 1) {
    let value = bits[word];
    while (value !== 0) {
      const lowest = value & -value;
      if (visit((word << 5) + (31 - Math.clz32(lowest))) === false) return;
      value ^= lowest;
    }
  }
}

/** Per value code, the rows holding it; only for columns with few distinct values in the segment. */
export type ValueBitmaps = Array<Uint32Array | undefined>;

/** A column's bitmaps over `count` rows starting at `offset`, or undefined when it has too many values to pay off. */
export function buildValueBitmaps(column: Int32Array, offset: number, count: number, maxValues: number): ValueBitmaps | undefined {
  const bitmaps: ValueBitmaps = [];
  let distinct = 0;
  const words = wordsFor(count);
  for (let index = 0; index < count; index += 1) {
    const code = column[offset + index];
    if (code === 0) continue;
    let bits = bitmaps[code];
    if (!bits) {
      distinct += 1;
      if (distinct > maxValues) return undefined;
      bits = new Uint32Array(words);
      bitmaps[code] = bits;
    }
    setBit(bits, index);
  }
  return bitmaps;
}
