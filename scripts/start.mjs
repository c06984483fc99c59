// `npm start`: builds the storefront when its sources changed, then runs the API and the storefront
// together, restarts either if it crashes, says where to open the store, and stops both on Ctrl-C.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildStorefront, SERVER_BUILD } from "./storefront-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const apiPort = process.env.API_PORT ?? "4000";
const webPort = process.env.PORT ?? "3000";
const dataDir = path.resolve(process.env.DATA_DIR ?? "data");
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
// Where this script checks that the storefront answers: its HOST, or loopback when it listens everywhere.
const webCheckHost = !process.env.HOST || ["0.0.0.0", "::"].includes(process.env.HOST) ? "127.0.0.1" : process.env.HOST;

/** Local secrets are made once per data folder (never committed); production passes its own. */
function localSecrets() {
  const file = path.join(dataDir, "secrets.json");
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const names = ["SESSION_SECRET", "JWT_SECRET", "PAYMENT_SANDBOX_SECRET"];
  if (names.every((name) => kept[name])) return kept;
  // A folder made before a secret existed gets the new one and keeps the others (sign-ins stay valid).
  const secrets = Object.fromEntries(names.map((name) => [name, kept[name] ?? randomBytes(32).toString("hex")]));
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
}

function buildIfStale() {
  const built = existsSync(SERVER_BUILD) ? statSync(SERVER_BUILD).mtimeMs : 0;
  // The storefront is built from app/ and the contract it imports.
  const sources = Math.max(
    ...["app", "contract", "public", "remix.config.js", "vite.config.ts", "tailwind.config.ts", "postcss.config.js", "package.json"].map(
      newestChange,
    ),
  );
  if (built >= sources) return;
  console.log("Building the storefront…");
  // Built for production whatever NODE_ENV this script has: the storefront always runs in production (below).
  if (!buildStorefront()) process.exit(1);
}

/** Waits up to two minutes for `url` to answer (any status below 500) while `child` runs. */
async function waitForUrl(url, child) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

buildIfStale();
const secrets = process.env.SESSION_SECRET && process.env.JWT_SECRET ? {} : localSecrets();
const storefrontUrl = process.env.STOREFRONT_URL ?? `http://localhost:${webPort}`;
const env = {
  ...secrets,
  ...process.env,
  API_PORT: apiPort,
  PORT: webPort,
  DATA_DIR: dataDir,
  API_URL: apiUrl,
  STOREFRONT_URL: storefrontUrl,
};

const children = new Set();
let stopping = false;

/**
 * A process that crashes while starting is tried again after 1 s, then twice as long after each such crash in a row,
 * up to 30 s (a database that is away, a port still taken); one that crashes after it answered is started again at
 * once, however often (docs/decisions/014-faults.md).
 */
const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;

/**
 * Runs a process and keeps it running, the other one serving meanwhile (the storefront answers 503 pages while the
 * API is away). A launch counts as started once `readyUrl` answers. A process whose first launch never started (a
 * bad configuration, a port in use) stops the store. Resolves whether the first launch started.
 */
function supervise(name, args, readyUrl, extraEnv = {}) {
  let backoff = FIRST_BACKOFF_MS;
  let everStarted = false;
  const launch = () => {
    let started = false;
    const child = spawn(process.execPath, args, { env: { ...env, ...extraEnv }, stdio: "inherit" });
    children.add(child);
    child.on("exit", (code, signal) => {
      children.delete(child);
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      if (!everStarted) {
        console.error(`${name} stopped before it started (${how}); stopping the store.`);
        stop(code || 1);
        return;
      }
      if (started) {
        console.error(`${new Date().toISOString()} ${name} stopped (${how}); starting it again now.`);
        launch();
        return;
      }
      console.error(`${new Date().toISOString()} ${name} stopped while starting (${how}); starting it again in ${backoff / 1000} s.`);
      setTimeout(() => !stopping && launch(), backoff).unref();
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    });
    return waitForUrl(readyUrl, child).then((answered) => {
      if (answered) {
        started = everStarted = true;
        backoff = FIRST_BACKOFF_MS;
      }
      return answered;
    });
  };
  return launch();
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const alive = [...children].filter((child) => child.exitCode === null && child.signalCode === null);
  if (alive.length === 0) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once("exit", () => --left === 0 && process.exit(code));
    child.kill("SIGTERM");
  }
  setTimeout(() => process.exit(code), 8000).unref();
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

console.log(`Starting the API (${env.DATABASE_URL ? "PostgreSQL server" : `embedded PostgreSQL in ${path.join(dataDir, "pglite")}`})…`);
if (!(await supervise("API", ["--import", "tsx", "api/main.ts"], `${apiUrl}/v1/health`))) {
  console.error(`The API did not become healthy at ${apiUrl}/v1/health.`);
  stop(1);
} else {
  // remix-serve's habit: the built storefront always runs in production mode.
  // Served over plain http here, so cookies cannot be Secure unless the caller says the store sits behind HTTPS.
  const storefrontStarted = supervise("Storefront", ["--import", "tsx", "server.ts"], `http://${webCheckHost}:${webPort}/healthz`, {
    NODE_ENV: "production",
    COOKIE_SECURE: process.env.COOKIE_SECURE ?? "false",
  });
  if (await storefrontStarted) {
    console.log(
      `\n  Store:    http://localhost:${webPort}  (English: http://localhost:${webPort}/en)\n  API:      ${apiUrl}/v1  (docs: ${apiUrl}/v1/docs)\n  Ctrl-C stops both.\n`,
    );
  } else {
    console.error(`The storefront did not answer at http://${webCheckHost}:${webPort}/healthz.`);
    stop(1);
  }
}
