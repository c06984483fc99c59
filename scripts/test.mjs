// `npm test`: lint (ESLint) and format check (Prettier), type check, the OpenAPI document's lint (Redocly), unit and
// API tests (vitest, on PGlite or DATABASE_URL) with their coverage summary, then the browser tests (Playwright with the system Chromium,
// JavaScript on and off) against a freshly built store. A failing step fails the run; the later steps still run.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buildStorefront } from "./storefront-build.mjs";
import { createServerDatabase } from "./server-database.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const bin = (name) => path.join("node_modules", ".bin", name);

function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

async function playwrightHasOwnBrowser() {
  try {
    const { chromium } = await import("@playwright/test");
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

const failedSteps = [];

/** Runs one step of the suite under its label; a step that fails is named again at the end. */
function step(label, action) {
  console.log(`\n▶ ${label}`);
  const passed = action();
  if (!passed) failedSteps.push(label);
  return passed;
}

function run(label, command, args, env = {}) {
  return step(label, () => spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status === 0);
}

async function withDatabase(serverUrl, prefix, action) {
  const database = await createServerDatabase(serverUrl, prefix);
  try {
    return await action(database.url);
  } finally {
    await database.drop();
  }
}

function readCounts(file, count) {
  try {
    return count(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 0 };
  }
}

/** How much of a failed page's snapshot the log shows. */
const SNAPSHOT_LINES = 200;

/**
 * What a failed browser test's page showed (Playwright's error context: the page's accessibility snapshot), printed
 * so that a failure on a CI machine, whose test-results folder is gone afterwards, can be understood from its log.
 * The header and the category menu are the same on every page: the snapshot is printed from the page's main region.
 */
function printPageSnapshots() {
  const folder = "test-results";
  if (!existsSync(folder)) return;
  for (const test of readdirSync(folder)) {
    const file = path.join(folder, test, "error-context.md");
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, "utf8").split("\n");
    const mainAt = lines.findIndex((line) => /^- main\b/.test(line));
    const snapshotAt = lines.findIndex((line) => line.startsWith("```yaml"));
    // The error and the call log, then the page from its main region; all of it when there is no main region.
    const [error, page] = mainAt < 0 || snapshotAt < 0 ? [[], lines] : [lines.slice(0, snapshotAt + 1), lines.slice(mainAt)];
    const cut = page.length > SNAPSHOT_LINES ? ` (the first ${SNAPSHOT_LINES} of the page's ${page.length} lines)` : "";
    console.log(`\n▷ ${file}${cut}`);
    console.log([...error, ...page.slice(0, SNAPSHOT_LINES)].join("\n"));
  }
}

const chromium = findChromium();
if (!chromium && !(await playwrightHasOwnBrowser())) {
  console.error("No Chromium found: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH to a Chrome/Chromium binary).");
  process.exit(1);
}

rmSync("test-reports", { recursive: true, force: true });
const database = process.env.DATABASE_URL ? `PostgreSQL server (${new URL(process.env.DATABASE_URL).host})` : "PGlite";
let ok = run("Lint", bin("eslint"), ["."]);
ok = run("Format check", bin("prettier"), ["--check", "."]) && ok;
ok = run("Type check", bin("tsc"), ["--noEmit"]) && ok;
// The document GET /v1/openapi.json answers, linted against redocly.yaml: an error fails the run, warnings do not.
const openapiDocument = "test-reports/openapi.json";
ok =
  run("OpenAPI document", bin("tsx"), ["scripts/openapi-document.ts", openapiDocument]) &&
  run("OpenAPI lint", bin("redocly"), ["lint", openapiDocument], { REDOCLY_SUPPRESS_NOTIFICATIONS: "true" }) &&
  ok;
// With coverage: its summary (vitest.config.ts) is printed after the tests.
ok =
  run(`Unit and API tests (${database}), with coverage`, bin("vitest"), [
    "run",
    "--coverage",
    "--reporter=default",
    "--reporter=json",
    "--outputFile=test-reports/vitest.json",
  ]) && ok;
ok = step("Storefront build", () => buildStorefront()) && ok;

const e2eEnv = { CHROMIUM_PATH: chromium ?? "" };
function e2e() {
  const passed = run(`Browser tests (${database}, JavaScript on and off)`, bin("playwright"), ["test"], e2eEnv);
  if (!passed) printPageSnapshots();
  return passed;
}
if (process.env.DATABASE_URL) {
  ok = (await withDatabase(process.env.DATABASE_URL, "store_e2e", (url) => ((e2eEnv.E2E_DATABASE_URL = url), e2e()))) && ok;
} else {
  ok = e2e() && ok;
}

const unit = readCounts("test-reports/vitest.json", (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }));
const browser = readCounts("test-reports/e2e.json", (report) => ({
  passed: report.stats.expected,
  failed: report.stats.unexpected + report.stats.flaky,
}));
// A step that failed before it could count (lint or format errors, type errors, a broken build) still counts as a failure.
const failed = Math.max(unit.failed + browser.failed, ok ? 0 : 1);
if (failedSteps.length > 0) console.log(`\nfailed steps: ${failedSteps.join(", ")}`);
console.log(`\ntests: ${unit.passed + browser.passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
