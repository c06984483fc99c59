import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { isStale, nextRunAt } from "./calendar";
import type { BulletinSource } from "./fetch-bulletin";
import { newestRateDate, refreshRates } from "./refresh";

/** When and how the daily fetch runs (config.ts RATES_*). */
export interface RatesSchedule extends BulletinSource {
  /** "HH:MM" on Istanbul's clock, each working day. */
  time: string;
  retries: number;
  retryDelayMs: number;
}

/**
 * Fetches until the due bulletin is stored (or another process is fetching it), at most `retries` more times after
 * the first; true when the store holds it. A failure is logged each time; when all fail the last good day keeps
 * serving, its answers marked stale (docs/decisions/032-exchange-rates.md).
 */
export async function refreshWithRetries(db: Database, schedule: RatesSchedule, log: FastifyBaseLogger, signal?: AbortSignal) {
  for (let attempt = 1; attempt <= schedule.retries + 1; attempt += 1) {
    if (attempt > 1) {
      try {
        await sleep(schedule.retryDelayMs, undefined, { signal });
      } catch {
        return false;
      }
    }
    try {
      const { outcome, bulletin } = await refreshRates(db, schedule);
      if (outcome === "stored") log.info({ bulletin: bulletin?.number, rateDate: bulletin?.date }, "exchange rates stored");
      if (outcome !== "behind") return true;
      log.warn({ attempt, rateDate: bulletin?.date }, "the central bank's file is older than the bulletin due");
    } catch (error) {
      log.warn({ err: error, attempt }, "fetching the central bank's exchange rates failed");
    }
  }
  log.error({ rateDate: await newestRateDate(db) }, "exchange rates not updated: the last good day keeps serving, marked stale");
  return false;
}

/**
 * Runs the fetch at the configured time of each working day, and once at start when the due bulletin is missing.
 * Every API process schedules it; refreshRates' lock lets one of them fetch.
 */
export function scheduleRates(app: FastifyInstance, schedule: RatesSchedule) {
  const closing = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    refreshWithRetries(app.db, schedule, app.log, closing.signal)
      .catch((error: unknown) => app.log.error({ err: error }, "the exchange-rate job failed"))
      .finally(plan);
  function plan() {
    if (closing.signal.aborted) return;
    const now = new Date();
    timer = setTimeout(() => void run(), nextRunAt(now, schedule.time).getTime() - now.getTime());
    timer.unref();
  }
  app.addHook("onReady", async () => {
    const newest = await newestRateDate(app.db);
    if (!newest || isStale(newest, new Date())) void run();
    else plan();
  });
  app.addHook("onClose", async () => {
    closing.abort();
    clearTimeout(timer);
  });
}
