import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseStorefrontEnv } from "../../../app/server/env.server";
import { createServerDatabase } from "../../../scripts/server-database.mjs";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";
import { freePort, inheritedEnv, stopped } from "../../support/child-processes";

/** The PostgreSQL server the suite makes its database on: CI's (DATABASE_URL), else the local one. */
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const READY_WITHIN_MS = 180_000;
const STOP_WITHIN_MS = 10_000;

export interface StoreProcesses {
  api?: number;
  storefront?: number;
}

export interface Store {
  /** The storefront, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The API's base, e.g. http://127.0.0.1:41235/v1 */
  apiUrl: string;
  /** The store's own database, reached directly (not through the proxy): to lock a table, or to look at what was saved. */
  databaseUrl: string;
  /** Between the API and PostgreSQL: cut it to take the database away from the API. */
  proxy: TcpProxy;
  /** How long the storefront waits for the API (its API_TIMEOUT_MS). */
  apiTimeoutMs: number;
  /** The secrets the store signs with (made by scripts/start.mjs in the data folder). */
  secrets: { SESSION_SECRET: string; JWT_SECRET: string };
  /** The ids of the processes `npm start` runs: a restarted process has a new one, a stopped one none. */
  processes(): StoreProcesses;
  /** What the store printed (its last lines). */
  output(): string;
  stop(): Promise<void>;
}

/** The API and storefront processes among the children of `npm start`'s process, by their command line (Linux /proc). */
function processesOf(pid: number): StoreProcesses {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return {};
  const children = readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  const commandOf = (child: number) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, "utf8");
    } catch {
      return ""; // ended just now
    }
  };
  return {
    api: children.find((child) => commandOf(child).includes("api/main.ts")),
    storefront: children.find((child) => commandOf(child).includes("server.ts")),
  };
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The store stopped while starting:\n${output()}`);
    const status = await fetch(url, { redirect: "manual" }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The store did not answer 200 at ${url} within ${READY_WITHIN_MS / 1000} s:\n${output()}`);
}

/**
 * The whole store as `npm start` runs it (node scripts/start.mjs: API and storefront), on private ports, on a new
 * database `store_faults_…` of the PostgreSQL server that the API reaches only through a TCP proxy. Resolves once the
 * home page answers 200; `stop` ends it and drops the database.
 */
export async function startStore(): Promise<Store> {
  const database = await createServerDatabase(SERVER_URL, "store_faults");
  const direct = new URL(database.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) }, "API ↔ PostgreSQL");
  const proxied = new URL(database.url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);

  const [port, apiPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), "store-faults-"));
  const env = {
    ...inheritedEnv(),
    // As `npm start` runs without one: the API in development mode, the storefront in production (start.mjs).
    NODE_ENV: "development" as const,
    PORT: String(port),
    API_PORT: String(apiPort),
    API_URL: `http://127.0.0.1:${apiPort}`,
    STOREFRONT_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: proxied.toString(),
    // The shortest lifetime the API accepts, so a session's access token can run out within a test.
    ACCESS_TOKEN_TTL_SECONDS: "30",
    LOG_LEVEL: "warn",
  };
  const lines: string[] = [];
  const output = () => lines.join("");
  // Its own process group: stopping the store reaches every process it started.
  const child = spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8").on("data", (chunk: string) => {
      lines.push(chunk);
      if (lines.length > 400) lines.shift();
    });
  }

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.pid && !(await stopped(child, 0))) {
      child.kill("SIGTERM");
      if (!(await stopped(child, STOP_WITHIN_MS))) process.kill(-child.pid, "SIGKILL");
    }
    await proxy.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${url}/`, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  const secrets = JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as Store["secrets"];
  // The e2e session helpers (tests/e2e/support/session.ts) find the store's API and secrets by these.
  process.env.E2E_API_PORT = String(apiPort);
  process.env.E2E_DATA_DIR = dataDir;
  return {
    url,
    apiUrl: `http://127.0.0.1:${apiPort}/v1`,
    databaseUrl: database.url,
    proxy,
    apiTimeoutMs: parseStorefrontEnv({ ...env, SESSION_SECRET: secrets.SESSION_SECRET }).API_TIMEOUT_MS,
    secrets,
    processes: () => (child.pid ? processesOf(child.pid) : {}),
    output,
    stop,
  };
}
