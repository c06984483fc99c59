import type { SQL } from "drizzle-orm";
import type { Executor } from "../db/client";

/** Rows of a raw query; both drivers (PGlite and node-postgres) answer with `rows`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
