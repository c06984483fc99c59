/**
 * `npm run bench:lighthouse`: builds the storefront, starts the store on private ports with the demo data, takes a
 * guest through the cart and the checkout, then runs Lighthouse (mobile defaults) and the Nu Html Checker on each
 * page, one at a time, and prints their figures and findings. A benchmark: it never fails on a score.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathFor } from "../../contract/paths";
import { buildStorefront } from "../../scripts/storefront-build.mjs";
import { loadCatalog } from "../mixed-load/catalog";
import { startServer, stopServer, waitForUrl } from "../processes";
import { launchChromium } from "./chromium";
import { freshCookies, guestAtPayment } from "./guest-session";
import { htmlErrors } from "./html-validator";
import { runLighthouse } from "./lighthouse-run";
import { auditedPages } from "./pages";
import { printFindings, printTable, type PageReport } from "./report";

const ports = { api: Number(process.env.LIGHTHOUSE_API_PORT ?? 4381), web: Number(process.env.LIGHTHOUSE_PORT ?? 3391) };
const web = `http://127.0.0.1:${ports.web}`;
const api = `http://127.0.0.1:${ports.api}`;

// Another store on these ports would be measured instead of this one.
for (const origin of [web, api]) {
  const answered = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${origin} is in use: set LIGHTHOUSE_PORT and LIGHTHOUSE_API_PORT to free ports`);
}

/** Lighthouse on one page in a new browser (a new profile): cookies kept from another page's answers would replace the guest's. */
async function lighthouseInNewBrowser(url: string, cookie?: string) {
  const chromium = await launchChromium();
  try {
    return await runLighthouse(url, chromium.port, cookie);
  } finally {
    chromium.kill();
  }
}

if (!buildStorefront({ quiet: true })) throw new Error("the storefront's build failed");
const dataDir = mkdtempSync(path.join(tmpdir(), "store-lighthouse-"));
const store = startServer("store", ["scripts/start.mjs"], {
  PORT: String(ports.web),
  API_PORT: String(ports.api),
  API_URL: api,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  RATES_FETCH: "off",
});
try {
  await waitForUrl(`${web}/en`, store, 180);
  await waitForUrl(`${api}/v1/health/ready`, store, 180, 200);
  const catalog = await loadCatalog(api);
  const guest = await guestAtPayment(web, catalog);
  // One pass before the measured ones, not reported: the first Lighthouse run of a process is the slowest (its own
  // code and the store's not yet optimised, on cores the page's main thread shares), so the first page measured paid
  // for it (README, Lighthouse).
  await lighthouseInNewBrowser(`${web}${pathFor("home", "tr")}`);
  const reports: PageReport[] = [];
  for (const page of auditedPages(catalog)) {
    const url = `${web}${page.path}`;
    const pageCookie = page.withSession ? await freshCookies(guest, page.path) : undefined;
    const figures = await lighthouseInNewBrowser(url, pageCookie);
    reports.push({ name: page.name, path: page.path, figures, htmlErrors: await htmlErrors(url, pageCookie) });
    process.stderr.write(`lighthouse: ${page.name} done\n`);
  }
  printTable(reports);
  printFindings(reports);
} finally {
  stopServer(store);
  rmSync(dataDir, { recursive: true, force: true });
}
