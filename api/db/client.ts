import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

/** One handle type for both drivers (the union of the two breaks `.returning()`); each driver's database is one. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The `tx` of `db.transaction(async (tx) => …)`: the same queries, run inside that transaction. */
export type Transaction = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** What a query function runs on: the database itself, or a transaction the caller holds open. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to open again with `pgliteDump`. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any fixed number: replicas starting together take turns to migrate.
const QUERY_TIMEOUT_MARGIN_MS = 500;
const MIGRATION_LOCK_KEY = 4_021_977;

/** Bounds on a serving process's database work (config.ts DB_*_MS); none for tools that seed or migrate. */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
  poolWaitMs: number;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string;
  /** A PGlite data directory dumped by `dumpDataDir`, to start the in-memory database from (tests copy one migrated database). */
  pgliteDump?: Blob;
  poolSize?: number;
  timeouts?: DatabaseTimeouts;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.timeouts);
  return openPglite(options.dataDir, options.pgliteDump);
}

async function openPglite(dataDir?: string, dump?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, { extensions: { pg_trgm }, loadDataDir: dump });
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Uncompressed: a copy loads without unzipping, and the tarball only ever lives in a temporary file.
    dumpDataDir: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string, max: number, timeouts?: DatabaseTimeouts): Promise<DatabaseHandle> {
  // Short catalog queries under concurrency: JIT compilation (tens of ms) and parallel workers cost more than they save.
  const settings = ["-c jit=off", "-c max_parallel_workers_per_gather=0"];
  if (timeouts) settings.push(`-c statement_timeout=${timeouts.statementMs}`, `-c lock_timeout=${timeouts.lockMs}`);
  const pool = new pg.Pool({
    connectionString,
    max,
    options: settings.join(" "),
    connectionTimeoutMillis: timeouts?.poolWaitMs,
    // The server ends a statement at statement_timeout; a server the network no longer reaches cannot, so the client
    // gives up a little later itself (and the pool drops that connection).
    query_timeout: timeouts ? timeouts.statementMs + QUERY_TIMEOUT_MARGIN_MS : undefined,
  });
  // A connection can die at any moment (a server restart, a failover, an administrator's pg_terminate_backend): idle
  // in the pool, or held by a request inside a transaction between two queries. Each gets a listener of its own for
  // its whole life, since the pool listens only while it is idle and an 'error' nobody hears ends the process. The
  // request's query fails (a 503), and the pool drops the connection when it comes back no longer queryable.
  let closing = false;
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
    });
  });
  // The pool repeats an idle connection's error: the connection's own listener above has said it already.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema, casing: "snake_case" });
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        // A migration may build an index for minutes and wait for another replica's: no request bounds here.
        await client.query("SET statement_timeout = 0; SET lock_timeout = 0");
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema, casing: "snake_case" }), { migrationsFolder });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.query("RESET statement_timeout; RESET lock_timeout").catch(() => undefined);
        client.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/** The node-postgres pool behind a PostgreSQL database; null on PGlite (one connection, the process's own). */
export function poolOf(db: Database): pg.Pool | null {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** A connection outside the pool, with the pool's settings, for what must not wait behind the pool's requests. */
export async function connectOutsidePool(pool: pg.Pool): Promise<pg.Client> {
  const client = new pg.Client(pool.options);
  // An error while connecting is the connect's own failure, thrown below; whoever keeps the connection watches it after.
  client.on("error", () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    void client.end().catch(() => undefined);
    throw error;
  }
}

/**
 * Whether the database answers this process. On PostgreSQL over a connection of its own: requests waiting on one
 * locked table may hold every connection of the pool, and the process can still serve what needs other tables.
 */
export async function pingDatabase(db: Database): Promise<void> {
  const pool = poolOf(db);
  if (!pool) {
    await db.execute(sql`SELECT 1`);
    return;
  }
  const client = await connectOutsidePool(pool);
  try {
    await client.query("SELECT 1");
  } finally {
    await client.end().catch(() => undefined);
  }
}
