import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../lib/query-rows";

/** How many near matches a typo search keeps. */
const CANDIDATES = 50;
/** Similarity (pg_trgm) a near match needs to count as the same part with a typo. */
const MIN_SIMILARITY = 0.45;
const LENGTHS_PER_QUERY = 4;

/**
 * Parts whose normalised MPN is one typo away from `normalized`, found without scanning: a single wrong, missing
 * or extra character leaves the first or the last half of the MPN intact, so the longest matching prefix (btree)
 * or suffix (btree on the reversed MPN) gives a small candidate set, ranked by trigram similarity. Only when both
 * find nothing does the slower trigram index search run.
 */
export async function typoCandidates(db: Database, normalized: string): Promise<number[]> {
  if (normalized.length < 4) return [];
  const half = Math.ceil(normalized.length / 2);
  const reversed = [...normalized].reverse().join("");
  const found = new Map<number, number>();
  // Prefix lengths from the longest down, a few per round trip (both directions in one query): a typo near either
  // end is found in the first, and the short prefixes, which match many parts, are read only when needed.
  for (let longest = normalized.length - 1; longest >= half && found.size === 0; longest -= LENGTHS_PER_QUERY) {
    const branches = [];
    for (const [direction, column, text] of [
      [0, sql`mpn_normalized`, normalized],
      [1, sql`reverse(mpn_normalized)`, reversed],
    ] as const) {
      for (let length = longest; length > longest - LENGTHS_PER_QUERY && length >= half; length -= 1) {
        branches.push(sql`(SELECT ${direction}::int AS direction, ${length}::int AS length, id, similarity(mpn_normalized, ${normalized}) AS score
              FROM products WHERE ${column} LIKE ${`${text.slice(0, length)}%`}
              AND length(mpn_normalized) BETWEEN ${normalized.length - 2} AND ${normalized.length + 2} LIMIT ${CANDIDATES})`);
      }
    }
    const rows = await queryRows<{ direction: number; length: number; id: number; score: number }>(
      db,
      sql.join(branches, sql` UNION ALL `),
    );
    // Per direction, the longest prefix that has near matches.
    for (const direction of [0, 1]) {
      const near = rows.filter((row) => row.direction === direction && row.score >= MIN_SIMILARITY);
      const best = Math.max(...near.map((row) => row.length));
      for (const row of near) if (row.length === best) found.set(row.id, row.score);
    }
  }
  if (found.size === 0) {
    const rows = await queryRows<{ id: number; score: number }>(
      db,
      sql`SELECT id, similarity(mpn_normalized, ${normalized}) AS score FROM products WHERE mpn_normalized % ${normalized}
          ORDER BY mpn_normalized <-> ${normalized} LIMIT ${CANDIDATES}`,
    );
    for (const row of rows) if (row.score >= MIN_SIMILARITY) found.set(row.id, row.score);
  }
  return [...found.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}
