// Writes the API's OpenAPI document (what GET /v1/openapi.json answers) to a file, for `redocly lint` in `npm test`.
// The API is built in this process on an empty, migrated in-memory PGlite: the document comes from the route schemas.
// Usage: tsx scripts/openapi-document.ts [file]   (default test-reports/openapi.json)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { loadConfig } from "../api/config";
import { openDatabase } from "../api/db/client";
import { buildApp } from "../api/server";

const file = path.resolve(process.argv[2] ?? "test-reports/openapi.json");
// The defaults of `npm start` (development: the dev routes are in the document too); the secret only signs nothing.
const config = loadConfig({ JWT_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "silent" });
const database = await openDatabase({});
await database.migrate();
const app = await buildApp(config, database.db, false);
try {
  await app.ready();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), file)}`);
} finally {
  await app.close();
  await database.close();
}
