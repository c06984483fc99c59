import { eq } from "drizzle-orm";
import type { ProductEditBody } from "@contract/api/catalog-desk/schemas";
import type { Database } from "../../db/client";
import { manufacturers, products, propertyDefinitions, type Product, type ProductMedia } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { foldText } from "../catalog/text";
import { AUDITED_PRODUCT, productNotFound } from "./desk-product";

// Saving a product from the catalog desk (docs/decisions/044-catalog-desk.md): its texts, status, datasheet, RoHS,
// property values and images, audited with before and after. Its variants' variant_search rows follow RoHS and the
// properties through the products trigger (migration 0007), and the search index reads them within its staleness.

const NUMBER_PATTERN = /^-?\d+(?:[.,]\d+)?(?:e[-+]?\d+)?$/i;

/** What the editor changes, as the audit log keeps it. */
const editedFields = (product: Product) => ({
  descriptionTr: product.descriptionTr,
  descriptionEn: product.descriptionEn,
  detailedDescriptionTr: product.detailedDescriptionTr,
  detailedDescriptionEn: product.detailedDescriptionEn,
  status: product.status,
  datasheetUrl: product.datasheetUrl,
  rohs: product.rohs,
  medias: product.medias,
  properties: product.properties,
});

/**
 * The word-search text with the short descriptions replaced: the catalog writes it as the MPN, the maker, both
 * descriptions, the category's names and keywords, so the old descriptions' words give way to the new ones.
 */
function searchTextWith(product: Product, body: ProductEditBody, maker: string): string {
  let searchText = product.searchText;
  const replacements: Array<[string, string]> = [
    [product.descriptionEn, body.descriptionEn],
    [product.descriptionTr, body.descriptionTr],
  ];
  for (const [before, after] of replacements) {
    const old = foldText(before);
    searchText = old && searchText.includes(old) ? searchText.replace(old, foldText(after)) : `${searchText} ${foldText(after)}`;
  }
  return searchText.includes(foldText(maker)) ? searchText : `${searchText} ${foldText(maker)}`;
}

/** The images given, each keeping its alternative text if it was there before; the other media (datasheets, drawings) stay. */
function mediasWith(product: Product, images: string[], alt: string): ProductMedia[] {
  const altOf = new Map(product.medias.filter((media) => media.kind === "image").map((media) => [media.path, media.alt]));
  return [
    ...images.map((path) => ({ path, kind: "image" as const, alt: altOf.get(path) ?? alt })),
    ...product.medias.filter((media) => media.kind !== "image"),
  ];
}

export async function saveProduct(db: Database, productId: number, body: ProductEditBody, staff: StaffIdentity, locale: ApiLocale) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ product: products, maker: manufacturers.name })
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(eq(products.id, productId))
      .for("update", { of: products });
    if (!row) throw productNotFound(locale);
    const { product } = row;
    const definitions = await tx.select().from(propertyDefinitions).where(eq(propertyDefinitions.categoryId, product.categoryId));
    const properties = { ...product.properties };
    const fieldErrors: Array<{ field: string; message: string }> = [];
    for (const [code, typed] of Object.entries(body.properties)) {
      const definition = definitions.find((candidate) => candidate.code === code);
      const field = `properties.${code}`;
      if (!definition) fieldErrors.push({ field, message: text("catalogDesk.unknownProperty", locale, { code }) });
      else if (typed === "") delete properties[code];
      else if (definition.kind === "enum") properties[code] = typed;
      else if (NUMBER_PATTERN.test(typed) && Number.isFinite(Number(typed.replace(",", "."))))
        properties[code] = Number(typed.replace(",", "."));
      else {
        const label = locale === "tr" ? definition.labelTr : definition.labelEn;
        fieldErrors.push({ field, message: text("catalogDesk.propertyNumber", locale, { label, unit: definition.unit ?? "" }) });
      }
    }
    if (fieldErrors.length) throw new AppError(400, fieldErrors[0].message, fieldErrors);
    const [saved] = await tx
      .update(products)
      .set({
        descriptionTr: body.descriptionTr,
        descriptionEn: body.descriptionEn,
        detailedDescriptionTr: body.detailedDescriptionTr,
        detailedDescriptionEn: body.detailedDescriptionEn,
        status: body.status,
        datasheetUrl: body.datasheetUrl,
        rohs: body.rohs,
        medias: mediasWith(product, body.images, `${row.maker} ${product.mpn}`),
        properties,
        searchText: searchTextWith(product, body, row.maker),
      })
      .where(eq(products.id, productId))
      .returning();
    await recordStaffAction(tx, staff, {
      objectType: AUDITED_PRODUCT,
      objectId: String(productId),
      action: "edit-product",
      before: editedFields(product),
      after: editedFields(saved),
    });
  });
}
