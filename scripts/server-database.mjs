// @ts-check
import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A fresh database named `<prefix>_<time>_<random>` on a PostgreSQL server, dropped again by `drop`: for `npm test`'s
 * browser run, each API test file and the fault suite. With `template`, a copy of that database (which must have no
 * open connection), as the API tests copy one migrated and seeded database.
 * @param {string} serverUrl
 * @param {string} prefix
 * @param {string} [template]
 */
export async function createServerDatabase(serverUrl, prefix, template) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
