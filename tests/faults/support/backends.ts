import pg from "pg";

/**
 * Ends every session of the store's database but this one, as a failover or an administrator does
 * (`pg_terminate_backend`): idle connections, queries running, transactions open between two queries. How many it ended.
 */
export async function terminateBackends(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await client.end();
  }
}
