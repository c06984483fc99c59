import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";

/** A column of a bulk insert: its name and the Postgres array type its values travel as. */
export type BulkColumn = [name: string, arrayType: string];

/**
 * One multi-row INSERT … SELECT FROM unnest(…) per batch: one parameter per column, whatever the row count,
 * so a batch of thousands of rows is a single round trip on PGlite and on the server.
 */
export async function bulkInsert(db: Database, table: string, columns: BulkColumn[], rows: unknown[][], overriding = true) {
  if (rows.length === 0) return;
  const arrays = columns.map((_, column) => rows.map((row) => row[column]));
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(", "));
  const sources: SQL[] = columns.map(([, type], column) => sql`${sql.param(arrays[column])}::${sql.raw(type)}`);
  await db.execute(
    sql`INSERT INTO ${sql.identifier(table)} (${names}) ${sql.raw(overriding ? "OVERRIDING SYSTEM VALUE" : "")} SELECT * FROM unnest(${sql.join(sources, sql`, `)})`,
  );
}

/** After inserting explicit ids, moves the identity sequence past them. */
export async function syncIdentity(db: Database, table: string) {
  await db.execute(
    sql.raw(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table}"), 1))`),
  );
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../db/migrations");

/** The CREATE INDEX statements the migrations make on `tables` (made idempotent), so an interrupted load can always rebuild them. */
function migrationIndexes(tables: string[]): Array<{ name: string; statement: string }> {
  const statements = readdirSync(migrationsFolder)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) => readFileSync(path.join(migrationsFolder, file), "utf8").split("--> statement-breakpoint"))
    .map((statement) => statement.trim());
  const indexes = new Map<string, string>();
  for (const statement of statements) {
    const match = /^CREATE (UNIQUE )?INDEX "([^"]+)" ON "([^"]+)"/.exec(statement);
    if (match && tables.includes(match[3]))
      indexes.set(match[2], statement.replace(/^CREATE (UNIQUE )?INDEX /, "CREATE $1INDEX IF NOT EXISTS "));
    const dropped = /^DROP INDEX (?:IF EXISTS )?"([^"]+)"/.exec(statement);
    if (dropped) indexes.delete(dropped[1]);
  }
  return [...indexes.entries()].map(([name, statement]) => ({ name, statement }));
}

/**
 * The secondary indexes of `tables` are dropped during a large load and built once after it, which beats updating
 * them row by row. They come from the migrations, not from the database, so a load that was interrupted (indexes
 * already dropped) still ends with every index.
 */
export async function withIndexesDeferred<T>(
  db: Database,
  tables: string[],
  load: () => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  const indexes = migrationIndexes(tables);
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${index.name}"`));
  const value = await load();
  for (const [position, index] of indexes.entries()) {
    const started = Date.now();
    await db.execute(sql.raw(index.statement));
    log(`index ${position + 1}/${indexes.length} ${index.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return value;
}
