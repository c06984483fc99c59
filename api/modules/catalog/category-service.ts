import { sql } from "drizzle-orm";
import type { Category } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { message } from "../../lib/messages";
import { foldText } from "./text";
import { listItemsByIds, propertyColumn, type PresentContext } from "./present";
import { queryRows } from "../../lib/query-rows";
import { ancestry, categoryName, categorySlug, findCategory, subtreeIds, type CatalogReference } from "./reference";

export function categorySummary(category: Category, context: Pick<PresentContext, "locale" | "reference">) {
  return {
    id: category.id,
    code: category.code,
    name: categoryName(category, context.locale),
    slug: categorySlug(category, context.locale),
    imagePath: category.imagePath,
    productCount: context.reference.skuCountByCategory.get(category.id) ?? 0,
  };
}

type Node = ReturnType<typeof categorySummary> & { children: Node[] };

export function categoryTreeOf(context: Pick<PresentContext, "locale" | "reference">, parentId: number | null = null): Node[] {
  return (context.reference.childrenOf.get(parentId) ?? []).map((category) => ({
    ...categorySummary(category, context),
    children: categoryTreeOf(context, category.id),
  }));
}

export function featuredCategories(context: Pick<PresentContext, "locale" | "reference">) {
  return context.reference.categories.filter((category) => category.isFeatured).map((category) => categorySummary(category, context));
}

export function breadcrumbOf(reference: CatalogReference, category: Category, locale: PresentContext["locale"]) {
  return ancestry(reference, category.id).map((item) => ({
    id: item.id,
    code: item.code,
    name: categoryName(item, locale),
    slug: categorySlug(item, locale),
  }));
}

/** The path from the root to the category a key names (404 for none). */
export function categoryBreadcrumb(context: Pick<PresentContext, "locale" | "reference">, key: string) {
  return breadcrumbOf(context.reference, requireCategory(context, key), context.locale);
}

export function requireCategory(context: Pick<PresentContext, "locale" | "reference">, key: string) {
  const category = findCategory(context.reference, key);
  if (!category) throw notFound(message("notFound", context.locale));
  return category;
}

const TOP_PRODUCTS = 8;

/** A category with its path, children, list columns and a few in-stock parts of its subtree. */
export async function categoryDetail(context: PresentContext, key: string) {
  const { reference, locale } = context;
  const category = requireCategory(context, key);
  const ids = subtreeIds(reference, category.id);
  const parametric = ids.filter((id) => reference.definitionsByCategory.has(id));
  const columns = parametric.length === 1 ? (reference.definitionsByCategory.get(parametric[0]) ?? []).filter((item) => item.isKey) : [];
  // One part per leaf category at most, spread over the subtree, so a parent shows its variety.
  const top = await queryRows<{ id: number }>(
    context.db,
    sql`SELECT id FROM (
          SELECT DISTINCT ON (p.category_id) v.id, p.category_id FROM products p JOIN variants v ON v.product_id = p.id
          WHERE p.category_id = ANY(${sql.param(ids)}::int[]) AND v.total_stock > 0 AND v.is_show_price
            AND p.id IN (SELECT id FROM products WHERE category_id = ANY(${sql.param(ids)}::int[]) ORDER BY category_id, id LIMIT 2000)
          ORDER BY p.category_id, v.id) picked
        ORDER BY id LIMIT ${TOP_PRODUCTS}`,
  );
  return {
    ...categorySummary(category, context),
    parentId: category.parentId,
    slugs: { tr: category.slugTr, en: category.slugEn },
    isFeatured: category.isFeatured,
    breadcrumb: breadcrumbOf(reference, category, locale),
    children: (reference.childrenOf.get(category.id) ?? []).map((child) => categorySummary(child, context)),
    tableProperties: columns.map((definition) => propertyColumn(definition, locale)),
    topProducts: await listItemsByIds(
      top.map((row) => row.id),
      context,
    ),
  };
}

/** Categories whose name (tr or en) contains every word of the search; a name that starts with the search first (`direnç`: Dirençler). */
export function searchCategories(context: Pick<PresentContext, "locale" | "reference">, search: string, take: number) {
  const folded = foldText(search).trim();
  const words = folded.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const startsWithSearch = (category: Category) => [category.nameTr, category.nameEn].some((name) => foldText(name).startsWith(folded));
  const matching = context.reference.categories.filter((category) => {
    const text = foldText(`${category.nameTr} ${category.nameEn} ${category.code}`);
    return words.every((word) => text.includes(word));
  });
  return [...matching.filter(startsWithSearch), ...matching.filter((category) => !startsWithSearch(category))]
    .slice(0, take)
    .map((category) => categorySummary(category, context));
}
