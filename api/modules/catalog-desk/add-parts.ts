import { and, eq, or } from "drizzle-orm";
import type { ProductCreateBody, VariantCreateBody } from "@contract/api/catalog-desk/schemas";
import type { Database, Transaction } from "../../db/client";
import { products, variants } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { normalizePartNumber } from "../catalog/text";
import { catalogNames, insertProduct, insertVariants, productSlug } from "./create-parts";
import { AUDITED_PRODUCT, deskVariantsOf, productNotFound } from "./desk-product";

// Adding a product with its first variant, or a variant to a product, from the catalog desk
// (docs/decisions/044-catalog-desk.md): each in one transaction with its audit entry, recorded under the product.

type FieldError = { field: string; message: string };

const refused = (status: number, errors: FieldError[]) => new AppError(status, errors[0].message, errors);

/** A SKU (compared without case, spaces or dashes) or an ERP reference another variant has, as errors of `prefix`'s fields. */
async function takenCodes(tx: Transaction, variant: VariantCreateBody, prefix: string, locale: ApiLocale): Promise<FieldError[]> {
  const taken = await tx
    .select({ sku: variants.sku, skuNormalized: variants.skuNormalized, erpRefId: variants.erpRefId })
    .from(variants)
    .where(or(eq(variants.skuNormalized, normalizePartNumber(variant.sku)), eq(variants.erpRefId, variant.erpRef)));
  const errors: FieldError[] = [];
  const sameSku = taken.find((row) => row.skuNormalized === normalizePartNumber(variant.sku));
  if (sameSku) errors.push({ field: `${prefix}sku`, message: text("catalogDesk.skuTaken", locale, { sku: sameSku.sku }) });
  if (taken.some((row) => row.erpRefId === variant.erpRef))
    errors.push({ field: `${prefix}erpRef`, message: text("catalogDesk.erpRefTakenField", locale, { erpRef: variant.erpRef }) });
  return errors;
}

/** Adds a product and its first variant; answers the new product's id. */
export async function addProduct(db: Database, body: ProductCreateBody, staff: StaffIdentity, locale: ApiLocale): Promise<number> {
  return db.transaction(async (tx) => {
    const names = await catalogNames(tx);
    const category = names.category(body.category);
    const maker = names.maker(body.manufacturer);
    const errors: FieldError[] = [];
    if (!category) errors.push({ field: "category", message: text("catalogDesk.noCategory", locale, { value: body.category }) });
    else if (!category.isLeaf)
      errors.push({ field: "category", message: text("catalogDesk.categoryNotLeaf", locale, { value: body.category }) });
    if (!maker) errors.push({ field: "manufacturer", message: text("catalogDesk.noMaker", locale, { value: body.manufacturer }) });
    if (errors.length || !category || !maker) throw refused(400, errors);
    const [existing] = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        or(
          and(eq(products.manufacturerId, maker.id), eq(products.mpnNormalized, normalizePartNumber(body.mpn))),
          eq(products.slug, productSlug(body.mpn, maker)),
        ),
      );
    if (existing) errors.push({ field: "mpn", message: text("catalogDesk.mpnExists", locale, { mpn: body.mpn, maker: maker.name }) });
    errors.push(...(await takenCodes(tx, body.variant, "variant.", locale)));
    if (errors.length) throw refused(409, errors);
    const productId = await insertProduct(tx, {
      category,
      maker,
      mpn: body.mpn,
      descriptionTr: body.descriptionTr,
      descriptionEn: body.descriptionEn,
      datasheetUrl: body.datasheetUrl,
    });
    await insertVariants(tx, [{ ...body.variant, productId }]);
    await recordStaffAction(tx, staff, {
      objectType: AUDITED_PRODUCT,
      objectId: String(productId),
      action: "create-product",
      before: null,
      after: { ...body, category: category.id, manufacturer: maker.name, variants: await deskVariantsOf(tx, productId) },
    });
    return productId;
  });
}

/** Adds a variant to a product (404 when there is no such product). */
export async function addVariant(db: Database, productId: number, body: VariantCreateBody, staff: StaffIdentity, locale: ApiLocale) {
  await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
    if (!product) throw productNotFound(locale);
    const errors = await takenCodes(tx, body, "", locale);
    if (errors.length) throw refused(409, errors);
    const [variantId] = await insertVariants(tx, [{ ...body, productId }]);
    await recordStaffAction(tx, staff, {
      objectType: AUDITED_PRODUCT,
      objectId: String(productId),
      action: "create-variant",
      before: null,
      after: (await deskVariantsOf(tx, productId)).find((variant) => variant.id === variantId),
    });
  });
}
