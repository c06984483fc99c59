import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client";

/** Rows of a raw query; both drivers (PGlite and node-postgres) answer with `rows`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
