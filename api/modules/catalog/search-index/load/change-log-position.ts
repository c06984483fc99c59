import { sql } from "drizzle-orm";
import type { Database } from "../../../../db/client";
import { queryRows } from "../../../../lib/query-rows";

export interface ChangeLogPosition {
  horizon: number;
  committed: number[];
}

/**
 * Where a snapshot starts in the change log: the oldest transaction still running (everything below it has
 * finished) and the transactions above it that have already committed, whose changes the table read includes.
 */
export async function changeLogPosition(db: Database): Promise<ChangeLogPosition> {
  const [row] = await queryRows<{ horizon: string; committed: string[] }>(
    db,
    sql`WITH bound AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS horizon)
        SELECT (SELECT horizon FROM bound)::text AS horizon,
               array(SELECT DISTINCT c.txid::text FROM variant_search_changes c, bound WHERE c.txid >= bound.horizon) AS committed`,
  );
  return { horizon: Number(row.horizon), committed: row.committed.map(Number) };
}
