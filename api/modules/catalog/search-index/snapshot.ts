import { buildValueBitmaps, clearBit, setBit, wordsFor, type ValueBitmaps } from "./bits";
import { ValueDictionary } from "./dictionary";
import type { PriceBreakColumns } from "./price-breaks";
import { indexProducts } from "./products";

/** The rows of one leaf category: contiguous in the snapshot, with their property columns. */
export interface Segment {
  categoryId: number;
  start: number;
  end: number;
  /** Per property code, each row's value as a code of `IndexSnapshot.values` (0: none), indexed by row − start. */
  properties: Map<string, Int32Array>;
  /** Per filter column ("manufacturer", "packaging", "inStock", "rohs", "prop:<code>"), rows by value, when it has few values here. */
  bitmaps: Map<string, ValueBitmaps>;
  /** Rows still in the catalog. */
  liveBits: Uint32Array;
  /** Bit i: row i is its part's first (a part's variants are adjacent rows; search-index/products.ts). */
  firstOfProduct: Uint32Array;
  /** Bit i: rows i and i + 1 are variants of one part. */
  sameAsNext: Uint32Array;
  /** The most variants one part has here. */
  longestProduct: number;
  /** Counts value changes written into the columns, so that what is derived from a column knows when to rebuild. */
  writes: number;
}

/** Columns with more distinct values than this in a segment are scanned instead of kept as bitmaps. */
const BITMAP_MAX_VALUES = 64;

/**
 * The product list's filter table (variant_search) held in memory as columns, one row per variant, rows grouped
 * by category and ordered by MPN within it. Filters, facet counts and sorting run over it; the database stays the
 * source of every answer (items are read from it by id). Changes arrive through `variant_search_changes`.
 * Filter columns are all Int32Array: the scan's loops then see one array type and stay fast.
 */
export interface IndexSnapshot {
  size: number;
  variantId: Int32Array;
  productId: Int32Array;
  manufacturerId: Int32Array;
  /** Code of `packagingNames`. */
  packaging: Int32Array;
  packagingNames: ValueDictionary;
  totalStock: Int32Array;
  inStock: Int32Array;
  rohs: Int32Array;
  showPrice: Uint8Array;
  showStock: Uint8Array;
  /** 0 once the variant is gone (or moved to another category, until the next full load). */
  live: Uint8Array;
  /** The price breaks in USD: the price sorts compare each part's first break or its price at a stated quantity. */
  priceBreaks: PriceBreakColumns;
  /** At a stated quantity, the price sorts put the parts that cannot be ordered in it after those that can. */
  minimumOrderQuantity: Int32Array;
  /**
   * Who may see the row: EVERYONE, or the code of `audiences` of the one company the part is exclusive to
   * (docs/decisions/053-special-products.md).
   */
  audience: Int32Array;
  /** Codes of the companies holding exclusive parts; code EVERYONE stands for no company. */
  audiences: ValueDictionary;
  /** Position in the whole catalog ordered by MPN (byte order), product and variant id. */
  mpnRank: Int32Array;
  /** Tells a changed MPN apart without keeping the strings. */
  mpnHash: Int32Array;
  segments: Segment[];
  segmentByCategory: Map<number, Segment>;
  values: Map<string, ValueDictionary>;
  /** Row of a variant id, −1 when absent. */
  rowOfVariant: Int32Array;
  /** First row of a product id (its rows follow one another), −1 when absent. */
  firstRowOfProduct: Int32Array;
  maxManufacturerId: number;
  /** Every transaction below this id had finished when the snapshot last read its changes. */
  txidHorizon: number;
  /** Committed transactions at or above the horizon whose changes are already applied. */
  appliedTxids: Set<number>;
}

/** The audience code of a part exclusive to no company. */
export const EVERYONE = 1;

/** A dictionary of audiences holding EVERYONE (interned first) and no company yet. */
export function audienceDictionary(): ValueDictionary {
  const audiences = new ValueDictionary();
  audiences.intern("");
  return audiences;
}

/** The audience code of a part exclusive to `companyId`, or EVERYONE for none. */
export const audienceOf = (snapshot: IndexSnapshot, companyId: string | undefined) =>
  companyId === undefined ? EVERYONE : snapshot.audiences.intern(companyId);

/** FNV-1a, enough to notice that a row's MPN changed. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The segment holding a row (segments are in row order). */
export function segmentOfRow(snapshot: IndexSnapshot, row: number): Segment | undefined {
  let low = 0;
  let high = snapshot.segments.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const segment = snapshot.segments[middle];
    if (row < segment.start) high = middle - 1;
    else if (row >= segment.end) low = middle + 1;
    else return segment;
  }
  return undefined;
}

/** The rows of the given products, ascending. */
export function rowsOfProducts(snapshot: IndexSnapshot, productIds: Iterable<number>): Int32Array {
  const rows: number[] = [];
  for (const id of productIds) {
    let row = id >= 0 && id < snapshot.firstRowOfProduct.length ? snapshot.firstRowOfProduct[id] : -1;
    while (row >= 0 && row < snapshot.size && snapshot.productId[row] === id) rows.push(row++);
  }
  return Int32Array.from(rows).sort();
}

/** The segment-wide filter columns of a snapshot, by the key their bitmaps use. */
export function sharedColumns(snapshot: IndexSnapshot): Array<[string, Int32Array]> {
  return [
    ["manufacturer", snapshot.manufacturerId],
    ["packaging", snapshot.packaging],
    ["inStock", snapshot.inStock],
    ["rohs", snapshot.rohs],
    ["audience", snapshot.audience],
  ];
}

/** Builds the segment's bitmaps from its columns. */
export function indexSegment(snapshot: IndexSnapshot, segment: Segment) {
  const count = segment.end - segment.start;
  for (const [key, column] of sharedColumns(snapshot)) {
    const bitmaps = buildValueBitmaps(column, segment.start, count, BITMAP_MAX_VALUES);
    if (bitmaps) segment.bitmaps.set(key, bitmaps);
  }
  for (const [code, column] of segment.properties) {
    const bitmaps = buildValueBitmaps(column, 0, count, BITMAP_MAX_VALUES);
    if (bitmaps) segment.bitmaps.set(`prop:${code}`, bitmaps);
  }
  indexProducts(snapshot, segment);
  segment.liveBits = new Uint32Array(wordsFor(count));
  for (let index = 0; index < count; index += 1) if (snapshot.live[segment.start + index] === 1) setBit(segment.liveBits, index);
}

/** Writes one row's value into a column (indexed from `base`), keeping the segment's bitmaps in step. */
export function writeCode(segment: Segment, key: string, column: Int32Array, base: number, row: number, code: number) {
  const previous = column[row - base];
  if (previous === code) return;
  column[row - base] = code;
  segment.writes += 1;
  const bitmaps = segment.bitmaps.get(key);
  if (!bitmaps) return;
  const index = row - segment.start;
  if (previous !== 0 && bitmaps[previous]) clearBit(bitmaps[previous]!, index);
  if (code !== 0) {
    bitmaps[code] ??= new Uint32Array(segment.liveBits.length);
    setBit(bitmaps[code]!, index);
  }
}

/** Marks a row present or gone. */
export function writeLive(snapshot: IndexSnapshot, segment: Segment, row: number, live: boolean) {
  snapshot.live[row] = live ? 1 : 0;
  (live ? setBit : clearBit)(segment.liveBits, row - segment.start);
}
