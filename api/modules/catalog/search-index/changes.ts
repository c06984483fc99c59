import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { queryRows } from "../../../lib/query-rows";
import { dictionaryFor } from "./dictionary";
import { SEARCH_ROW_COLUMNS, type SearchRow } from "./search-row";
import { exclusiveHolders } from "../../special-products/terms";
import { audienceOf, hashText, rowsOfProducts, segmentOfRow, writeCode, writeLive, type IndexSnapshot } from "./snapshot";

/** More changed variants than this at once (an import) are cheaper to read as a whole new snapshot. */
const MAX_CHANGES_APPLIED = 5_000;

/**
 * Applies the changes of every transaction committed since the snapshot last looked, in place: stock, price breaks,
 * flags, maker, packaging, property values and the company a part is exclusive to. A new variant, a changed category or MPN, a truncate or a large
 * batch asks for a full reload instead (`reload: true`); until it lands, such rows are left out (never shown stale).
 *
 * Which log rows are new: those of transactions at or above the horizon (the oldest transaction still running
 * when the snapshot last looked, anywhere on the server) that are not applied yet. A row is visible only once
 * its transaction committed, and a transaction below the horizon had finished when it was set, so nothing is
 * missed however long another transaction stays open; `appliedTxids` keeps those above it from being re-read.
 */
export async function applyChanges(db: Database, snapshot: IndexSnapshot): Promise<{ reload: boolean }> {
  const applied = [...snapshot.appliedTxids];
  const unseen = sql`c.txid >= ${snapshot.txidHorizon} AND NOT (c.txid = ANY(${sql.param(applied)}::bigint[]))`;
  const [batch] = await queryRows<{ horizon: string; txids: string[]; ids: number[] }>(
    db,
    sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon,
               array(SELECT DISTINCT c.txid::text FROM variant_search_changes c WHERE ${unseen}) AS txids,
               array(SELECT DISTINCT c.variant_id FROM variant_search_changes c WHERE ${unseen} LIMIT ${MAX_CHANGES_APPLIED + 1}) AS ids`,
  );
  const ids = batch.ids.map(Number);
  const horizon = Number(batch.horizon);
  if (ids.length > MAX_CHANGES_APPLIED || ids.includes(0)) return { reload: true };
  let reload = false;
  if (ids.length) {
    const rows = await queryRows<SearchRow>(
      db,
      sql`SELECT ${SEARCH_ROW_COLUMNS} FROM variant_search WHERE id = ANY(${sql.param(ids)}::int[])`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const holders = await exclusiveHolders(db, ids);
    for (const id of ids) reload = applyRow(snapshot, id, byId.get(id), holders.get(id)) || reload;
  }
  snapshot.txidHorizon = horizon;
  snapshot.appliedTxids = new Set([...applied, ...batch.txids.map(Number)].filter((txid) => txid >= horizon));
  return { reload };
}

/** Updates one variant's row (`holder`: the company it is exclusive to); true when only a reload can place it. */
function applyRow(snapshot: IndexSnapshot, variantId: number, current: SearchRow | undefined, holder: string | undefined): boolean {
  const row = variantId < snapshot.rowOfVariant.length ? snapshot.rowOfVariant[variantId] : -1;
  if (row < 0) return current !== undefined;
  const segment = segmentOfRow(snapshot, row)!;
  if (!current) {
    writeLive(snapshot, segment, row, false);
    return false;
  }
  if (
    segment.categoryId !== current.categoryId ||
    snapshot.productId[row] !== current.productId ||
    snapshot.mpnHash[row] !== hashText(current.mpn)
  ) {
    writeLive(snapshot, segment, row, false);
    return true;
  }
  writeLive(snapshot, segment, row, true);
  snapshot.maxManufacturerId = Math.max(snapshot.maxManufacturerId, current.manufacturerId);
  // The part's values go to every row of the part, a removed variant's too: the facets read them at its first row
  // (search-index/products.ts).
  const partRows = rowsOfProducts(snapshot, [current.productId]);
  for (const partRow of partRows) {
    writeCode(segment, "manufacturer", snapshot.manufacturerId, 0, partRow, current.manufacturerId);
    writeCode(segment, "rohs", snapshot.rohs, 0, partRow, current.rohs ? 1 : 0);
  }
  writeCode(segment, "packaging", snapshot.packaging, 0, row, snapshot.packagingNames.intern(current.packaging));
  writeCode(segment, "inStock", snapshot.inStock, 0, row, current.totalStock > 0 ? 1 : 0);
  writeCode(segment, "audience", snapshot.audience, 0, row, audienceOf(snapshot, holder));
  snapshot.totalStock[row] = current.totalStock;
  snapshot.showPrice[row] = current.showPrice ? 1 : 0;
  snapshot.showStock[row] = current.showStock ? 1 : 0;
  snapshot.priceBreaks.set(row, current.breakQuantities ?? [], (current.breakPrices ?? []).map(Number));
  snapshot.minimumOrderQuantity[row] = current.minimumOrderQuantity;
  for (const [code, column] of segment.properties) {
    const value = current.properties[code];
    const valueCode = value === undefined ? 0 : dictionaryFor(snapshot.values, code).intern(value);
    for (const partRow of partRows) writeCode(segment, `prop:${code}`, column, segment.start, partRow, valueCode);
  }
  // A property this category's rows never had needs a new column.
  return Object.keys(current.properties).some((code) => !segment.properties.has(code));
}

/** Forgets log rows no running snapshot still needs (a snapshot older than this reloads instead). */
export async function pruneChangeLog(db: Database, keepSeconds: number) {
  await db.execute(sql`DELETE FROM variant_search_changes WHERE changed_at < now() - make_interval(secs => ${keepSeconds})`);
}
