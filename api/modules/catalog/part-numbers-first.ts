/**
 * Part numbers before values: engineering notation reads `2n7002` as 2.7 nF, but an engineer who types it means the
 * MOSFET. A value shaped like a part number (search-query.ts, partNumberShaped) that begins an MPN or a SKU of the
 * catalog is read as a part number (docs/decisions/055-part-numbers-before-values.md).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../lib/query-rows";
import { parseSearchQuery, readAsPartNumbers, type ParsedSearch } from "./search-query";

/** Which of `candidates` (normalised: letters and digits only) begin an MPN or a SKU: a btree prefix probe each, one round trip. */
async function knownPrefixes(db: Database, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const probes = candidates.map((candidate) => {
    const prefix = `${candidate}%`;
    return sql`(EXISTS (SELECT 1 FROM products WHERE mpn_normalized LIKE ${prefix})
                OR EXISTS (SELECT 1 FROM variants WHERE sku_normalized LIKE ${prefix}))`;
  });
  const [row] = await queryRows<{ known: boolean[] }>(db, sql`SELECT ARRAY[${sql.join(probes, sql`, `)}] AS known`);
  return new Set(candidates.filter((_, position) => row.known[position]));
}

/** The search box as search-query.ts reads it, with the values the catalog knows as part numbers read as part numbers. */
export async function parseAgainstCatalog(db: Database, input: string): Promise<ParsedSearch> {
  const parsed = parseSearchQuery(input);
  return readAsPartNumbers(parsed, await knownPrefixes(db, parsed.partNumberLike));
}
