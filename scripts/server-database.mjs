// @ts-check
import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A fresh database named `<prefix>_<time>_<random>` on a PostgreSQL server, dropped again by `drop`: for `npm test`'s
 * browser run, each API test file and the fault suite.
 * @param {string} serverUrl
 * @param {string} prefix
 */
export async function createServerDatabase(serverUrl, prefix) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
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
