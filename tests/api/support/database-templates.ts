import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase, type Database, type DatabaseHandle } from "../../../api/db/client";
import { seedContentLibraryIfEmpty } from "../../../api/seed/content-library";
import { seedDemoData } from "../../../api/seed/demo";
import { seedPcbPricesIfEmpty } from "../../../api/seed/pcb-prices";
import { seedReturnReasonsIfEmpty } from "../../../api/seed/return-reasons";
import { seedShippingOptionsIfEmpty } from "../../../api/seed/shipping-options";
import { createServerDatabase } from "../../../scripts/server-database.mjs";

// The API project's global setup: migrating and seeding take most of a test file's start, so they run once per
// run here, and each file's `createTestApp` starts from a copy (support/test-app.ts).

/** Where the copies come from: PGlite data-directory dumps (files), or template databases on the PostgreSQL server. */
export type DatabaseTemplates =
  { kind: "pglite"; migratedDump: string; seededDump: string } | { kind: "postgres"; serverUrl: string; migrated: string; seeded: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The demo data and the reference rows the API's start-up loads (api/main.ts), as `createTestApp({ seed: true })` gives them. */
async function seedTestData(db: Database) {
  await seedDemoData(db);
  await seedShippingOptionsIfEmpty(db);
  await seedReturnReasonsIfEmpty(db);
  await seedContentLibraryIfEmpty(db, "Devre Elektronik");
  await seedPcbPricesIfEmpty(db);
}

async function writeDump(database: DatabaseHandle, file: string) {
  if (!database.dumpDataDir) throw new Error("only a PGlite database can be dumped");
  await writeFile(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
}

async function preparePgliteDumps(): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "store-api-tests-"));
  const remove = () => rm(folder, { recursive: true, force: true });
  const templates = {
    kind: "pglite",
    migratedDump: path.join(folder, "migrated.tar"),
    seededDump: path.join(folder, "seeded.tar"),
  } as const;
  const database = await openDatabase({});
  try {
    await database.migrate();
    await writeDump(database, templates.migratedDump);
    await seedTestData(database.db);
    await writeDump(database, templates.seededDump);
  } catch (error) {
    await remove();
    throw error;
  } finally {
    await database.close();
  }
  return { templates, remove };
}

async function prepareServerTemplates(serverUrl: string): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const migrated = await createServerDatabase(serverUrl, "store_template");
  const created = [migrated];
  const remove = async () => {
    for (const database of created) await database.drop();
  };
  try {
    await prepareOn(migrated.url, (database) => database.migrate());
    // A template must have no open connection while it is copied: each one is closed before the next step.
    const seeded = await createServerDatabase(serverUrl, "store_template", migrated.name);
    created.push(seeded);
    await prepareOn(seeded.url, (database) => seedTestData(database.db));
    return { templates: { kind: "postgres", serverUrl, migrated: migrated.name, seeded: seeded.name }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function prepareOn(databaseUrl: string, step: (database: DatabaseHandle) => Promise<void>) {
  const database = await openDatabase({ databaseUrl });
  try {
    await step(database);
  } finally {
    await database.close();
  }
}

export default async function prepareDatabaseTemplates(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const { templates, remove } = serverUrl ? await prepareServerTemplates(serverUrl) : await preparePgliteDumps();
  project.provide("databaseTemplates", templates);
  return remove;
}
