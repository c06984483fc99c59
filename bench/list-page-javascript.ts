/**
 * The product-list page's JavaScript alone (the figure `npm run bench` ends with), without the database benchmark:
 * builds the storefront, starts the store on private ports with the demo catalog and sums what the page loads.
 * Run it under the build lock the e2e runs share: `flock /tmp/e2e.lock npx tsx bench/list-page-javascript.ts`.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { listPageJavaScriptLine, pageJavaScriptGzip } from "./page-javascript";
import { startServer, stopServer, waitForUrl } from "./processes";

const ports = { api: 4393, web: 3393 };
const web = `http://127.0.0.1:${ports.web}`;
const page = "/en/ps/chip-resistors-smd?manufacturer=yageo&prop=package%3A0603";

const build = spawnSync("node_modules/.bin/remix", ["build"], { stdio: ["ignore", "ignore", "inherit"] });
if (build.status !== 0) throw new Error("remix build failed");
const dataDir = mkdtempSync(path.join(tmpdir(), "store-page-js-"));
const store = startServer("store", ["scripts/start.mjs"], {
  PORT: String(ports.web),
  API_PORT: String(ports.api),
  API_URL: `http://127.0.0.1:${ports.api}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
});
try {
  await waitForUrl(`${web}/en`, store, 180);
  console.log(listPageJavaScriptLine(await pageJavaScriptGzip(web, page)));
} finally {
  stopServer(store);
  rmSync(dataDir, { recursive: true, force: true });
}
