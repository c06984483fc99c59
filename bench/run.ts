/**
 * `npm run bench`: the catalog on PostgreSQL with 1,000,000 SKUs. Seeds the benchmark database when it is missing
 * or smaller, starts the API, the built storefront and a bare Fastify route on private loopback ports, and prints
 * p50/p95 and req/s per route, then times matching a 500-line BOM. A benchmark, not a test: it prints figures and
 * never fails the suite. BENCH_ONLY=bom times the BOM alone (no storefront, no route loads).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import pg from "pg";
import { benchBom, bomTable, timeBomMatch } from "./bom";
import { load, type LoadResult } from "./load";
import { buildStorefront } from "../scripts/storefront-build.mjs";
import { pageJavaScriptTable } from "./page-javascript";
import { cpuPerRequest, type CpuSplit } from "./cpu-time";
import { startServer, stopServer, waitForUrl } from "./processes";

const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/store_bench";
const skus = Number(process.env.BENCH_SKUS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const apiWorkers = Number(process.env.BENCH_API_WORKERS ?? availableParallelism());
const storefrontWorkers = Number(process.env.BENCH_STOREFRONT_WORKERS ?? availableParallelism());
const bomOnly = process.env.BENCH_ONLY === "bom";
const ports = { api: 4391, web: 3391, bare: 4392 };
const api = `http://127.0.0.1:${ports.api}`;
const web = `http://127.0.0.1:${ports.web}`;
const bare = `http://127.0.0.1:${ports.bare}`;

async function ensureDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const table = await client.query("SELECT to_regclass('public.variants') AS present");
  const count = table.rows[0].present ? Number((await client.query("SELECT count(*) FROM variants")).rows[0].count) : 0;
  await client.end();
  if (count >= skus) {
    console.log(`Benchmark database ${name}: ${count.toLocaleString("en")} SKUs (reused).`);
    return count;
  }
  console.log(`Benchmark database ${name} has ${count} SKUs; seeding ${skus.toLocaleString("en")}…`);
  const started = Date.now();
  const seed = spawnSync(process.execPath, ["--import", "tsx", "api/seed/cli.ts", "--skus", String(skus)], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: "inherit",
  });
  if (seed.status !== 0) throw new Error("seeding the benchmark database failed");
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return skus;
}

/** Builds the storefront (the e2e runs share the build: same lock); a failed build skips the page rows, not the API's. */
function buildStorefrontForPages(): boolean {
  const built = buildStorefront({ quiet: true, lock: "/tmp/store-e2e.lock" });
  if (!built) console.error("the storefront's build failed: the storefront rows are skipped.");
  return built;
}

/** Sample paths per route, cycled by each connection so caches do not see one URL only. */
async function samplePaths() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const parts = await client.query<{ id: number; mpn: string; slug: string; categorySlug: string }>(
    `SELECT p.id, p.mpn, p.slug, c.slug_en AS "categorySlug" FROM products p JOIN categories c ON c.id = p.category_id
     WHERE p.id IN (SELECT (1 + (g * 7919) % (SELECT max(id) FROM products))::int FROM generate_series(1, 40) g)`,
  );
  const resistors = await client.query<{ id: number }>("SELECT id FROM categories WHERE code = 'chip-resistors'");
  const capacitors = await client.query<{ id: number }>("SELECT id FROM categories WHERE code = 'ceramic-capacitors'");
  await client.end();
  const typo = (mpn: string) => `${mpn.slice(0, -2)}${mpn.at(-2) === "X" ? "Y" : "X"}${mpn.at(-1)}`;
  const headerSearch = parts.rows.flatMap((row, index) => {
    const text = index % 3 === 0 ? row.mpn : index % 3 === 1 ? row.mpn.slice(0, 6) : typo(row.mpn);
    return [`/v1/products/search/simple-fuzzy?search=${encodeURIComponent(text)}`];
  });
  const resistorId = resistors.rows[0].id;
  const capacitorId = capacitors.rows[0].id;
  const listQueries = [
    `categoryId=${resistorId}&manufacturer=yageo&prop=package:0603`,
    `categoryId=${resistorId}&prop=tolerance:1&prop=package:0805&inStock=true&sort=price-asc`,
    `categoryId=${capacitorId}&prop=dielectric:X7R&prop=voltage-rating:50&manufacturer=murata`,
    `categoryId=${capacitorId}&manufacturer=tdk&prop=package:0402&sort=stock-desc`,
    `search=${encodeURIComponent("10k 0603 1%")}`,
    `search=${encodeURIComponent("100nF 50V X7R")}`,
    `categoryId=${resistorId}&manufacturer=vishay&min=resistance:1000&max=resistance:100000`,
  ];
  return {
    headerSearch,
    list: listQueries.map((query) => `/v1/products/variants/search?${query}`),
    deep: listQueries.slice(0, 4).map((query) => `/v1/products/variants/search?${query}&page=200`),
    first: listQueries.slice(0, 4).map((query) => `/v1/products/variants/search?${query}&page=1`),
    detail: parts.rows.map((row) => `/v1/products/by-slug/${row.slug}`),
    related: parts.rows.map((row) => `/v1/products/${row.id}/related?take=8`),
    home: ["/en", "/"],
    productPage: parts.rows.map((row) => `/en/p/${row.categorySlug}/${row.slug}`),
    page: listPages,
    // The two category lists (the search has two pages only).
    pageNotKept: listsNotKept(listPages.slice(0, 2)),
  };
}

const listPages = [
  "/en/ps/chip-resistors-smd?manufacturer=yageo&prop=package%3A0603",
  "/en/ps/ceramic-capacitors?prop=dielectric%3AX7R&prop=voltage-rating%3A50&manufacturer=murata",
  `/en/ps?search=${encodeURIComponent("10k 0603 1%")}`,
];

/**
 * Pages 1–100 of `pages`, each request the next: a page comes round again after 100 × `pages.length` requests, a
 * second or more after the storefront's copy of its answer has expired (app/features/catalog/list-answers.server.ts), so every page is
 * asked of the API, as a list nobody opened in the last second is.
 */
function listsNotKept(pages: string[]) {
  let sent = 0;
  return () => {
    const path = pages[sent % pages.length];
    const page = 1 + (Math.floor(sent / pages.length) % 100);
    sent += 1;
    return `${path}&page=${page}`;
  };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–");

async function main() {
  const count = await ensureDatabase();
  const withStorefront = !bomOnly && buildStorefrontForPages();
  const paths = await samplePaths();
  const bom = await benchBom(databaseUrl);
  const jwt = "bench-secret-for-local-loopback-runs-only-0123456789";
  const children = [
    startServer("api", ["--import", "tsx", "api/main.ts"], {
      DATABASE_URL: databaseUrl,
      API_PORT: String(ports.api),
      API_HOST: "127.0.0.1",
      SEED_ON_START: "none",
      LOG_LEVEL: "warn",
      JWT_SECRET: jwt,
      // Production requires the staff's TOTP key; the benchmark signs no staff in, so any key serves.
      STAFF_TOTP_KEY: randomBytes(32).toString("base64"),
      NODE_ENV: "production",
      // The benchmark measures the store, not a download from the central bank.
      RATES_FETCH: "off",
      DB_POOL_SIZE: "8",
      // One API worker per core, as production runs it; workers share rate limits through Redis.
      API_WORKERS: String(apiWorkers),
      REDIS_URL: redisUrl,
    }),
    startServer("bare", ["--import", "tsx", "bench/bare-server.ts"], { PORT: String(ports.bare) }),
    ...(withStorefront
      ? [
          startServer("storefront", ["--import", "tsx", "server.ts"], {
            PORT: String(ports.web),
            HOST: "127.0.0.1",
            API_URL: api,
            NODE_ENV: "production",
            SESSION_SECRET: jwt,
            JWT_SECRET: jwt,
            COOKIE_SECURE: "false",
            // One storefront worker per core too: a page is rendered on one core.
            STOREFRONT_WORKERS: String(storefrontWorkers),
          }),
        ]
      : []),
  ];
  const stopAll = () => children.forEach(stopServer);
  process.on("SIGINT", () => {
    stopAll();
    process.exit(130);
  });
  try {
    // Every worker answers ready once its search index is loaded; several answers in a row reach each of them.
    for (let answer = 0; answer < apiWorkers * 4; answer += 1) await waitForUrl(`${api}/v1/health/ready`, children[0], 300, 200);
    await waitForUrl(`${bare}/bare`, children[1]);
    if (withStorefront) await waitForUrl(`${web}/en`, children[2]);
    const servers = withStorefront ? { api: children[0], storefront: children[2] } : null;
    if (!bomOnly) await measureRoutes(paths, servers, count);
    process.stdout.write("measuring BOM matching…\n");
    console.log(bomTable(await timeBomMatch(api, bom)));
  } finally {
    stopAll();
  }
}

/**
 * The routes under load, 8 and 32 connections each, and the deep page against the first; then their table, and where
 * the list pages' CPU went (`servers`: the storefront's rows are measured when it runs).
 */
async function measureRoutes(
  paths: Awaited<ReturnType<typeof samplePaths>>,
  servers: Parameters<typeof cpuPerRequest>[0] | null,
  count: number,
) {
  const withStorefront = servers !== null;
  const listPageCpu: Array<{ name: string; split: CpuSplit }> = [];
  const routes: Array<{ name: string; origin: string; paths: Parameters<typeof load>[1]; target?: string; cpu?: boolean }> = [
    { name: "bare Fastify route", origin: bare, paths: ["/bare"] },
    { name: "header search (simple-fuzzy)", origin: api, paths: paths.headerSearch, target: "p95 ≤ 30 ms" },
    { name: "filtered list + facet counts", origin: api, paths: paths.list, target: "p95 ≤ 60 ms" },
    { name: "product detail (by slug)", origin: api, paths: paths.detail, target: "p95 ≤ 15 ms" },
    { name: "related parts (same value first)", origin: api, paths: paths.related, target: "p95 ≤ 15 ms" },
    ...(withStorefront
      ? [
          { name: "storefront product-list page", origin: web, paths: paths.page, target: "p95 ≤ 120 ms", cpu: true },
          { name: "storefront list page not kept (pages 1–100)", origin: web, paths: paths.pageNotKept, cpu: true },
          { name: "storefront product page", origin: web, paths: paths.productPage },
          { name: "storefront home page", origin: web, paths: paths.home, target: "as fast as the product page" },
        ]
      : []),
  ];
  const rows: Array<{ name: string; target?: string; at8: LoadResult; at32: LoadResult }> = [];
  for (const route of routes) {
    process.stdout.write(`measuring ${route.name}…\n`);
    await load(route.origin, route.paths, 4, 2); // warm-up
    const measured = servers && route.cpu ? await cpuPerRequest(servers, () => load(route.origin, route.paths, 8, seconds)) : null;
    if (measured?.split) listPageCpu.push({ name: route.name, split: measured.split });
    const at8 = measured?.result ?? (await load(route.origin, route.paths, 8, seconds));
    const at32 = await load(route.origin, route.paths, 32, Math.max(3, Math.round(seconds / 2)));
    rows.push({ name: route.name, target: route.target, at8, at32 });
  }
  process.stdout.write("measuring deep pages…\n");
  const first = await load(api, paths.first, 8, seconds);
  const deep = await load(api, paths.deep, 8, seconds);

  const bareRate = rows[0].at8.perSecond;
  console.log(
    `\nCatalog benchmark — PostgreSQL, ${count.toLocaleString("en")} SKUs, ${seconds} s per run, loopback, ${apiWorkers} API and ${storefrontWorkers} storefront workers\n`,
  );
  console.log("| route | p50 ms @8 | p95 ms @8 | req/s @8 | req/s @32 | vs bare @8 | errors | target |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---|");
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${ms(row.at8.p50)} | ${ms(row.at8.p95)} | ${row.at8.perSecond.toFixed(0)} | ${row.at32.perSecond.toFixed(0)} | ${(row.at8.perSecond / bareRate).toFixed(3)} | ${row.at8.errors + row.at32.errors} | ${row.target ?? ""} |`,
    );
  }
  console.log(
    `\nDeep page (page 200) vs first page, 8 connections: p50 ${ms(deep.p50)} vs ${ms(first.p50)} ms (×${(deep.p50 / first.p50).toFixed(2)}), p95 ${ms(deep.p95)} vs ${ms(first.p95)} ms (×${(deep.p95 / first.p95).toFixed(2)}) — target ≤ ×2`,
  );
  for (const { name, split } of listPageCpu) console.log(`\n${cpuSplitLine(name, split)}`);
  if (withStorefront) console.log(`\n${pageJavaScriptTable()}`);
}

/** Where a list page's CPU went at 8 connections, and the pages a second that much CPU allows on this machine's cores. */
function cpuSplitLine(route: string, { storefront, api, rest }: CpuSplit) {
  const total = storefront + api + rest;
  return [
    `CPU per request of the ${route} at 8 connections: storefront ${ms(storefront)} ms, API ${ms(api)} ms, the rest ${ms(rest)} ms`,
    `(PostgreSQL, Redis, the load tool); ${ms(total)} ms in all, so ${availableParallelism()} cores serve at most ${(
      (1000 * availableParallelism()) /
      total
    ).toFixed(0)} pages a second.`,
  ].join(" ");
}

main().catch((error) => {
  // A benchmark reports; it never fails the suite.
  console.error("benchmark could not run:", error instanceof Error ? error.message : error);
  process.exit(0);
});
