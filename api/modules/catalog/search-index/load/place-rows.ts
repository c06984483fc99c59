import { PriceBreakColumns } from "../price-breaks";
import { audienceDictionary, audienceOf, EVERYONE, hashText, type IndexSnapshot, type Segment } from "../snapshot";
import type { ChangeLogPosition } from "./change-log-position";
import type { ReadRows } from "./read-rows";

/** The largest ids among the rows: the lookup tables by id are that long. */
function largestIds(rows: ReadRows) {
  let variantId = 0;
  let productId = 0;
  let manufacturerId = 0;
  for (let index = 0; index < rows.size; index += 1) {
    variantId = Math.max(variantId, rows.id.at(index));
    productId = Math.max(productId, rows.productId.at(index));
    manufacturerId = Math.max(manufacturerId, rows.manufacturerId.at(index));
  }
  return { variantId, productId, manufacturerId };
}

/** A snapshot with room for every read row, its segments laid out and no row placed yet. */
export function emptySnapshot(rows: ReadRows, segments: Segment[], position: ChangeLogPosition): IndexSnapshot {
  const { size } = rows;
  const largest = largestIds(rows);
  return {
    size,
    variantId: new Int32Array(size),
    productId: new Int32Array(size),
    manufacturerId: new Int32Array(size),
    packaging: new Int32Array(size),
    packagingNames: rows.packagingNames,
    totalStock: new Int32Array(size),
    inStock: new Int32Array(size),
    rohs: new Int32Array(size),
    showPrice: new Uint8Array(size),
    showStock: new Uint8Array(size),
    live: new Uint8Array(size).fill(1),
    priceBreaks: new PriceBreakColumns(size, rows.breakQuantity.length),
    minimumOrderQuantity: new Int32Array(size),
    audience: new Int32Array(size).fill(EVERYONE),
    audiences: audienceDictionary(),
    mpnRank: new Int32Array(size),
    mpnHash: new Int32Array(size),
    segments,
    segmentByCategory: new Map(segments.map((segment) => [segment.categoryId, segment])),
    values: rows.values,
    rowOfVariant: new Int32Array(largest.variantId + 1).fill(-1),
    firstRowOfProduct: new Int32Array(largest.productId + 1).fill(-1),
    maxManufacturerId: largest.manufacturerId,
    txidHorizon: position.horizon,
    appliedTxids: new Set(position.committed),
  };
}

/** Writes read row `from`'s properties into the segment's columns at `row`, one column per code. */
function placeProperties(rows: ReadRows, from: number, segment: Segment, row: number) {
  for (let entry = rows.propertyStart.at(from); entry < rows.propertyStart.at(from + 1); entry += 1) {
    const code = rows.codes[rows.propertyCode.at(entry)];
    let column = segment.properties.get(code);
    if (!column) {
      column = new Int32Array(segment.end - segment.start);
      segment.properties.set(code, column);
    }
    column[row - segment.start] = rows.propertyValue.at(entry);
  }
}

/** Copies every read row into the snapshot: into its category's segment, in MPN order (`order`) within it. */
export function placeRows(snapshot: IndexSnapshot, rows: ReadRows, order: Int32Array) {
  const nextRow = new Map(snapshot.segments.map((segment) => [segment.categoryId, segment.start]));
  for (let rank = 0; rank < snapshot.size; rank += 1) {
    const from = order[rank];
    const categoryId = rows.categoryId.at(from);
    const row = nextRow.get(categoryId)!;
    nextRow.set(categoryId, row + 1);
    const variantId = rows.id.at(from);
    const productId = rows.productId.at(from);
    const flags = rows.flags.at(from);
    snapshot.variantId[row] = variantId;
    snapshot.productId[row] = productId;
    snapshot.manufacturerId[row] = rows.manufacturerId.at(from);
    snapshot.packaging[row] = rows.packaging.at(from);
    snapshot.totalStock[row] = rows.totalStock.at(from);
    snapshot.inStock[row] = rows.totalStock.at(from) > 0 ? 1 : 0;
    snapshot.rohs[row] = flags & 1;
    snapshot.showPrice[row] = (flags >> 1) & 1;
    snapshot.showStock[row] = (flags >> 2) & 1;
    const [firstBreak, endBreak] = [rows.breakStart.at(from), rows.breakStart.at(from + 1)];
    snapshot.priceBreaks.set(row, rows.breakQuantity.view(firstBreak, endBreak), rows.breakPrice.view(firstBreak, endBreak));
    snapshot.minimumOrderQuantity[row] = rows.minimumOrderQuantity.at(from);
    snapshot.mpnRank[row] = rank;
    snapshot.mpnHash[row] = hashText(rows.mpns[from]);
    snapshot.rowOfVariant[variantId] = row;
    if (snapshot.firstRowOfProduct[productId] === -1) snapshot.firstRowOfProduct[productId] = row;
    placeProperties(rows, from, snapshot.segmentByCategory.get(categoryId)!, row);
  }
}

/** Marks the rows of parts exclusive to a company (by variant id) with that company's audience code. */
export function placeAudiences(snapshot: IndexSnapshot, holders: Map<number, string>) {
  for (const [variantId, companyId] of holders) {
    const row = variantId < snapshot.rowOfVariant.length ? snapshot.rowOfVariant[variantId] : -1;
    if (row >= 0) snapshot.audience[row] = audienceOf(snapshot, companyId);
  }
}
