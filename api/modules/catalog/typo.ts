import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../lib/query-rows";

/** How many near matches a typo search keeps. */
const CANDIDATES = 50;
/** Similarity (pg_trgm) a near match needs to count as the same part with a typo. */
const MIN_SIMILARITY = 0.45;
/**
 * The trigram index's own bound (pg_trgm.similarity_threshold, 0.3 unless set) for the many-part-numbers search: just
 * under MIN_SIMILARITY, as the scores are float4. Matches below MIN_SIMILARITY are dropped anyway and order after the
 * others, so the nearest kept are the same, and the index hands over far fewer rows to check.
 */
const TRIGRAM_THRESHOLD = MIN_SIMILARITY - 0.005;
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

/**
 * typoCandidates for many part numbers at once (a BOM's): every prefix length of every part number, both directions,
 * in one query (a lateral probe each, on the same btree indexes: a byte range stands for the prefix, normalised MPNs
 * holding only characters below "~"), then the trigram search in one more for those still without. Per direction the
 * longest prefix with near matches counts, as above. Closest first, by part number.
 */
export async function typoCandidatesOfMany(db: Database, keys: string[]): Promise<Map<string, number[]>> {
  const wanted = [...new Set(keys)].filter((key) => key.length >= 4);
  const probes: Array<{ key: string; direction: number; prefix: string }> = [];
  for (const key of wanted) {
    const reversed = [...key].reverse().join("");
    for (let length = key.length - 1; length >= Math.ceil(key.length / 2); length -= 1)
      probes.push({ key, direction: 0, prefix: key.slice(0, length) }, { key, direction: 1, prefix: reversed.slice(0, length) });
  }
  const found = new Map<string, Map<number, number>>(wanted.map((key) => [key, new Map()]));
  const near = await probeRows(db, probes);
  for (const key of wanted) {
    for (const direction of [0, 1]) {
      const rows = near.filter((row) => row.key === key && row.direction === direction && row.score >= MIN_SIMILARITY);
      const best = Math.max(...rows.map((row) => row.length));
      for (const row of rows) if (row.length === best) found.get(key)!.set(row.id, row.score);
    }
  }
  const rest = wanted.filter((key) => found.get(key)!.size === 0);
  if (rest.length) {
    // The bound holds for this transaction only: the search box's `%` keeps the default. Equally near parts come in id
    // order, so the bound never decides which of them are kept.
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(TRIGRAM_THRESHOLD)}, true)`);
      return queryRows<{ key: string; id: number; score: number }>(
        tx,
        sql`SELECT q.key, p.id, similarity(p.mpn_normalized, q.key) AS score FROM unnest(${sql.param(rest)}::text[]) AS q(key)
            CROSS JOIN LATERAL (SELECT id, mpn_normalized FROM products WHERE mpn_normalized % q.key
              ORDER BY mpn_normalized <-> q.key, id LIMIT ${CANDIDATES}) p`,
      );
    });
    for (const row of rows) if (row.score >= MIN_SIMILARITY) found.get(row.key)!.set(row.id, row.score);
  }
  return new Map([...found].map(([key, scores]) => [key, [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id)] as const));
}

/** The near matches of each probe: a prefix of a part number (direction 0) or of its reverse (1). */
async function probeRows(db: Database, probes: Array<{ key: string; direction: number; prefix: string }>) {
  if (probes.length === 0) return [];
  const column = (name: keyof (typeof probes)[number]) => sql.param(probes.map((probe) => probe[name]));
  const lateral = (direction: number, mpn: ReturnType<typeof sql>) => sql`
    SELECT q.key, q.direction, length(q.prefix) AS length, p.id, similarity(p.mpn_normalized, q.key) AS score
    FROM unnest(${column("key")}::text[], ${column("direction")}::int[], ${column("prefix")}::text[]) AS q(key, direction, prefix)
    CROSS JOIN LATERAL (SELECT id, mpn_normalized FROM products
      WHERE ${mpn} ~>=~ q.prefix AND ${mpn} ~<~ (q.prefix || '~')
      AND length(mpn_normalized) BETWEEN length(q.key) - 2 AND length(q.key) + 2 LIMIT ${CANDIDATES}) p
    WHERE q.direction = ${direction}`;
  return queryRows<{ key: string; direction: number; length: number; id: number; score: number }>(
    db,
    sql`${lateral(0, sql`mpn_normalized`)} UNION ALL ${lateral(1, sql`reverse(mpn_normalized)`)}`,
  );
}
