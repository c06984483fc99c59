import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { createServerDatabase } from "../../scripts/server-database.mjs";
import { processGroup, startServer, stopServer, waitForUrl } from "../processes";

// The store the mixed load runs against: as `npm start` runs it (scripts/start.mjs), on a new database of the local
// PostgreSQL server with the demo catalog, Redis shared by one API and one storefront worker per core.

export interface LoadStore {
  web: string;
  api: string;
  databaseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startLoadStore(serverUrl: string, redisUrl: string, ports: { web: number; api: number }): Promise<LoadStore> {
  const database = await createServerDatabase(serverUrl, "store_load");
  const dataDir = mkdtempSync(path.join(tmpdir(), "store-load-"));
  const workers = String(availableParallelism());
  const web = `http://127.0.0.1:${ports.web}`;
  const api = `http://127.0.0.1:${ports.api}`;
  const store = startServer("store", ["scripts/start.mjs"], {
    PORT: String(ports.web),
    API_PORT: String(ports.api),
    API_URL: api,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    API_WORKERS: workers,
    STOREFRONT_WORKERS: workers,
    LOG_LEVEL: "warn",
    // The load measures the store, not a download from the central bank.
    RATES_FETCH: "off",
  });
  const stop = async () => {
    stopServer(store);
    await new Promise((resolve) => (store.exitCode === null ? store.once("exit", resolve) : resolve(null)));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${web}/en`, store, 300);
    // Every API worker answers ready once its search index is loaded; several answers in a row reach each of them.
    for (let answer = 0; answer < Number(workers) * 4; answer += 1) await waitForUrl(`${api}/v1/health/ready`, store, 300, 200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { web, api, databaseUrl: database.url, process: store, stop };
}

/** The resident memory of every process of the store (its process group), by what each runs. */
export function processMemory(store: ChildProcess): Array<{ pid: number; command: string; megabytes: number }> {
  return processGroup(store).map(({ pid, rssKilobytes, args }) => ({
    pid,
    command: args.replace(/^\S*node\s+/, "").slice(0, 60),
    megabytes: rssKilobytes / 1024,
  }));
}
