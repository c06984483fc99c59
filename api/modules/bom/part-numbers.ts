/**
 * Part numbers of a BOM against the catalog, normalised as the search normalises them (catalog/text.ts): all exact
 * MPNs and SKUs in one query, the prefixes of the rest in another, and the typo pass (catalog/typo.ts) for what is
 * still unknown.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../lib/query-rows";
import { typoCandidatesOfMany } from "../catalog/typo";

/** More parts than this beginning with a line's part number are not worth ranking: the line is ambiguous anyway. */
export const PREFIX_CANDIDATES = 11;
/** Shorter part numbers begin too many MPNs to mean one. */
const PREFIX_MIN_LENGTH = 3;

/** Product ids by normalised part number: products whose MPN is it, or that have a packaging (SKU) numbered so. */
export async function exactPartNumbers(db: Database, keys: string[]): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  if (keys.length === 0) return found;
  const wanted = sql`${sql.param(keys)}::text[]`;
  const rows = await queryRows<{ key: string; productId: number }>(
    db,
    sql`SELECT mpn_normalized AS key, id AS "productId" FROM products WHERE mpn_normalized = ANY(${wanted})
        UNION SELECT sku_normalized, product_id FROM variants WHERE sku_normalized = ANY(${wanted})`,
  );
  for (const row of rows) found.set(row.key, [...(found.get(row.key) ?? []), row.productId]);
  return found;
}

/**
 * Product ids by normalised part number, of the MPNs each begins (at most PREFIX_CANDIDATES, in MPN order). The byte
 * range [key, key + "~") is the prefix's: a normalised MPN holds only letters and digits, all below "~", and the
 * range, unlike a LIKE with a per-row pattern, can use the pattern index.
 */
export async function prefixPartNumbers(db: Database, keys: string[]): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  const usable = keys.filter((key) => key.length >= PREFIX_MIN_LENGTH);
  if (usable.length === 0) return found;
  const rows = await queryRows<{ key: string; productId: number }>(
    db,
    sql`SELECT q.key, p.id AS "productId" FROM unnest(${sql.param(usable)}::text[]) AS q(key)
        CROSS JOIN LATERAL (SELECT id, mpn_normalized FROM products
          WHERE mpn_normalized ~>=~ q.key AND mpn_normalized ~<~ (q.key || '~')
          ORDER BY mpn_normalized USING ~<~ LIMIT ${PREFIX_CANDIDATES}) p
        ORDER BY q.key, p.mpn_normalized USING ~<~`,
  );
  for (const row of rows) found.set(row.key, [...(found.get(row.key) ?? []), row.productId]);
  return found;
}

/** Product ids one typo away from each part number, closest first: the typo pass for all of them at once. */
export const nearPartNumbers = (db: Database, keys: string[]) => typoCandidatesOfMany(db, keys);
