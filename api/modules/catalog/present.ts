import { sql, type SQL } from "drizzle-orm";
import type { ProductStatus } from "@contract/api/catalog/values";
import { PACKAGING_VALUES, type Packaging } from "@contract/limits";
import type { Database } from "../../db/client";
import type { PropertyDefinition, ProductMedia } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import type { Pricing } from "../../lib/currency";
import { beforeDiscountMicro, microToNumber, roundUnitPrice } from "../../lib/money";
import { queryRows } from "../../lib/query-rows";
import { asSpecial, specialsFor } from "../special-products/terms";
import { partImagePath } from "./part-image";
import { categoryName, categorySlug, type CatalogReference } from "./reference";
import { formatQuantity } from "./units";
import { valueLabel } from "./value-labels";

export interface PresentContext {
  db: Database;
  locale: ApiLocale;
  pricing: Pricing;
  reference: CatalogReference;
  /**
   * A business caller's company: its customer part numbers are looked up by the search too, and the answer is then
   * the caller's alone (docs/decisions/043-customer-references.md). Absent for guests and consumers.
   */
  companyId?: string | null;
}

/** A variant with its product, as the list, detail and group answers read it. */
export interface VariantRow {
  variantId: number;
  productId: number;
  sku: string;
  erpRefId: string;
  packaging: Packaging;
  isReel: boolean;
  mpq: number;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  totalStock: number;
  /** May be ordered beyond the stock (supply is on the way). */
  isBackorderable: boolean;
  onOrder: number;
  upcomingStock: number | null;
  upcomingStockDate: string | null;
  isShowPrice: boolean;
  isShowStock: boolean;
  isDiscountAllowed: boolean;
  maxDiscountRate: string;
  /** Percent the variant's prices are below its reference price (a discounted-products group), or null. */
  discountRate: string | null;
  categoryId: number;
  manufacturerId: number;
  mpn: string;
  slug: string;
  descriptionTr: string;
  descriptionEn: string;
  detailedDescriptionTr: string;
  detailedDescriptionEn: string;
  referenceCode: string;
  rohs: boolean;
  status: ProductStatus;
  datasheetUrl: string | null;
  medias: ProductMedia[];
  properties: Record<string, number | string>;
  breaks: Array<[number, string]>;
  /** One of the caller's company's special products; at its fixed price (the one break) when `isFixedPrice`. */
  isSpecial: boolean;
  isFixedPrice: boolean;
}

export const VARIANT_COLUMNS = sql`
  v.id AS "variantId", v.product_id AS "productId", v.sku, v.erp_ref_id AS "erpRefId", v.packaging, v.is_reel AS "isReel", v.mpq,
  v.minimum_order_quantity AS "minimumOrderQuantity", v.order_quantity_multiplier AS "orderQuantityMultiplier",
  v.total_stock AS "totalStock", v.is_backorderable AS "isBackorderable", v.on_order AS "onOrder", v.upcoming_stock AS "upcomingStock",
  to_char(v.upcoming_stock_date, 'YYYY-MM-DD') AS "upcomingStockDate", v.is_show_price AS "isShowPrice",
  v.is_show_stock AS "isShowStock", v.is_discount_allowed AS "isDiscountAllowed", v.max_discount_rate::text AS "maxDiscountRate",
  (SELECT max(gv.discount_rate)::text FROM category_group_variants gv WHERE gv.variant_id = v.id) AS "discountRate",
  p.category_id AS "categoryId", p.manufacturer_id AS "manufacturerId", p.mpn, p.slug, p.description_tr AS "descriptionTr",
  p.description_en AS "descriptionEn", p.detailed_description_tr AS "detailedDescriptionTr",
  p.detailed_description_en AS "detailedDescriptionEn", p.reference_code AS "referenceCode", p.rohs, p.status,
  p.datasheet_url AS "datasheetUrl", p.medias, p.properties,
  (SELECT coalesce(json_agg(json_build_array(b.quantity, b.unit_price_usd::text) ORDER BY b.quantity), '[]'::json)
     FROM price_breaks b WHERE b.variant_id = v.id) AS breaks`;

/** A row of VARIANT_COLUMNS, before the caller's special products apply. */
export type CatalogVariantRow = Omit<VariantRow, "isSpecial" | "isFixedPrice">;

/**
 * Rows as a company (null: a guest or a consumer) sees them (docs/decisions/053-special-products.md): a part exclusive
 * to another company is left out, one of the company's special products carries its terms.
 */
export async function asSeenBy<T extends CatalogVariantRow>(db: Database, rows: T[], companyId: string | null) {
  const specials = await specialsFor(
    db,
    companyId,
    rows.map((row) => row.variantId),
  );
  return rows.filter((row) => !specials.hidden.has(row.variantId)).map((row) => asSpecial(row, specials.terms.get(row.variantId)));
}

/** The variant rows `where` selects, as `companyId` sees them (asSeenBy). */
async function seenVariantRows(db: Database, where: SQL, companyId: string | null): Promise<VariantRow[]> {
  const rows = await queryRows<CatalogVariantRow>(
    db,
    sql`SELECT ${VARIANT_COLUMNS} FROM variants v JOIN products p ON p.id = v.product_id WHERE ${where}`,
  );
  return asSeenBy(db, rows, companyId);
}

/** Rows in the order of `ids`, those the caller may not see left out. */
function inOrderOf(ids: number[], rows: VariantRow[]): VariantRow[] {
  const byId = new Map(rows.map((row) => [row.variantId, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is VariantRow => row !== undefined);
}

/**
 * Variant rows by id, in the order of `ids`, as `companyId` sees them (asSeenBy). An answer a shared cache may keep
 * passes null: only a private answer may carry a company's parts and prices.
 */
export async function variantRows(db: Database, ids: number[], companyId: string | null): Promise<VariantRow[]> {
  if (ids.length === 0) return [];
  return inOrderOf(ids, await seenVariantRows(db, sql`v.id = ANY(${sql.param(ids)}::int[])`, companyId));
}

export function propertyColumn(definition: PropertyDefinition, locale: ApiLocale) {
  return {
    code: definition.code,
    label: locale === "en" ? definition.labelEn : definition.labelTr,
    unit: definition.unit,
    kind: definition.kind,
  };
}

export function displayValue(definition: PropertyDefinition, value: number | string, locale: ApiLocale): string {
  return definition.kind === "numeric" && typeof value === "number"
    ? formatQuantity(value, definition.unit, locale)
    : valueLabel(String(value), locale);
}

export function propertyValues(definitions: PropertyDefinition[], properties: Record<string, number | string>, locale: ApiLocale) {
  const values: Record<string, ReturnType<typeof propertyValue>> = {};
  for (const definition of definitions) {
    const value = properties[definition.code];
    if (value !== undefined) values[definition.code] = propertyValue(definition, value, locale);
  }
  return values;
}

function propertyValue(definition: PropertyDefinition, value: number | string, locale: ApiLocale) {
  return { ...propertyColumn(definition, locale), value, display: displayValue(definition, value, locale) };
}

/**
 * A USD price of the database as every catalog answer gives it: in the caller's currency, rounded to the decimals it is
 * shown with, as the cart prices it (docs/decisions/010-price-display.md).
 */
export const unitPriceMicro = (pricing: Pricing, usd: string) => roundUnitPrice(pricing.micro(usd));
export const unitPriceOf = (pricing: Pricing, usd: string) => microToNumber(unitPriceMicro(pricing, usd));

export function priceBreaksOf(row: VariantRow, pricing: Pricing) {
  if (!row.isShowPrice) return [];
  return row.breaks.map(([quantity, usd]) => ({ quantity, unitPrice: unitPriceOf(pricing, usd) }));
}

/**
 * The one price story of a discounted variant (docs/decisions/010-price-display.md): its price breaks are what it
 * sells for; this gives the first break's reference price (a unit price, rounded as shown) and the saving, so every
 * page shows the same figures.
 */
export function discountOf(row: VariantRow, pricing: Pricing) {
  const rate = row.discountRate === null ? 0 : Number(row.discountRate);
  if (!row.isShowPrice || row.breaks.length === 0 || !(rate > 0 && rate < 100)) return null;
  const price = unitPriceMicro(pricing, row.breaks[0][1]);
  const reference = roundUnitPrice(beforeDiscountMicro(price, row.discountRate!));
  return { rate, referenceUnitPrice: microToNumber(reference), unitSaving: microToNumber(reference - price) };
}

export function manufacturerRef(reference: CatalogReference, id: number) {
  const maker = reference.manufacturerById.get(id);
  return { id, name: maker?.name ?? "", slug: maker?.slug ?? "" };
}

/** One packaging of a part as a list row offers it (contract: PackagingChoice). */
function packagingChoice(row: VariantRow, pricing: Pricing) {
  const breaks = priceBreaksOf(row, pricing);
  return {
    variantId: row.variantId,
    sku: row.sku,
    packaging: row.packaging,
    isReel: row.isReel,
    isShowPrice: row.isShowPrice,
    isShowStock: row.isShowStock,
    stock: row.isShowStock ? row.totalStock : null,
    isBackorderable: row.isBackorderable,
    upcomingStock: row.upcomingStock,
    upcomingStockDate: row.upcomingStockDate,
    minimumOrderQuantity: row.minimumOrderQuantity,
    orderQuantityMultiplier: row.orderQuantityMultiplier,
    mpq: row.mpq,
    unitPrice: breaks[0]?.unitPrice ?? null,
    priceBreaks: breaks,
    discount: discountOf(row, pricing),
  };
}

/**
 * One product-list row (contract: ProductListItem): the part in the packaging of `row`, with `packagings`, the
 * part's variants the caller can buy, as its choice (docs/decisions/058-one-row-per-part.md).
 */
export function listItem(row: VariantRow, context: PresentContext, packagings: VariantRow[]) {
  const { locale, pricing, reference } = context;
  const category = reference.categoryById.get(row.categoryId);
  const keyDefinitions = (reference.definitionsByCategory.get(row.categoryId) ?? []).filter((definition) => definition.isKey);
  return {
    ...packagingChoice(row, pricing),
    productId: row.productId,
    mpn: row.mpn,
    productSlug: row.slug,
    categoryId: row.categoryId,
    categorySlug: category ? categorySlug(category, locale) : "",
    categoryName: category ? categoryName(category, locale) : "",
    description: locale === "en" ? row.descriptionEn : row.descriptionTr,
    manufacturer: manufacturerRef(reference, row.manufacturerId),
    imagePath: partImagePath(row, reference),
    rohs: row.rohs,
    status: row.status,
    currency: pricing.currency,
    properties: propertyValues(keyDefinitions, row.properties, locale),
    packagings: packagings.map((variant) => packagingChoice(variant, pricing)),
  };
}

export type ListItem = ReturnType<typeof listItem>;

/** List items by id as the caller sees them: a business caller's answer must be private (searchAnswer). */
export async function listItemsByIds(ids: number[], context: PresentContext): Promise<ListItem[]> {
  if (ids.length === 0) return [];
  // The rows and their parts' other packagings in one read.
  const rows = await seenVariantRows(
    context.db,
    sql`v.product_id IN (SELECT product_id FROM variants WHERE id = ANY(${sql.param(ids)}::int[]))`,
    context.companyId ?? null,
  );
  const packagings = byPart(rows);
  return inOrderOf(ids, rows).map((row) => listItem(row, context, packagings.get(row.productId)!));
}

/** List items of variant rows, each with its part's packagings as the same company sees them. */
export async function listItems(rows: VariantRow[], context: PresentContext): Promise<ListItem[]> {
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const packagings = byPart(
    productIds.length
      ? await seenVariantRows(context.db, sql`v.product_id = ANY(${sql.param(productIds)}::int[])`, context.companyId ?? null)
      : [],
  );
  return rows.map((row) => listItem(row, context, packagings.get(row.productId) ?? [row]));
}

const packagingOrder = (packaging: Packaging) => PACKAGING_VALUES.indexOf(packaging);

/** Rows by part, each part's in packaging order (cut tape, reel, …). */
function byPart(rows: VariantRow[]): Map<number, VariantRow[]> {
  const byProduct = new Map<number, VariantRow[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  for (const variants of byProduct.values())
    variants.sort((a, b) => packagingOrder(a.packaging) - packagingOrder(b.packaging) || a.variantId - b.variantId);
  return byProduct;
}
