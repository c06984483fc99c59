import pg from "pg";

export interface TableLock {
  /** Ends the locking transaction (nothing was changed) and closes its connection. */
  release(): Promise<void>;
}

/**
 * Locks a table of the store's database as a long migration or a stuck transaction would: a direct connection (not
 * through the proxy) runs `BEGIN; LOCK TABLE … IN ACCESS EXCLUSIVE MODE` and holds it until `release`. Every
 * query that touches the table waits meanwhile, reads included.
 */
export async function lockTable(databaseUrl: string, table: string, log: (line: string) => void = console.log): Promise<TableLock> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A test that terminates the database's sessions ends this one too: that releases the lock, and is no failure.
  client.on("error", () => undefined);
  await client.connect();
  await client.query("BEGIN");
  await client.query(`LOCK TABLE ${client.escapeIdentifier(table)} IN ACCESS EXCLUSIVE MODE`);
  const since = Date.now();
  log(`🔒 locked table ${table} (ACCESS EXCLUSIVE)`);
  return {
    async release() {
      await client.query("ROLLBACK");
      await client.end();
      log(`🔓 released table ${table} after ${((Date.now() - since) / 1000).toFixed(1)} s`);
    },
  };
}
