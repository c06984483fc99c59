import path from "node:path";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemoDataIfEmpty } from "./seed/demo";
import { buildApp } from "./server";

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, "pglite"),
    poolSize: config.DB_POOL_SIZE,
  });
  await database.migrate();
  if (config.SEED_ON_START === "demo") await seedDemoDataIfEmpty(database.db);

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
  app.log.info(`API ready on http://${config.API_HOST}:${config.API_PORT}/v1 (database: ${database.kind})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("API failed to start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
