import { asc, eq, inArray } from "drizzle-orm";
import type { DeskProduct } from "@contract/api/catalog-desk/schemas";
import type { Executor } from "../../db/client";
import { categories, manufacturers, priceBreaks, products, propertyDefinitions, variants } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { auditEntriesOf } from "../back-office/audit";

// A product as the catalog desk's editor shows it (docs/decisions/044-catalog-desk.md).

/** The audit log's object type of a product: its own edits and its variants' are recorded under it. */
export const AUDITED_PRODUCT = "product";

/** A stored price as the editor shows it: the numeric's text without trailing zeros ("0.012500" is "0.0125"). */
export const priceText = (stored: string) => (stored.includes(".") ? stored.replace(/0+$/, "").replace(/\.$/, "") : stored);

export function productNotFound(locale: ApiLocale) {
  return new AppError(404, text("catalogDesk.productNotFound", locale));
}

/** The variants of a product with their price breaks, lowest quantity first, as the editor (and the audit log) shows them. */
export async function deskVariantsOf(executor: Executor, productId: number): Promise<DeskProduct["variants"]> {
  const rows = await executor.select().from(variants).where(eq(variants.productId, productId)).orderBy(asc(variants.id));
  const breaks = rows.length
    ? await executor
        .select()
        .from(priceBreaks)
        .where(
          inArray(
            priceBreaks.variantId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(priceBreaks.variantId), asc(priceBreaks.quantity))
    : [];
  return rows.map((row) => ({
    id: row.id,
    sku: row.sku,
    packaging: row.packaging,
    minimumOrderQuantity: row.minimumOrderQuantity,
    orderQuantityMultiplier: row.orderQuantityMultiplier,
    mpq: row.mpq,
    totalStock: row.totalStock,
    upcomingStock: row.upcomingStock,
    upcomingStockDate: row.upcomingStockDate,
    isBackorderable: row.isBackorderable,
    isShowPrice: row.isShowPrice,
    isShowStock: row.isShowStock,
    priceBreaks: breaks
      .filter((step) => step.variantId === row.id)
      .map((step) => ({ quantity: step.quantity, unitPrice: priceText(step.unitPriceUsd) })),
  }));
}

/** A product with its category's properties, its variants and the staff's changes; 404 when there is none. */
export async function deskProduct(executor: Executor, productId: number, locale: ApiLocale): Promise<DeskProduct> {
  const [row] = await executor
    .select({ product: products, manufacturer: manufacturers.name, categoryTr: categories.nameTr, categoryEn: categories.nameEn })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!row) throw productNotFound(locale);
  const { product } = row;
  const definitions = await executor
    .select()
    .from(propertyDefinitions)
    .where(eq(propertyDefinitions.categoryId, product.categoryId))
    .orderBy(asc(propertyDefinitions.sortOrder), asc(propertyDefinitions.id));
  return {
    id: product.id,
    mpn: product.mpn,
    slug: product.slug,
    manufacturer: row.manufacturer,
    category: locale === "tr" ? row.categoryTr : row.categoryEn,
    descriptionTr: product.descriptionTr,
    descriptionEn: product.descriptionEn,
    detailedDescriptionTr: product.detailedDescriptionTr,
    detailedDescriptionEn: product.detailedDescriptionEn,
    status: product.status,
    datasheetUrl: product.datasheetUrl,
    rohs: product.rohs,
    images: product.medias.filter((media) => media.kind === "image").map((media) => media.path),
    properties: definitions.map((definition) => ({
      code: definition.code,
      label: locale === "tr" ? definition.labelTr : definition.labelEn,
      kind: definition.kind,
      unit: definition.unit,
      value: product.properties[definition.code] === undefined ? "" : String(product.properties[definition.code]),
    })),
    variants: await deskVariantsOf(executor, product.id),
    audit: await auditEntriesOf(executor, AUDITED_PRODUCT, String(product.id)),
  };
}
