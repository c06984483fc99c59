import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { browserProjects } from "./tests/e2e/support/projects";

// The whole store (API + storefront) on private ports with a fresh database for this run:
// PGlite in a new temporary folder, or the PostgreSQL database that scripts/test.mjs created.
const port = Number(process.env.E2E_PORT ?? 3300);
const apiPort = Number(process.env.E2E_API_PORT ?? 4300);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `store-e2e-${process.pid}-${Date.now()}`);
const chromiumPath = process.env.CHROMIUM_PATH || undefined;
// Workers re-read this file: they must find the same store (the sign-in fixture reads its secrets and API).
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_API_PORT = String(apiPort);

const serverEnv: Record<string, string> = {
  PORT: String(port),
  API_PORT: String(apiPort),
  API_URL: `http://127.0.0.1:${apiPort}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  // The session tests replay a just-spent refresh token and expect the reuse to end the sign-in at once.
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: "0",
  // Never the central bank's site: the pages show the seeded rates (stale by now, which the rate tests rely on).
  RATES_FETCH: "off",
  ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two workers, the store, its API and an accessibility check on most pages share CI's two cores: a long journey
  // (a checkout, a sign-up with its mailed codes) can take more than half a minute there.
  timeout: 60_000,
  // Two workers, the store and its API share CI's two cores: a save that goes through both servers can take longer
  // than the default five seconds to show its answer there.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-reports/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "tr-TR",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: browserProjects,
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${port}/`,
    env: serverEnv,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
