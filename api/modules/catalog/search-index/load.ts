import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { queryRows } from "../query-rows";
import { dictionaryFor, ValueDictionary, type PropertyValue } from "./dictionary";
import { float64Column, int32Column } from "./growable";
import { hashText, indexSegment, type IndexSnapshot, type Segment } from "./snapshot";

/** One variant_search row as the index reads it. */
export interface SearchRow {
  id: number;
  productId: number;
  categoryId: number;
  manufacturerId: number;
  packaging: string;
  totalStock: number;
  rohs: boolean;
  showPrice: boolean;
  showStock: boolean;
  price: number | null;
  minimumOrderQuantity: number;
  mpn: string;
  properties: Record<string, PropertyValue>;
}

export const SEARCH_ROW_COLUMNS = sql`id, product_id AS "productId", category_id AS "categoryId", manufacturer_id AS "manufacturerId",
  packaging, total_stock AS "totalStock", rohs, is_show_price AS "showPrice", is_show_stock AS "showStock",
  unit_price_usd::float8 AS price, minimum_order_quantity AS "minimumOrderQuantity", mpn_normalized AS mpn, properties`;

const BATCH = 50_000;

/**
 * Where a snapshot starts in the change log: the oldest transaction still running (everything below it has
 * finished) and the transactions above it that have already committed, whose changes the table read includes.
 */
async function changeLogPosition(db: Database): Promise<{ horizon: number; committed: number[] }> {
  const [row] = await queryRows<{ horizon: string; committed: string[] }>(
    db,
    sql`WITH bound AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS horizon)
        SELECT (SELECT horizon FROM bound)::text AS horizon,
               array(SELECT DISTINCT c.txid::text FROM variant_search_changes c, bound WHERE c.txid >= bound.horizon) AS committed`,
  );
  return { horizon: Number(row.horizon), committed: row.committed.map(Number) };
}

/** Reads the whole filter table in id batches (primary key), then lays it out by category and MPN. */
export async function loadSnapshot(db: Database): Promise<IndexSnapshot> {
  const position = await changeLogPosition(db);
  const raw = {
    id: int32Column(),
    productId: int32Column(),
    categoryId: int32Column(),
    manufacturerId: int32Column(),
    packaging: int32Column(),
    totalStock: int32Column(),
    flags: int32Column(),
    price: float64Column(),
    minimumOrderQuantity: int32Column(),
    propertyStart: int32Column(),
    propertyCode: int32Column(),
    propertyValue: int32Column(),
  };
  const mpns: string[] = [];
  const packagingNames = new ValueDictionary();
  const values = new Map<string, ValueDictionary>();
  const codes: string[] = [];
  const codeIndex = new Map<string, number>();
  for (let after = 0; ;) {
    const rows = await queryRows<SearchRow>(
      db,
      sql`SELECT ${SEARCH_ROW_COLUMNS} FROM variant_search WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`,
    );
    for (const row of rows) {
      raw.id.push(row.id);
      raw.productId.push(row.productId);
      raw.categoryId.push(row.categoryId);
      raw.manufacturerId.push(row.manufacturerId);
      raw.packaging.push(packagingNames.intern(row.packaging));
      raw.totalStock.push(row.totalStock);
      raw.flags.push((row.rohs ? 1 : 0) | (row.showPrice ? 2 : 0) | (row.showStock ? 4 : 0));
      raw.minimumOrderQuantity.push(row.minimumOrderQuantity);
      raw.price.push(row.price === null ? Number.NaN : Number(row.price));
      mpns.push(row.mpn);
      raw.propertyStart.push(raw.propertyCode.length);
      for (const [code, value] of Object.entries(row.properties)) {
        let index = codeIndex.get(code);
        if (index === undefined) {
          index = codes.length;
          codes.push(code);
          codeIndex.set(code, index);
        }
        raw.propertyCode.push(index);
        raw.propertyValue.push(dictionaryFor(values, code).intern(value));
      }
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1].id;
  }
  const size = raw.id.length;
  raw.propertyStart.push(raw.propertyCode.length);

  // MPN order over the whole catalog; each category keeps that order for its rows.
  const order = new Int32Array(size);
  for (let index = 0; index < size; index += 1) order[index] = index;
  order.sort((a, b) =>
    mpns[a] < mpns[b] ? -1 : mpns[a] > mpns[b] ? 1 : raw.productId.at(a) - raw.productId.at(b) || raw.id.at(a) - raw.id.at(b),
  );

  const countByCategory = new Map<number, number>();
  for (let index = 0; index < size; index += 1)
    countByCategory.set(raw.categoryId.at(index), (countByCategory.get(raw.categoryId.at(index)) ?? 0) + 1);
  const segments: Segment[] = [];
  const nextRow = new Map<number, number>();
  let start = 0;
  for (const categoryId of [...countByCategory.keys()].sort((a, b) => a - b)) {
    const end = start + countByCategory.get(categoryId)!;
    segments.push({ categoryId, start, end, properties: new Map(), bitmaps: new Map(), liveBits: new Uint32Array(0), writes: 0 });
    nextRow.set(categoryId, start);
    start = end;
  }
  const segmentByCategory = new Map(segments.map((segment) => [segment.categoryId, segment]));

  let maxVariantId = 0;
  let maxProductId = 0;
  let maxManufacturerId = 0;
  for (let index = 0; index < size; index += 1) {
    maxVariantId = Math.max(maxVariantId, raw.id.at(index));
    maxProductId = Math.max(maxProductId, raw.productId.at(index));
    maxManufacturerId = Math.max(maxManufacturerId, raw.manufacturerId.at(index));
  }
  const snapshot: IndexSnapshot = {
    size,
    variantId: new Int32Array(size),
    productId: new Int32Array(size),
    manufacturerId: new Int32Array(size),
    packaging: new Int32Array(size),
    packagingNames,
    totalStock: new Int32Array(size),
    inStock: new Int32Array(size),
    rohs: new Int32Array(size),
    showPrice: new Uint8Array(size),
    showStock: new Uint8Array(size),
    live: new Uint8Array(size).fill(1),
    unitPriceUsd: new Float64Array(size),
    minimumOrderQuantity: new Int32Array(size),
    mpnRank: new Int32Array(size),
    mpnHash: new Int32Array(size),
    segments,
    segmentByCategory,
    values,
    rowOfVariant: new Int32Array(maxVariantId + 1).fill(-1),
    firstRowOfProduct: new Int32Array(maxProductId + 1).fill(-1),
    maxManufacturerId,
    txidHorizon: position.horizon,
    appliedTxids: new Set(position.committed),
  };

  for (let rank = 0; rank < size; rank += 1) {
    const from = order[rank];
    const categoryId = raw.categoryId.at(from);
    const row = nextRow.get(categoryId)!;
    nextRow.set(categoryId, row + 1);
    const segment = segmentByCategory.get(categoryId)!;
    const variantId = raw.id.at(from);
    const productId = raw.productId.at(from);
    const flags = raw.flags.at(from);
    snapshot.variantId[row] = variantId;
    snapshot.productId[row] = productId;
    snapshot.manufacturerId[row] = raw.manufacturerId.at(from);
    snapshot.packaging[row] = raw.packaging.at(from);
    snapshot.totalStock[row] = raw.totalStock.at(from);
    snapshot.inStock[row] = raw.totalStock.at(from) > 0 ? 1 : 0;
    snapshot.rohs[row] = flags & 1;
    snapshot.showPrice[row] = (flags >> 1) & 1;
    snapshot.showStock[row] = (flags >> 2) & 1;
    snapshot.unitPriceUsd[row] = raw.price.at(from);
    snapshot.minimumOrderQuantity[row] = raw.minimumOrderQuantity.at(from);
    snapshot.mpnRank[row] = rank;
    snapshot.mpnHash[row] = hashText(mpns[from]);
    snapshot.rowOfVariant[variantId] = row;
    if (snapshot.firstRowOfProduct[productId] === -1) snapshot.firstRowOfProduct[productId] = row;
    for (let entry = raw.propertyStart.at(from); entry < raw.propertyStart.at(from + 1); entry += 1) {
      const code = codes[raw.propertyCode.at(entry)];
      let column = segment.properties.get(code);
      if (!column) {
        column = new Int32Array(segment.end - segment.start);
        segment.properties.set(code, column);
      }
      column[row - segment.start] = raw.propertyValue.at(entry);
    }
  }
  for (const segment of segments) indexSegment(snapshot, segment);
  return snapshot;
}
