import { sql, type SQL } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import { message } from "../../lib/messages";
import { queryRows } from "../../lib/query-rows";
import {
  VARIANT_COLUMNS,
  asSeenBy,
  type CatalogVariantRow,
  discountOf,
  listItems,
  listItemsByIds,
  manufacturerRef,
  priceBreaksOf,
  propertyColumn,
  propertyValues,
  type PresentContext,
  variantRows,
  type VariantRow,
} from "./present";
import { partImagePath } from "./part-image";
import { ancestry, categoryName, categorySlug } from "./reference";
import { relatedVariantIds } from "./related-parts";
import type { IndexSnapshot } from "./search-index";

const PACKAGING_ORDER = sql`array_position(ARRAY['Cut Tape','Reel','Tube','Tray','Bulk']::text[], v.packaging), v.id`;

/** All variants of the product that `where` finds, as the caller sees them (asSeenBy), in packaging order. */
async function productVariants(context: PresentContext, where: SQL, selected: SQL) {
  const rows = await queryRows<CatalogVariantRow & { selected: boolean }>(
    context.db,
    sql`SELECT ${VARIANT_COLUMNS}, ${selected} AS selected FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.product_id = (SELECT v.product_id FROM variants v JOIN products p ON p.id = v.product_id WHERE ${where} LIMIT 1)
        ORDER BY ${PACKAGING_ORDER}`,
  );
  return asSeenBy(context.db, rows, context.companyId ?? null);
}

function variantSummary(row: VariantRow, context: PresentContext) {
  return {
    variantId: row.variantId,
    sku: row.sku,
    erpRefId: row.erpRefId,
    packaging: row.packaging,
    isReel: row.isReel,
    mpq: row.mpq,
    minimumOrderQuantity: row.minimumOrderQuantity,
    orderQuantityMultiplier: row.orderQuantityMultiplier,
    isShowPrice: row.isShowPrice,
    isShowStock: row.isShowStock,
    totalStock: row.isShowStock ? row.totalStock : null,
    onOrder: row.isShowStock ? row.onOrder : null,
    upcomingStock: row.upcomingStock,
    upcomingStockDate: row.upcomingStockDate,
    isDiscountAllowed: row.isDiscountAllowed,
    maxDiscountRate: Number(row.maxDiscountRate),
    priceBreaks: priceBreaksOf(row, context.pricing),
    discount: discountOf(row, context.pricing),
  };
}

/** docs/spec.md §3 "Product detail" for the selected variant, with every packaging of the part. */
function productDetail(rows: Array<VariantRow & { selected: boolean }>, context: PresentContext) {
  const { locale, reference, pricing } = context;
  const row = rows.find((item) => item.selected) ?? rows[0];
  const definitions = reference.definitionsByCategory.get(row.categoryId) ?? [];
  const path = ancestry(reference, row.categoryId).map((item) => ({
    id: item.id,
    code: item.code,
    name: categoryName(item, locale),
    slug: categorySlug(item, locale),
  }));
  const category = reference.categoryById.get(row.categoryId)!;
  const summary = variantSummary(row, context);
  return {
    id: row.variantId,
    productId: row.productId,
    mainCategoryId: row.categoryId,
    currency: pricing.currency,
    mpn: row.mpn,
    slug: row.slug,
    sku: row.sku,
    erpReference: row.erpRefId,
    referenceCode: row.referenceCode,
    description: locale === "en" ? row.descriptionEn : row.descriptionTr,
    detailedDescription: locale === "en" ? row.detailedDescriptionEn : row.detailedDescriptionTr,
    medias: row.medias,
    imagePath: partImagePath(row, reference),
    datasheetUrl: row.datasheetUrl,
    properties: Object.values(propertyValues(definitions, row.properties, locale)),
    categories: path,
    breadcrumb: path,
    categorySlugs: { tr: category.slugTr, en: category.slugEn },
    manufacturer: manufacturerRef(reference, row.manufacturerId),
    rohs: row.rohs,
    productStatus: row.status,
    variantPackageType: row.packaging,
    variantPricingType: "price-breaks" as const,
    isFixedPrice: row.isFixedPrice,
    isSpecial: row.isSpecial,
    isProject: false,
    upcomingStock: row.upcomingStock,
    upcomingStockDate: row.upcomingStockDate,
    availability: {
      mpq: row.mpq,
      minimumOrderQuantity: row.minimumOrderQuantity,
      orderQuantityMultiplier: row.orderQuantityMultiplier,
      totalStock: summary.totalStock,
      onOrder: summary.onOrder,
      isDiscountAllowed: row.isDiscountAllowed,
      maxDiscountRate: Number(row.maxDiscountRate),
      isShowPrice: row.isShowPrice,
      isShowStock: row.isShowStock,
    },
    isReel: row.isReel,
    priceBreaks: summary.priceBreaks,
    discount: summary.discount,
    variants: rows.map((item) => variantSummary(item, context)),
  };
}

/** A product's detail; 404 when nothing is left to the caller, or the variant named (`named`) is not (053). */
async function detailBy(context: PresentContext, where: SQL, selected: SQL, named = false) {
  const rows = await productVariants(context, where, selected);
  if (rows.length === 0 || (named && !rows.some((row) => row.selected))) throw notFound(message("notFound", context.locale));
  return productDetail(rows, context);
}

export function productBySlug(context: PresentContext, slug: string, sku?: string) {
  return detailBy(context, sql`p.slug = ${slug}`, sku ? sql`v.sku = ${sku}` : sql`false`);
}

export function productBySku(context: PresentContext, sku: string) {
  return detailBy(context, sql`v.sku = ${sku}`, sql`v.sku = ${sku}`, true);
}

export function productByErpRefId(context: PresentContext, erpRefId: string) {
  return detailBy(context, sql`v.erp_ref_id = ${erpRefId}`, sql`v.erp_ref_id = ${erpRefId}`, true);
}

async function requireProduct(context: PresentContext, productId: number) {
  const [row] = await queryRows<{ categoryId: number }>(
    context.db,
    sql`SELECT category_id AS "categoryId" FROM products WHERE id = ${productId}`,
  );
  if (!row) throw notFound(message("notFound", context.locale));
  return row;
}

/** Parts like this one (see related-parts.ts); 404 for no such product. */
export async function relatedProducts(context: PresentContext, index: IndexSnapshot, productId: number, take: number) {
  const related = relatedVariantIds(index, context.reference.definitionsByCategory, productId, take);
  if (related) return listItemsByIds(related, context);
  // Not in the index: no such product, or one with no listed variant yet (related to nothing).
  await requireProduct(context, productId);
  return [];
}

export async function productBreadcrumb(context: PresentContext, productId: number) {
  const product = await requireProduct(context, productId);
  return ancestry(context.reference, product.categoryId).map((item) => ({
    id: item.id,
    code: item.code,
    name: categoryName(item, context.locale),
    slug: categorySlug(item, context.locale),
  }));
}

/** Compare: the variants by id or sku, each with all its properties, and the union of their property columns. */
export async function compareVariants(context: PresentContext, variantIds: number[], skus: string[]) {
  const ids = await queryRows<{ id: number }>(
    context.db,
    sql`SELECT id FROM variants WHERE id = ANY(${sql.param(variantIds)}::int[]) OR sku = ANY(${sql.param(skus)}::text[]) ORDER BY id`,
  );
  const wanted = [...variantIds];
  const order = (id: number) => (wanted.includes(id) ? wanted.indexOf(id) : wanted.length);
  const rows = (
    await variantRows(
      context.db,
      ids.map((row) => row.id),
      context.companyId ?? null,
    )
  ).sort((a, b) => order(a.variantId) - order(b.variantId));
  const columns = new Map<string, ReturnType<typeof propertyColumn>>();
  const items = await listItems(rows, context);
  const products = rows.map((row, place) => {
    const definitions = context.reference.definitionsByCategory.get(row.categoryId) ?? [];
    for (const definition of definitions)
      if (!columns.has(definition.code)) columns.set(definition.code, propertyColumn(definition, context.locale));
    return { ...items[place], allProperties: propertyValues(definitions, row.properties, context.locale) };
  });
  return { products, properties: [...columns.values()] };
}
