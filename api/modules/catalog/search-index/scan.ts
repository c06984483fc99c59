import { countBoth, forEachSet, setBit, type ValueBitmaps } from "./bits";
import { countPackagingBits, countPackagingRows, PackagingTally } from "./packaging-counts";
import { BestPerProduct, countProducts, countProductsInBoth, OncePerProduct, productsIn } from "./products";
import type { IndexSnapshot, Segment } from "./snapshot";
import { TopK } from "./top-k";

/** One way a clause can pass in a segment: the row's code in `column` is allowed. */
export interface Alternative {
  column: Int32Array;
  /** Subtracted from the row number (segment-local columns start at the segment). */
  base: number;
  allowed: Uint8Array;
  /** The segment's rows per value of this column, when it keeps them. */
  bitmaps: ValueBitmaps | undefined;
}

/** One AND-part of a condition; it passes when any of its alternatives in the segment does. */
export type Clause = (segment: Segment) => Alternative[];

/** A filter the user set, tagged with its facet dimension: its own facet counts ignore it (disjunctive facets). */
export interface IndexCondition {
  dimension: string;
  clauses: Clause[];
}

/** A clause on a column of the whole snapshot: "manufacturer", "packaging", "inStock" or "rohs" (see sharedColumns). */
export const columnClause =
  (key: string, column: Int32Array, allowed: Uint8Array): Clause =>
  (segment) => [{ column, base: 0, allowed, bitmaps: segment.bitmaps.get(key) }];

/** A clause on property values: the segment's column of any listed code may match. */
export const propertyClause =
  (options: Array<{ code: string; allowed: Uint8Array }>): Clause =>
  (segment) =>
    options.flatMap(({ code, allowed }) => {
      const column = segment.properties.get(code);
      return column ? [{ column, base: segment.start, allowed, bitmaps: segment.bitmaps.get(`prop:${code}`) }] : [];
    });

export interface Ranking {
  /** Ascending; ties go to `then`, then to the lower variant id. */
  key(row: number): number;
  /** A second key for rows of equal `key`, ascending. */
  then?(row: number): number;
  /** True when the key grows with the row number inside a segment (MPN order): a segment's first matches are its best. */
  followsRows?: boolean;
}

export interface ScanRequest {
  segments: Segment[];
  /** Rows a search narrowed the list to (ascending), or null for every row of the segments. */
  candidates: Int32Array | null;
  conditions: IndexCondition[];
  /** Once the matches per category are known: the category whose key properties are counted, and their codes. */
  propertyFacets: (matchesByCategory: Map<number, number>) => { categoryId: number; codes: string[] } | null;
  ranking: Ranking;
  /** How many of the best matches to keep: the requested page and the pages before it. */
  keep: number;
}

/** Counts are of parts and the page holds each part once (docs/decisions/058-one-row-per-part.md). */
export interface ScanResult {
  total: number;
  inStock: number;
  rohs: number;
  manufacturers: Int32Array;
  packaging: Int32Array;
  /** The category whose properties were counted, and per property code the counts by value code. */
  propertyCategoryId: number | null;
  properties: Map<string, Int32Array>;
  matchesByCategory: Map<number, number>;
  /** The page's parts, each as its best-ranked matching row. */
  top: number[];
}

/** Conditions with the same dimension (a min and a max on one property) are one condition: all parts must pass. */
function mergeByDimension(conditions: IndexCondition[]): IndexCondition[] {
  const merged = new Map<string, IndexCondition>();
  for (const condition of conditions) {
    const existing = merged.get(condition.dimension);
    merged.set(
      condition.dimension,
      existing ? { dimension: condition.dimension, clauses: [...existing.clauses, ...condition.clauses] } : condition,
    );
  }
  return [...merged.values()];
}

/** Reused per-row work buffers (a scan never yields, so one set serves every request). */
const buffers = { fails: new Uint8Array(0), failedAt: new Uint8Array(0), pass: new Uint8Array(0), any: new Uint8Array(0) };
function workBuffers(count: number) {
  if (buffers.fails.length < count) {
    const size = Math.max(count, buffers.fails.length * 2);
    buffers.fails = new Uint8Array(size);
    buffers.failedAt = new Uint8Array(size);
    buffers.pass = new Uint8Array(size);
    buffers.any = new Uint8Array(size);
  }
  return buffers;
}

/** Row of position `index` in the segment's scan: a candidate or the next row. */
interface Positions {
  rows: Int32Array | null;
  start: number;
  count: number;
}

/** `target[i] = allowed[column[row(i) − base]]` for every position: one tight loop per column. */
function lookUp(target: Uint8Array, alternative: Alternative, positions: Positions, combine: "set" | "or") {
  const { column, base, allowed } = alternative;
  const { rows, start, count } = positions;
  if (rows) {
    for (let index = 0; index < count; index += 1) {
      const value = allowed[column[rows[index] - base]] === 1 ? 1 : 0;
      target[index] = combine === "set" ? value : target[index] | value;
    }
    return;
  }
  const offset = start - base;
  if (combine === "set") for (let index = 0; index < count; index += 1) target[index] = allowed[column[offset + index]] === 1 ? 1 : 0;
  else for (let index = 0; index < count; index += 1) target[index] |= allowed[column[offset + index]] === 1 ? 1 : 0;
}

/** Adds one to `fails` (and notes the condition) for every position that fails the condition's clauses. */
function markFailures(clauses: Alternative[][], condition: number, positions: Positions, work: typeof buffers) {
  const { rows, start, count } = positions;
  const { fails, failedAt, pass, any } = work;
  if (clauses.length === 1 && clauses[0].length === 1) {
    // The common case (one column, one lookup table) in a single loop.
    const { column, base, allowed } = clauses[0][0];
    if (rows) {
      for (let index = 0; index < count; index += 1) {
        if (allowed[column[rows[index] - base]] !== 1) {
          fails[index] += 1;
          failedAt[index] = condition;
        }
      }
    } else {
      const offset = start - base;
      for (let index = 0; index < count; index += 1) {
        if (allowed[column[offset + index]] !== 1) {
          fails[index] += 1;
          failedAt[index] = condition;
        }
      }
    }
    return;
  }
  pass.fill(1, 0, count);
  for (const alternatives of clauses) {
    alternatives.forEach((alternative, index) => lookUp(any, alternative, positions, index === 0 ? "set" : "or"));
    for (let index = 0; index < count; index += 1) pass[index] &= any[index];
  }
  for (let index = 0; index < count; index += 1) {
    if (pass[index] === 0) {
      fails[index] += 1;
      failedAt[index] = condition;
    }
  }
}

/**
 * Where a row that fails only one condition is counted: that condition's own facet (maker or a property). Every
 * variant of a part holds the part's value; the packaging, a variant's own, is counted apart (packaging-counts.ts).
 */
interface Facet {
  counts: OncePerProduct;
  column: Int32Array;
  base: number;
  bitmaps: ValueBitmaps | undefined;
}

/** One segment after the matching phase: which rows match, and which fail a single condition. */
interface SegmentMatch {
  segment: Segment;
  matches: number;
  /** Bitset path: per condition its passing rows, and the rows passing them all. */
  passing?: Uint32Array[];
  matched?: Uint32Array;
  /** Row path: the candidate rows, how many conditions each fails, and which one when it is a single one. */
  positions?: Positions;
  fails?: Uint8Array;
  failedAt?: Uint8Array;
}

/**
 * The scan of the rows in scope, in two phases: first which rows match (and which fail exactly one condition), then
 * the counts. A match counts in every facet and competes for the page; a row that fails exactly one condition counts
 * only in that condition's own facet, which is how a facet shows what choosing another of its values would give.
 * The property facets are the key properties of the one category whose columns the list shows, counted in every
 * segment that holds them: a value's link filters every category in scope, so its count must cover them all.
 */
export function scan(snapshot: IndexSnapshot, request: ScanRequest): ScanResult {
  const conditions = mergeByDimension(request.conditions);
  const matchesByCategory = new Map<number, number>();
  const found: SegmentMatch[] = [];
  for (const segment of request.segments) {
    const tests = conditions.map((condition) => condition.clauses.map((clause) => clause(segment)));
    // A clause with no column in this category fails all its rows, and their facet values live in no column here.
    if (tests.some((clauses) => clauses.some((alternatives) => alternatives.length === 0))) continue;
    const match = request.candidates
      ? matchRows(snapshot, segment, tests, segmentPositions(segment, request.candidates))
      : matchBitmaps(segment, tests);
    found.push(match);
    if (match.matches) matchesByCategory.set(segment.categoryId, match.matches);
  }

  const propertyFacets = request.propertyFacets(matchesByCategory);
  const result: ScanResult = {
    total: 0,
    inStock: 0,
    rohs: 0,
    manufacturers: new Int32Array(snapshot.maxManufacturerId + 1),
    packaging: new Int32Array(snapshot.packagingNames.size),
    propertyCategoryId: propertyFacets?.categoryId ?? null,
    properties: new Map((propertyFacets?.codes ?? []).map((code) => [code, new Int32Array(snapshot.values.get(code)?.size ?? 1)])),
    matchesByCategory,
    top: [],
  };
  const top = new TopK(request.keep);
  const best = new BestPerProduct(snapshot, request.ranking, top);
  const manufacturers = new OncePerProduct(result.manufacturers);
  const packagingCondition = conditions.findIndex((condition) => condition.dimension === "packaging");
  const packaging = new PackagingTally(result.packaging, packagingCondition >= 0);
  const properties = [...result.properties.entries()].map(([code, counts]) => [code, new OncePerProduct(counts)] as const);
  for (const match of found) {
    const { segment } = match;
    const facets: Array<Facet & { code?: string }> = [
      { counts: manufacturers, column: snapshot.manufacturerId, base: 0, bitmaps: segment.bitmaps.get("manufacturer") },
      ...properties.flatMap(([code, counts]) => {
        const column = segment.properties.get(code);
        return column ? [{ code, counts, column, base: segment.start, bitmaps: segment.bitmaps.get(`prop:${code}`) }] : [];
      }),
    ];
    const ownFacets = conditions.map((condition) =>
      condition.dimension === "manufacturer"
        ? facets[0]
        : (facets.find((facet) => facet.code !== undefined && `prop:${facet.code}` === condition.dimension) ?? null),
    );
    const counting = { snapshot, facets, ownFacets, result, best, packaging, packagingCondition };
    if (match.positions) countRows(counting, match);
    else countBitmaps(counting, match, request.ranking.followsRows ? request.keep : Infinity);
    result.total += match.matches;
  }
  packaging.flush();
  best.flush();
  result.top = top.sorted();
  return result;
}

/** Row path, phase one: failures per candidate row. */
function matchRows(snapshot: IndexSnapshot, segment: Segment, tests: Alternative[][][], positions: Positions): SegmentMatch {
  const { rows, start, count } = positions;
  const buffers = workBuffers(count);
  const { fails, failedAt } = buffers;
  for (let index = 0; index < count; index += 1) fails[index] = snapshot.live[rows ? rows[index] : start + index] === 0 ? 2 : 0;
  tests.forEach((clauses, condition) => markFailures(clauses, condition, positions, buffers));
  let matches = 0;
  let lastProduct = -1;
  for (let index = 0; index < count; index += 1) {
    const product = snapshot.productId[rows ? rows[index] : start + index];
    if (fails[index] === 0 && product !== lastProduct) {
      matches += 1;
      lastProduct = product;
    }
  }
  return { segment, matches, positions, fails: fails.slice(0, count), failedAt: failedAt.slice(0, count) };
}

/** What phase two counts into, for one segment. */
interface Counting {
  snapshot: IndexSnapshot;
  facets: Facet[];
  /** Per condition, its own facet (null: none, or the packaging's). */
  ownFacets: Array<Facet | null>;
  result: ScanResult;
  best: BestPerProduct;
  packaging: PackagingTally;
  /** The packaging condition's place among the conditions, −1 without one. */
  packagingCondition: number;
}

/** Row path, phase two: candidate rows come part by part, so each count takes a part once. */
function countRows({ snapshot, facets, ownFacets, result, best, packaging, packagingCondition }: Counting, match: SegmentMatch) {
  const { rows, start, count } = match.positions!;
  const fails = match.fails!;
  const failedAt = match.failedAt!;
  let lastInStock = -1;
  let lastRohs = -1;
  for (let index = 0; index < count; index += 1) {
    const failures = fails[index];
    if (failures > 1) continue;
    const row = rows ? rows[index] : start + index;
    const product = snapshot.productId[row];
    if (failures === 1) {
      const facet = ownFacets[failedAt[index]];
      if (facet) facet.counts.add(facet.column[row - facet.base], product);
      else if (failedAt[index] === packagingCondition) packaging.add(product, snapshot.packaging[row], false);
      continue;
    }
    packaging.add(product, snapshot.packaging[row], true);
    if (snapshot.inStock[row] === 1 && lastInStock !== product) {
      result.inStock += 1;
      lastInStock = product;
    }
    if (snapshot.rohs[row] === 1 && lastRohs !== product) {
      result.rohs += 1;
      lastRohs = product;
    }
    for (const facet of facets) facet.counts.add(facet.column[row - facet.base], product);
    best.offer(row);
  }
}

/** The rows of a segment passing one condition, as bits: value bitmaps where kept, else a scan of the column. */
function conditionBits(segment: Segment, clauses: Alternative[][]): Uint32Array {
  const words = segment.liveBits.length;
  const count = segment.end - segment.start;
  let result: Uint32Array | null = null;
  for (const alternatives of clauses) {
    const any = new Uint32Array(words);
    for (const { column, base, allowed, bitmaps } of alternatives) {
      if (bitmaps) {
        for (let code = 1; code < bitmaps.length && code < allowed.length; code += 1) {
          const bits = bitmaps[code];
          if (allowed[code] === 1 && bits) for (let word = 0; word < words; word += 1) any[word] |= bits[word];
        }
      } else {
        const offset = segment.start - base;
        for (let index = 0; index < count; index += 1) if (allowed[column[offset + index]] === 1) setBit(any, index);
      }
    }
    if (!result) result = any;
    else for (let word = 0; word < words; word += 1) result[word] &= any[word];
  }
  return result!;
}

/** Every live row passing all conditions but `skip` (−1: all of them). */
function intersect(segment: Segment, passing: Uint32Array[], skip: number): Uint32Array {
  const bits = segment.liveBits.slice();
  passing.forEach((condition, index) => {
    if (index !== skip) for (let word = 0; word < bits.length; word += 1) bits[word] &= condition[word];
  });
  return bits;
}

/** Bitset path, phase one: each condition once over the whole segment. */
function matchBitmaps(segment: Segment, tests: Alternative[][][]): SegmentMatch {
  const passing = tests.map((clauses) => conditionBits(segment, clauses));
  const matched = intersect(segment, passing, -1);
  return { segment, matches: countProducts(segment, matched), passing, matched };
}

/**
 * A facet's counts of `parts` (each part's first row, productsIn): per value bitmap, the parts among its rows, or a
 * walk over the parts. Every variant of a part holds the part's value, so its first row tells it.
 */
function countFacet(facet: Facet, segment: Segment, parts: Uint32Array) {
  const { bitmaps } = facet;
  const { counts } = facet.counts;
  if (bitmaps) {
    for (let code = 1; code < bitmaps.length; code += 1) {
      const bits = bitmaps[code];
      if (bits) counts[code] += countBoth(parts, bits);
    }
    return;
  }
  const offset = segment.start - facet.base;
  forEachSet(parts, (index) => void (counts[facet.column[offset + index]] += 1));
}

/** Bitset path, phase two: facet counts by popcount; the page from the first matches when the order follows the rows. */
function countBitmaps(
  { snapshot, facets, ownFacets, result, best, packaging, packagingCondition }: Counting,
  match: SegmentMatch,
  firstMatches: number,
) {
  const { segment } = match;
  const passing = match.passing!;
  const matched = match.matched!;
  ownFacets.forEach((facet, condition) => {
    if (facet) countFacet(facet, segment, productsIn(segment, intersect(segment, passing, condition)));
  });
  const matchedParts = productsIn(segment, matched);
  if (match.matches > 0) for (const facet of facets) if (!ownFacets.includes(facet)) countFacet(facet, segment, matchedParts);
  const unchosen = packagingCondition >= 0 ? intersect(segment, passing, packagingCondition) : null;
  const packagingBitmaps = segment.bitmaps.get("packaging");
  if (packagingBitmaps) countPackagingBits(segment, packagingBitmaps, result.packaging, matched, unchosen);
  else countPackagingRows(segment, snapshot.packaging, snapshot.productId, packaging, matched, unchosen);
  const work = new Uint32Array(matched.length);
  const inStock = segment.bitmaps.get("inStock")?.[1];
  const rohs = segment.bitmaps.get("rohs")?.[1];
  // In stock is a variant's; RoHS the part's.
  result.inStock += inStock ? countProductsInBoth(segment, matched, inStock, work) : 0;
  result.rohs += rohs ? countBoth(matchedParts, rohs) : 0;
  const offeredBefore = best.offered;
  forEachSet(matched, (index) => {
    const row = segment.start + index;
    // In row order a part's first matching row comes first; once the segment gave its first parts, the rest rank lower.
    if (best.startsProduct(row) && best.offered - offeredBefore >= firstMatches) return false;
    best.offer(row);
  });
}

function segmentPositions(segment: Segment, candidates: Int32Array | null): Positions {
  if (!candidates) return { rows: null, start: segment.start, count: segment.end - segment.start };
  const from = lowerBound(candidates, segment.start);
  const to = lowerBound(candidates, segment.end);
  return { rows: candidates.subarray(from, to), start: segment.start, count: to - from };
}

function lowerBound(sorted: Int32Array, value: number) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
