import { sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { categories, contentPages } from "../db/schema";
import { seedDemoAccounts } from "./accounts";
import { seedDemoOrders } from "./orders";
import { seedDemoStaff } from "./staff";
import { seedCatalog } from "./catalog";
import { categoryTree, slugify, type CategorySeed } from "./categories";
import { contentPageSeeds } from "./content";
import { seedDocumentTemplates } from "./document-templates";

export async function insertCategories(db: Executor, seeds: CategorySeed[], parentId: number | null) {
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
        // Drawn by the storefront's artwork route from the code (app/features/catalog/routes/artwork.ts).
        imagePath: `/images/catalog/${seed.code}.svg`,
        isFeatured: seed.featured ?? false,
        menuOrder: index,
      })
      .returning({ id: categories.id });
    if (seed.children) await insertCategories(db, seed.children, row.id);
  }
}

/** SKUs in the demo catalog that the first start loads (`npm run seed -- --skus N` makes other sizes). */
export const DEMO_CATALOG_SKUS = 5000;

/** Deterministic demo data, loaded once on the first start of an empty database. */
export async function seedDemoData(db: Database, storeName = process.env.STORE_NAME ?? "Devre Elektronik") {
  await db.transaction(async (tx) => {
    await tx.insert(contentPages).values(contentPageSeeds(storeName));
    await seedDocumentTemplates(tx);
    await insertCategories(tx, categoryTree, null);
    await seedCatalog(tx, { skus: DEMO_CATALOG_SKUS });
    await seedDemoAccounts(tx);
    await seedDemoOrders(tx);
    await seedDemoStaff(tx);
  });
}

// Judged by the catalog: the content library's start-up seed (./content-library) may have written content pages first.
export async function seedDemoDataIfEmpty(db: Database) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if (count === 0) await seedDemoData(db);
}
