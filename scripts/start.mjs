// `npm start`: builds the storefront when its sources changed, then runs the API and the storefront
// together, says where to open the store, and stops both on Ctrl-C.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const apiPort = process.env.API_PORT ?? "4000";
const webPort = process.env.PORT ?? "3000";
const dataDir = path.resolve(process.env.DATA_DIR ?? "data");
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

/** Local secrets are made once per data folder (never committed); production passes its own. */
function localSecrets() {
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  mkdirSync(dataDir, { recursive: true });
  const secrets = { SESSION_SECRET: randomBytes(32).toString("hex"), JWT_SECRET: randomBytes(32).toString("hex") };
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
  const built = existsSync("build/index.js") ? statSync("build/index.js").mtimeMs : 0;
  // The storefront is built from app/ and the contract it imports.
  const sources = Math.max(
    ...["app", "contract", "remix.config.js", "tailwind.config.ts", "postcss.config.js", "package.json"].map(newestChange),
  );
  if (built >= sources) return;
  console.log("Building the storefront…");
  const result = spawnSync(path.join("node_modules", ".bin", "remix"), ["build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitForApi(child) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) return false;
    try {
      const response = await fetch(`${apiUrl}/v1/health`);
      if (response.ok) return true;
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

const children = [];
let stopping = false;

function run(name, args, extraEnv = {}) {
  const child = spawn(process.execPath, args, { env: { ...env, ...extraEnv }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the store.`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
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
const api = run("API", ["--import", "tsx", "api/main.ts"]);
if (!(await waitForApi(api))) {
  console.error(`The API did not become healthy at ${apiUrl}/v1/health.`);
  stop(1);
} else {
  // remix-serve's habit: the built storefront always runs in production mode.
  // Served over plain http here, so cookies cannot be Secure unless the caller says the store sits behind HTTPS.
  run("Storefront", ["--import", "tsx", "server.ts"], { NODE_ENV: "production", COOKIE_SECURE: process.env.COOKIE_SECURE ?? "false" });
  console.log(
    `\n  Store:    http://localhost:${webPort}  (English: http://localhost:${webPort}/en)\n  API:      ${apiUrl}/v1  (docs: ${apiUrl}/v1/docs)\n  Ctrl-C stops both.\n`,
  );
}
