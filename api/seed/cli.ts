/**
 * `npm run seed -- --skus N [--seed S]`: replaces the catalog of DATABASE_URL's database (or the PGlite
 * database in DATA_DIR) with a generated one of about N SKUs. Categories and content pages are created
 * when the database is empty; other data is left alone.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { categories, contentPages } from "../db/schema";
import { seedCatalog } from "./catalog";
import { categoryTree } from "./categories";
import { contentPageSeeds } from "./content";
import { seedDocumentTemplates } from "./document-templates";
import { insertCategories } from "./demo";
import { emptyCatalog } from "./empty-catalog";

async function main() {
  const { values } = parseArgs({ options: { skus: { type: "string", default: "5000" }, seed: { type: "string", default: "1" } } });
  const skus = Number(values.skus);
  const seed = Number(values.seed);
  if (!Number.isInteger(skus) || skus < 1) throw new Error("--skus must be a positive integer");
  if (!Number.isInteger(seed)) throw new Error("--seed must be an integer");

  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: path.join(process.env.DATA_DIR ?? "./data", "pglite"),
    poolSize: 2,
  });
  try {
    await database.migrate();
    const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(categories);
    if (count === 0) {
      await database.db.insert(contentPages).values(contentPageSeeds(process.env.STORE_NAME ?? "Devre Elektronik"));
      await seedDocumentTemplates(database.db);
      await insertCategories(database.db, categoryTree, null);
    }
    await emptyCatalog(database.db);
    console.log(`seeding ${skus} SKUs (seed ${seed}) into ${database.kind === "postgres" ? "PostgreSQL" : "PGlite"}…`);
    const result = await seedCatalog(database.db, {
      skus,
      seed,
      batchSize: skus >= 50_000 ? 5000 : 2000,
      log: (line) => console.log(line),
    });
    // A fresh bulk load has no visibility map yet: without it index-only scans (counts) visit the heap.
    await database.db.execute(sql.raw("VACUUM ANALYZE products, variants, price_breaks, variant_search"));
    console.log(`done: ${result.parts} parts, ${result.skus} SKUs`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error("seed failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
