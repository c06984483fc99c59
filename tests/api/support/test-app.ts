import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { SignJWT } from "jose";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../../api/db/client";
import { buildApp, type App, type AppConfig } from "../../../api/server";
import { createServerDatabase } from "../../../scripts/server-database.mjs";

export const TEST_JWT_SECRET = "test-secret-for-api-tests-only-0123456789";
export const TEST_PAYMENT_SECRET = "test-payment-secret-for-api-tests-0123456789";
export const TEST_BODY_LIMIT_BYTES = 1024 * 1024;

const baseConfig: AppConfig = {
  JWT_SECRET: TEST_JWT_SECRET,
  TRUST_PROXY: ["127.0.0.1"],
  BODY_LIMIT_BYTES: TEST_BODY_LIMIT_BYTES,
  REDIS_URL: undefined,
  LOG_LEVEL: "silent",
  NODE_ENV: "test",
  // Tests change the catalog and read it back at once.
  CATALOG_INDEX_STALENESS_MS: 0,
  PAYMENT_SANDBOX_SECRET: TEST_PAYMENT_SECRET,
};

export interface TestApp {
  app: App;
  db: Database;
  close(): Promise<void>;
}

/** A database of the file's own, copied from the run's migrated (or migrated and seeded) one (support/database-templates.ts). */
async function openCopiedDatabase(seeded: boolean) {
  const templates = inject("databaseTemplates");
  if (templates.kind === "pglite") {
    const dump = await readFile(seeded ? templates.seededDump : templates.migratedDump);
    return { database: await openDatabase({ pgliteDump: new Blob([dump]) }), serverDatabase: null };
  }
  const serverDatabase = await createServerDatabase(templates.serverUrl, "store_test", seeded ? templates.seeded : templates.migrated);
  return { database: await openDatabase({ databaseUrl: serverDatabase.url, poolSize: 5 }), serverDatabase };
}

/**
 * The real API on a real, migrated database of its own: PGlite in memory by default, a new database on the
 * PostgreSQL server when DATABASE_URL is set. `seed` gives it the demo data; `beforeReady` may add routes (tests of the error handling).
 */
export async function createTestApp(
  options: { seed?: boolean; config?: Partial<AppConfig>; beforeReady?: (app: App) => void } = {},
): Promise<TestApp> {
  const { database, serverDatabase } = await openCopiedDatabase(options.seed ?? false);
  const app = await buildApp({ ...baseConfig, ...options.config }, database.db, false);
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      await serverDatabase?.drop();
    },
  };
}

/** Another API process on the same database (a second replica, or the first one restarted); the caller closes it. */
export async function anotherApiOn(db: Database, config: Partial<AppConfig> = {}): Promise<App> {
  const app = await buildApp({ ...baseConfig, ...config }, db, false);
  await app.ready();
  return app;
}

/** An access token as the identity service signs it (a sign-in of its own, never revoked), for calling users/me routes directly. */
export async function accessTokenFor(identity: { userId: string; userType?: "b2b" | "b2c"; companyId?: string; permissions?: string[] }) {
  return new SignJWT({
    typ: identity.userType ?? "b2c",
    cid: identity.companyId,
    permissions: identity.permissions ?? [],
    sid: randomUUID(),
  })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(identity.userId)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}
