import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { isLockTimeout } from "./database-errors";

/**
 * How long a read that a page can do without (the header's cart count, the dashboard's carts) waits for a locked
 * table (a migration, a stuck transaction) before it gives up, instead of the request's DB_LOCK_TIMEOUT_MS: a
 * locked table then costs the page that section, not its answer (docs/decisions/060-faults-under-load.md).
 */
export const SHORT_LOCK_WAIT_MS = 200;

/** Runs `read` in a transaction whose every lock wait is at most SHORT_LOCK_WAIT_MS; past it, a 55P03 error (a 503). */
export function withShortLockWait<T>(db: Database, read: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL lock_timeout = ${SHORT_LOCK_WAIT_MS}`));
    return read(tx);
  });
}

/** As `withShortLockWait`, but null when a lock outlasted the wait: the page shows that section as unavailable. */
export async function unlessLocked<T>(db: Database, read: (tx: Transaction) => Promise<T>): Promise<T | null> {
  try {
    return await withShortLockWait(db, read);
  } catch (error) {
    if (isLockTimeout(error)) return null;
    throw error;
  }
}
