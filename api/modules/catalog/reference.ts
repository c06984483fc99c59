import { asc, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, manufacturers, propertyDefinitions, type Category, type Manufacturer, type PropertyDefinition } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import { queryRows } from "../../lib/query-rows";

/**
 * The small, rarely changing tables (category tree, property definitions, manufacturers) and the per-category
 * counts, read once and kept per process for a short time: every catalog answer needs them and they are a few
 * hundred rows. Nothing here must be shared between replicas; a stale copy lives at most `TTL_MS` (the counts
 * `COUNTS_TTL_MS`).
 */
export interface CatalogReference {
  categories: Category[];
  categoryById: Map<number, Category>;
  childrenOf: Map<number | null, Category[]>;
  definitionsByCategory: Map<number, PropertyDefinition[]>;
  definitionsByCode: Map<string, PropertyDefinition[]>;
  manufacturers: Manufacturer[];
  manufacturerById: Map<number, Manufacturer>;
  manufacturerBySlug: Map<string, Manufacturer>;
  /** SKUs per category, its subtree included. */
  skuCountByCategory: Map<number, number>;
  skuCountByManufacturer: Map<number, number>;
}

const TTL_MS = 60_000;
/** The SKU counts scan every variant (about 0.7 s at 1,000,000 SKUs): refreshed less often than the small tables. */
const COUNTS_TTL_MS = 10 * 60_000;

interface SkuCounts {
  byCategory: Map<number, number>;
  byManufacturer: Map<number, number>;
  loadedAt: number;
}

interface CacheEntry {
  value: CatalogReference;
  counts: SkuCounts;
  loadedAt: number;
  refreshing?: Promise<void>;
}

const cache = new WeakMap<Database, CacheEntry>();

async function loadCounts(db: Database, categoryById: Map<number, Category>): Promise<SkuCounts> {
  const [categoryCounts, makerCounts] = await Promise.all([
    queryRows<{ categoryId: number; count: number }>(
      db,
      sql`SELECT p.category_id AS "categoryId", count(*)::int AS count FROM variants v JOIN products p ON p.id = v.product_id GROUP BY 1`,
    ),
    queryRows<{ manufacturerId: number; count: number }>(
      db,
      sql`SELECT p.manufacturer_id AS "manufacturerId", count(*)::int AS count FROM variants v JOIN products p ON p.id = v.product_id GROUP BY 1`,
    ),
  ]);
  const byCategory = new Map<number, number>();
  for (const { categoryId, count } of categoryCounts) {
    for (let id: number | null = categoryId; id !== null; id = categoryById.get(id)?.parentId ?? null) {
      byCategory.set(id, (byCategory.get(id) ?? 0) + count);
    }
  }
  return { byCategory, byManufacturer: new Map(makerCounts.map((row) => [row.manufacturerId, row.count])), loadedAt: Date.now() };
}

async function load(db: Database, previousCounts?: SkuCounts): Promise<Omit<CacheEntry, "refreshing">> {
  const [categoryRows, definitionRows, makerRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.menuOrder), asc(categories.id)),
    db.select().from(propertyDefinitions).orderBy(asc(propertyDefinitions.sortOrder), asc(propertyDefinitions.id)),
    db.select().from(manufacturers).orderBy(asc(manufacturers.name)),
  ]);
  const categoryById = new Map(categoryRows.map((row) => [row.id, row]));
  const childrenOf = new Map<number | null, Category[]>();
  for (const row of categoryRows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const definitionsByCategory = new Map<number, PropertyDefinition[]>();
  const definitionsByCode = new Map<string, PropertyDefinition[]>();
  for (const row of definitionRows) {
    definitionsByCategory.set(row.categoryId, [...(definitionsByCategory.get(row.categoryId) ?? []), row]);
    definitionsByCode.set(row.code, [...(definitionsByCode.get(row.code) ?? []), row]);
  }
  const counts =
    previousCounts && Date.now() - previousCounts.loadedAt < COUNTS_TTL_MS ? previousCounts : await loadCounts(db, categoryById);
  const value: CatalogReference = {
    categories: categoryRows,
    categoryById,
    childrenOf,
    definitionsByCategory,
    definitionsByCode,
    manufacturers: makerRows,
    manufacturerById: new Map(makerRows.map((row) => [row.id, row])),
    manufacturerBySlug: new Map(makerRows.map((row) => [row.slug, row])),
    skuCountByCategory: counts.byCategory,
    skuCountByManufacturer: counts.byManufacturer,
  };
  return { value, counts, loadedAt: Date.now() };
}

/** The cached reference; an expired copy is answered while a fresh one loads in the background. */
export async function catalogReference(db: Database): Promise<CatalogReference> {
  const entry = cache.get(db);
  if (!entry) {
    const loaded = await load(db);
    cache.set(db, loaded);
    return loaded.value;
  }
  if (Date.now() - entry.loadedAt > TTL_MS && !entry.refreshing) {
    entry.refreshing = load(db, entry.counts)
      .then((loaded) => void cache.set(db, loaded))
      .finally(() => {
        entry.refreshing = undefined;
      });
    entry.refreshing.catch(() => undefined);
  }
  return entry.value;
}

export const categoryName = (category: Category, locale: ApiLocale) => (locale === "en" ? category.nameEn : category.nameTr);
export const categorySlug = (category: Category, locale: ApiLocale) => (locale === "en" ? category.slugEn : category.slugTr);

/** A category by id or by its slug in either language. */
export function findCategory(reference: CatalogReference, key: string | number): Category | undefined {
  if (typeof key === "number" || /^\d+$/.test(key)) return reference.categoryById.get(Number(key));
  return reference.categories.find((row) => row.slugEn === key || row.slugTr === key || row.code === key);
}

/** The category and all its descendants. */
export function subtreeIds(reference: CatalogReference, categoryId: number): number[] {
  const ids = [categoryId];
  for (let index = 0; index < ids.length; index += 1) {
    for (const child of reference.childrenOf.get(ids[index]) ?? []) ids.push(child.id);
  }
  return ids;
}

/** From the root down to the category itself. */
export function ancestry(reference: CatalogReference, categoryId: number): Category[] {
  const path: Category[] = [];
  for (let id: number | null = categoryId; id !== null;) {
    const row = reference.categoryById.get(id);
    if (!row) break;
    path.unshift(row);
    id = row.parentId;
  }
  return path;
}
