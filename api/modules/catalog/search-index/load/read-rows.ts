import { sql } from "drizzle-orm";
import type { Database } from "../../../../db/client";
import { queryRows } from "../../../../lib/query-rows";
import { dictionaryFor, ValueDictionary } from "../dictionary";
import { float64Column, int32Column, type Growable } from "../growable";
import { SEARCH_ROW_COLUMNS, type SearchRow } from "../search-row";

const BATCH = 50_000;

type Int32Column = Growable<Int32Array>;

/** The filter table as read, in id order: numbers in compact columns, packaging and property values as dictionary codes. */
export interface ReadRows {
  size: number;
  id: Int32Column;
  productId: Int32Column;
  categoryId: Int32Column;
  manufacturerId: Int32Column;
  /** Code of `packagingNames`. */
  packaging: Int32Column;
  totalStock: Int32Column;
  /** rohs (1), showPrice (2) and showStock (4) in one number. */
  flags: Int32Column;
  /** A row's price breaks are the entries from its start to the next row's; one more start closes the last row. */
  breakStart: Int32Column;
  breakQuantity: Int32Column;
  /** USD unit price of the break. */
  breakPrice: Growable<Float64Array>;
  minimumOrderQuantity: Int32Column;
  /** A row's properties are the entries from its start to the next row's; one more start closes the last row. */
  propertyStart: Int32Column;
  /** Index into `codes`. */
  propertyCode: Int32Column;
  /** Code of the property's dictionary in `values`. */
  propertyValue: Int32Column;
  mpns: string[];
  packagingNames: ValueDictionary;
  values: Map<string, ValueDictionary>;
  /** Property codes in the order first met. */
  codes: string[];
}

const emptyRows = (): ReadRows => ({
  size: 0,
  id: int32Column(),
  productId: int32Column(),
  categoryId: int32Column(),
  manufacturerId: int32Column(),
  packaging: int32Column(),
  totalStock: int32Column(),
  flags: int32Column(),
  breakStart: int32Column(),
  breakQuantity: int32Column(),
  breakPrice: float64Column(),
  minimumOrderQuantity: int32Column(),
  propertyStart: int32Column(),
  propertyCode: int32Column(),
  propertyValue: int32Column(),
  mpns: [],
  packagingNames: new ValueDictionary(),
  values: new Map(),
  codes: [],
});

/** Appends one row; `codeIndex` numbers the property codes as `rows.codes` lists them. */
function appendRow(rows: ReadRows, codeIndex: Map<string, number>, row: SearchRow) {
  rows.id.push(row.id);
  rows.productId.push(row.productId);
  rows.categoryId.push(row.categoryId);
  rows.manufacturerId.push(row.manufacturerId);
  rows.packaging.push(rows.packagingNames.intern(row.packaging));
  rows.totalStock.push(row.totalStock);
  rows.flags.push((row.rohs ? 1 : 0) | (row.showPrice ? 2 : 0) | (row.showStock ? 4 : 0));
  rows.minimumOrderQuantity.push(row.minimumOrderQuantity);
  rows.breakStart.push(rows.breakQuantity.length);
  (row.breakQuantities ?? []).forEach((quantity, at) => {
    rows.breakQuantity.push(quantity);
    rows.breakPrice.push(Number(row.breakPrices![at]));
  });
  rows.mpns.push(row.mpn);
  rows.propertyStart.push(rows.propertyCode.length);
  for (const [code, value] of Object.entries(row.properties)) {
    let index = codeIndex.get(code);
    if (index === undefined) {
      index = rows.codes.length;
      rows.codes.push(code);
      codeIndex.set(code, index);
    }
    rows.propertyCode.push(index);
    rows.propertyValue.push(dictionaryFor(rows.values, code).intern(value));
  }
}

/** Reads the whole filter table in id batches (primary key). */
export async function readRows(db: Database): Promise<ReadRows> {
  const rows = emptyRows();
  const codeIndex = new Map<string, number>();
  for (let after = 0; ;) {
    const batch = await queryRows<SearchRow>(
      db,
      sql`SELECT ${SEARCH_ROW_COLUMNS} FROM variant_search WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`,
    );
    for (const row of batch) appendRow(rows, codeIndex, row);
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1].id;
  }
  rows.size = rows.id.length;
  rows.propertyStart.push(rows.propertyCode.length);
  rows.breakStart.push(rows.breakQuantity.length);
  return rows;
}
