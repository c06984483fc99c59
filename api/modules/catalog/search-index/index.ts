import type { Database } from "../../../db/client";
import { applyChanges, pruneChangeLog } from "./changes";
import { loadSnapshot } from "./load";
import type { IndexSnapshot } from "./snapshot";

export type { IndexSnapshot, Segment } from "./snapshot";

/** Change-log rows are kept this long; a snapshot that has not looked for half of it reloads instead. */
const LOG_KEEP_SECONDS = 3600;
const PRUNE_EVERY_MS = 10 * 60_000;

/** The in-memory search index of one API process (docs/decisions/002-in-memory-search-index.md). */
export interface SearchIndex {
  /** The current snapshot, at most `stalenessMs` behind the database (0: every committed change is in). */
  snapshot(): Promise<IndexSnapshot>;
  /** Whether the first load has finished (readiness: a new replica takes list traffic once it has). */
  ready(): boolean;
  /** Starts the first load early (at start-up) so the first list request does not wait for it. */
  warm(): void;
}

/**
 * The search index of the catalog in `db`. Concurrent callers share one load and one change poll; a full reload
 * happens one at a time, the previous snapshot answering until the new one is complete.
 */
export function createSearchIndex(db: Database, options: { stalenessMs: number }): SearchIndex {
  let current: IndexSnapshot | undefined;
  let loading: Promise<IndexSnapshot> | undefined;
  let polling: Promise<void> | undefined;
  let lastPollAt = 0;
  let lastPruneAt = Date.now();

  function reload(): Promise<IndexSnapshot> {
    loading ??= loadSnapshot(db)
      .then((snapshot) => {
        current = snapshot;
        lastPollAt = Date.now();
        return snapshot;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  async function poll(snapshot: IndexSnapshot, waitForReload: boolean) {
    const startedAt = Date.now();
    if (startedAt - lastPollAt > (LOG_KEEP_SECONDS * 1000) / 2) {
      await reload();
      return;
    }
    const { reload: needed } = await applyChanges(db, snapshot);
    lastPollAt = startedAt;
    if (startedAt - lastPruneAt > PRUNE_EVERY_MS) {
      lastPruneAt = startedAt;
      await pruneChangeLog(db, LOG_KEEP_SECONDS);
    }
    if (needed) {
      const reloading = reload();
      if (waitForReload) await reloading;
      else reloading.catch(() => undefined);
    }
  }

  return {
    async snapshot() {
      const snapshot = current ?? (await reload());
      if (Date.now() - lastPollAt >= options.stalenessMs) {
        polling ??= poll(snapshot, options.stalenessMs === 0).finally(() => {
          polling = undefined;
        });
        await polling;
      }
      return current ?? snapshot;
    },
    ready: () => current !== undefined,
    warm() {
      if (!current) reload().catch(() => undefined);
    },
  };
}
