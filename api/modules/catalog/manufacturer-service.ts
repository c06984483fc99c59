import { sql } from "drizzle-orm";
import type { Manufacturer } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { message } from "../../lib/messages";
import { categorySummary } from "./category-service";
import { listItemsByIds, type PresentContext } from "./present";
import { queryRows } from "../../lib/query-rows";
import { foldText } from "./text";

export function manufacturerSummary(maker: Manufacturer, context: Pick<PresentContext, "reference">) {
  return {
    id: maker.id,
    name: maker.name,
    slug: maker.slug,
    logoPath: maker.logoPath,
    isRepresentativeOffice: maker.isRepresentativeOffice,
    productCount: context.reference.skuCountByManufacturer.get(maker.id) ?? 0,
  };
}

export function listManufacturers(
  context: Pick<PresentContext, "reference">,
  query: { search?: string; letter?: string; page: number; pageSize: number },
) {
  const search = query.search ? foldText(query.search) : "";
  const letter = query.letter ? foldText(query.letter) : "";
  const matching = context.reference.manufacturers.filter((maker) => {
    const name = foldText(maker.name);
    return (!search || name.includes(search)) && (!letter || name.startsWith(letter));
  });
  const from = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(from, from + query.pageSize).map((maker) => manufacturerSummary(maker, context)),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function representativeOffices(context: Pick<PresentContext, "reference">, take: number) {
  const offices = context.reference.manufacturers.filter((maker) => maker.isRepresentativeOffice);
  return (take > 0 ? offices.slice(0, take) : offices).map((maker) => manufacturerSummary(maker, context));
}

const TOP_PRODUCTS = 8;

export async function manufacturerDetail(context: PresentContext, slug: string) {
  const maker = context.reference.manufacturerBySlug.get(slug);
  if (!maker) throw notFound(message("notFound", context.locale));
  const [categoryRows, top] = await Promise.all([
    queryRows<{ categoryId: number }>(
      context.db,
      sql`SELECT DISTINCT category_id AS "categoryId" FROM products WHERE manufacturer_id = ${maker.id}`,
    ),
    queryRows<{ id: number }>(
      context.db,
      sql`SELECT v.id FROM products p JOIN variants v ON v.product_id = p.id
          WHERE p.id IN (SELECT id FROM products WHERE manufacturer_id = ${maker.id} ORDER BY id LIMIT 200)
            AND v.total_stock > 0 AND v.is_show_price ORDER BY v.id LIMIT ${TOP_PRODUCTS}`,
    ),
  ]);
  return {
    ...manufacturerSummary(maker, context),
    description: context.locale === "en" ? maker.descriptionEn : maker.descriptionTr,
    websiteUrl: maker.websiteUrl,
    categories: categoryRows
      .map((row) => context.reference.categoryById.get(row.categoryId))
      .filter((category) => category !== undefined)
      .map((category) => categorySummary(category, context)),
    topProducts: await listItemsByIds(
      top.map((row) => row.id),
      context,
    ),
  };
}
