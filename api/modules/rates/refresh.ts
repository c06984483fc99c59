import { desc, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { exchangeRates } from "../../db/schema";
import { queryRows } from "../../lib/query-rows";
import type { Bulletin } from "./bulletin";
import { dueBulletinDate } from "./calendar";
import { fetchBulletin, type BulletinSource } from "./fetch-bulletin";
import { storeDay } from "./store";

// Any fixed number apart from client.ts's migration lock: API processes (cluster workers, replicas) take turns, and
// one that finds another fetching leaves it to that one.
const RATES_LOCK_KEY = 4_021_979;

/**
 * `stored`: the due bulletin is stored; `behind`: the bank's file was read but is older than the one due (not yet
 * published: try again); `current`: nothing to do; `busy`: another process is fetching.
 */
export type RefreshOutcome = "stored" | "behind" | "current" | "busy";

/** The newest day the store has a TRY rate for (any source). */
export async function newestRateDate(executor: Executor): Promise<string | null> {
  const [row] = await executor
    .select({ rateDate: exchangeRates.rateDate })
    .from(exchangeRates)
    .where(sql`${exchangeRates.currency} = 'TRY'`)
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  return row?.rateDate ?? null;
}

/**
 * Fetches the bank's daily file and stores it, unless the bulletin due at `now` is already stored; under a
 * transaction-level advisory lock so that of several API processes one fetches (the unique currency-and-date index
 * would make a second store harmless anyway). A failed fetch throws and stores nothing.
 */
export async function refreshRates(
  db: Database,
  source: BulletinSource,
  now = new Date(),
): Promise<{ outcome: RefreshOutcome; bulletin?: Bulletin }> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${RATES_LOCK_KEY}) AS locked`);
    if (!lock.locked) return { outcome: "busy" };
    const due = dueBulletinDate(now);
    const newest = await newestRateDate(tx);
    if (newest && newest >= due) return { outcome: "current" };
    const bulletin = await fetchBulletin(source);
    await storeDay(tx, bulletin.date, bulletin.rates, { source: "tcmb", bulletinNumber: bulletin.number, fetchedAt: new Date() });
    return { outcome: bulletin.date >= due ? "stored" : "behind", bulletin };
  });
}
