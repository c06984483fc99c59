import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { categories, contentPages } from "../db/schema";
import { categoryTree, slugify, type CategorySeed } from "./categories";
import { contentPageSeeds } from "./content";

async function insertCategories(db: Database, seeds: CategorySeed[], parentId: number | null) {
  for (const [index, seed] of seeds.entries()) {
    const [row] = await db
      .insert(categories)
      .values({
        parentId,
        code: seed.code,
        nameTr: seed.tr,
        nameEn: seed.en,
        slugTr: slugify(seed.tr),
        slugEn: slugify(seed.en),
        isFeatured: seed.featured ?? false,
        menuOrder: index,
      })
      .returning({ id: categories.id });
    if (seed.children) await insertCategories(db, seed.children, row.id);
  }
}

/** Deterministic demo data, loaded once on the first start of an empty database. */
export async function seedDemoData(db: Database, storeName = process.env.STORE_NAME ?? "Devre Elektronik") {
  await db.transaction(async (tx) => {
    await tx.insert(contentPages).values(contentPageSeeds(storeName));
    await insertCategories(tx as unknown as Database, categoryTree, null);
  });
}

export async function seedDemoDataIfEmpty(db: Database) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(contentPages);
  if (count === 0) await seedDemoData(db);
}
