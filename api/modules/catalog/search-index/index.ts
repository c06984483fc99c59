import type { Database } from "../../../db/client";
import { applyChanges, pruneChangeLog } from "./changes";
import { loadSnapshot } from "./load";
import type { IndexSnapshot } from "./snapshot";

export type { IndexSnapshot, Segment } from "./snapshot";

/** Change-log rows are kept this long; a snapshot that has not looked for half of it reloads instead. */
const LOG_KEEP_SECONDS = 3600;
const PRUNE_EVERY_MS = 10 * 60_000;

interface Holder {
  snapshot?: IndexSnapshot;
  loading?: Promise<IndexSnapshot>;
  polling?: Promise<void>;
  lastPollAt: number;
  lastPruneAt: number;
}

const holders = new WeakMap<Database, Holder>();

function holderOf(db: Database): Holder {
  let holder = holders.get(db);
  if (!holder) {
    holder = { lastPollAt: 0, lastPruneAt: Date.now() };
    holders.set(db, holder);
  }
  return holder;
}

/** One full load at a time; the previous snapshot answers until the new one is complete. */
function reload(db: Database, holder: Holder): Promise<IndexSnapshot> {
  holder.loading ??= loadSnapshot(db)
    .then((snapshot) => {
      holder.snapshot = snapshot;
      holder.lastPollAt = Date.now();
      return snapshot;
    })
    .finally(() => {
      holder.loading = undefined;
    });
  return holder.loading;
}

async function poll(db: Database, holder: Holder, snapshot: IndexSnapshot, waitForReload: boolean) {
  const startedAt = Date.now();
  if (startedAt - holder.lastPollAt > (LOG_KEEP_SECONDS * 1000) / 2) {
    await reload(db, holder);
    return;
  }
  const { reload: needed } = await applyChanges(db, snapshot);
  holder.lastPollAt = startedAt;
  if (startedAt - holder.lastPruneAt > PRUNE_EVERY_MS) {
    holder.lastPruneAt = startedAt;
    await pruneChangeLog(db, LOG_KEEP_SECONDS);
  }
  if (needed) {
    const loading = reload(db, holder);
    if (waitForReload) await loading;
    else loading.catch(() => undefined);
  }
}

/**
 * The in-memory search index of the catalog, at most `maxStalenessMs` behind the database (0: every committed
 * change is in, new variants included). Concurrent callers share one load and one change poll.
 */
export async function searchIndex(db: Database, maxStalenessMs: number): Promise<IndexSnapshot> {
  const holder = holderOf(db);
  const snapshot = holder.snapshot ?? (await reload(db, holder));
  if (Date.now() - holder.lastPollAt >= maxStalenessMs) {
    holder.polling ??= poll(db, holder, snapshot, maxStalenessMs === 0).finally(() => {
      holder.polling = undefined;
    });
    await holder.polling;
  }
  return holder.snapshot ?? snapshot;
}

/** Whether this process has its index loaded (readiness: a new replica takes list traffic once it has). */
export function searchIndexReady(db: Database): boolean {
  return holders.get(db)?.snapshot !== undefined;
}

/** Starts the first load early (at start-up) so the first list request does not wait for it. */
export function warmSearchIndex(db: Database) {
  const holder = holderOf(db);
  if (!holder.snapshot) reload(db, holder).catch(() => undefined);
}
