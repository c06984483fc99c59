import cluster from "node:cluster";
import path from "node:path";
import { superviseWorkers } from "../scripts/cluster.mjs";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase } from "./db/client";
import { seedBankAccountsIfEmpty } from "./seed/bank-accounts";
import { seedContentLibraryIfEmpty } from "./seed/content-library";
import { seedDemoDataIfEmpty } from "./seed/demo";
import { seedDemoStaff } from "./seed/staff";
import { seedDocumentTemplates } from "./seed/document-templates";
import { seedReturnReasonsIfEmpty } from "./seed/return-reasons";
import { seedPcbPricesIfEmpty } from "./seed/pcb-prices";
import { seedShippingOptionsIfEmpty } from "./seed/shipping-options";
import { buildApp } from "./server";

const openFor = (config: Config) =>
  openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, "pglite"),
    poolSize: config.DB_POOL_SIZE,
    timeouts: { statementMs: config.DB_STATEMENT_TIMEOUT_MS, lockMs: config.DB_LOCK_TIMEOUT_MS, poolWaitMs: config.DB_POOL_WAIT_MS },
  });

/** Migrations and the demo seed run once, before any process serves. */
async function prepareDatabase(config: Config) {
  const database = await openFor(config);
  await database.migrate();
  if (config.SEED_ON_START === "demo") {
    await seedDemoDataIfEmpty(database.db);
    // The demo staff came after the first demo databases: added to those too, idempotently.
    await seedDemoStaff(database.db);
  }
  // The contract templates are the store's own texts, not demo data: every start makes sure the current ones are there.
  await seedDocumentTemplates(database.db);
  // Likewise the bank accounts EFT is paid into, once: after that they are the finance team's.
  await seedBankAccountsIfEmpty(database.db);
  await seedShippingOptionsIfEmpty(database.db);
  await seedReturnReasonsIfEmpty(database.db);
  await seedContentLibraryIfEmpty(database.db, config.STORE_NAME);
  await seedPcbPricesIfEmpty(database.db);
  return database;
}

async function serve(config: Config, database: Awaited<ReturnType<typeof openFor>>) {
  const app = await buildApp(config, database.db);
  app.addHook("onClose", async () => database.close());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // In-flight requests finish; new ones get 503 (return503OnClosing).
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  if (cluster.isPrimary) app.log.info(`API ready on http://${config.API_HOST}:${config.API_PORT}/v1 (database: ${database.kind})`);
}

/** API_WORKERS > 1: the primary prepares the database and keeps that many workers listening on the one port. */
async function superviseApiWorkers(config: Config) {
  await (await prepareDatabase(config)).close();
  superviseWorkers({ count: config.API_WORKERS, name: "API" });
  console.log(`API ready on http://${config.API_HOST}:${config.API_PORT}/v1 (${config.API_WORKERS} workers, database: postgres)`);
}

async function main() {
  const config = loadConfig();
  if (config.API_WORKERS > 1 && cluster.isPrimary) return superviseApiWorkers(config);
  const database = cluster.isPrimary ? await prepareDatabase(config) : await openFor(config);
  await serve(config, database);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("API failed to start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
