import { eq, sql } from "drizzle-orm";
import type { Packaging } from "@contract/limits";
import type { Executor, Transaction } from "../../db/client";
import { categories, manufacturers, products, variants } from "../../db/schema";
import { slugify } from "../../seed/categories";
import { foldText, normalizePartNumber } from "../catalog/text";
import { upsertPriceBreaks } from "./price-breaks";

// New products and variants, from the desk's forms and from a products import (docs/decisions/044-catalog-desk.md).
// A variant row inserted fires migration 0007's trigger: its variant_search row is written, the change log asks every
// API process's search index for a reload (search-index/changes.ts), and the product list shows the part within
// CATALOG_INDEX_STALENESS_MS.

// Rows per INSERT: well under PostgreSQL's 65,535 parameters.
const INSERT_BATCH = 1_000;

export interface KnownCategory {
  id: number;
  nameTr: string;
  nameEn: string;
  /** Only a category without subcategories holds products (its property definitions are its own). */
  isLeaf: boolean;
}

export interface KnownMaker {
  id: number;
  name: string;
  slug: string;
}

/** The category tree and the makers, found by what staff type: a category's code, slug or id; a maker's name or slug. */
export interface CatalogNames {
  category(typed: string): KnownCategory | undefined;
  maker(typed: string): KnownMaker | undefined;
}

const nameKey = (typed: string) => foldText(typed.trim());

export async function catalogNames(executor: Executor): Promise<CatalogNames> {
  const categoryRows = await executor.select().from(categories);
  const parents = new Set(categoryRows.map((row) => row.parentId).filter((id) => id !== null));
  const byCategoryName = new Map<string, KnownCategory>();
  for (const row of categoryRows) {
    const known = { id: row.id, nameTr: row.nameTr, nameEn: row.nameEn, isLeaf: !parents.has(row.id) };
    for (const name of [String(row.id), row.code, row.slugTr, row.slugEn]) byCategoryName.set(nameKey(name), known);
  }
  const makerRows = await executor.select({ id: manufacturers.id, name: manufacturers.name, slug: manufacturers.slug }).from(manufacturers);
  const byMakerName = new Map<string, KnownMaker>();
  for (const row of makerRows) for (const name of [row.name, row.slug]) byMakerName.set(nameKey(name), row);
  return {
    category: (typed) => byCategoryName.get(nameKey(typed)),
    maker: (typed) => byMakerName.get(nameKey(typed)),
  };
}

/** A product's address: its MPN and its maker's slug, as the seed writes it. */
export const productSlug = (mpn: string, maker: KnownMaker) => `${slugify(mpn)}-${maker.slug}`;

export interface NewProduct {
  category: KnownCategory;
  maker: KnownMaker;
  mpn: string;
  descriptionTr: string;
  descriptionEn: string;
  datasheetUrl: string | null;
}

export interface NewVariant {
  sku: string;
  erpRef: string;
  packaging: Packaging;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  totalStock: number;
  /** The first price break: its quantity (1 or the MOQ) and its USD unit price as decimal text. */
  breakQuantity: number;
  unitPrice: string;
}

/** Inserts a product (no variant yet): its reference code follows its id as the seed's do (`DE00000042`). */
export async function insertProduct(tx: Transaction, product: NewProduct): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({
      categoryId: product.category.id,
      manufacturerId: product.maker.id,
      mpn: product.mpn,
      mpnNormalized: normalizePartNumber(product.mpn),
      slug: productSlug(product.mpn, product.maker),
      descriptionTr: product.descriptionTr,
      descriptionEn: product.descriptionEn,
      referenceCode: "",
      datasheetUrl: product.datasheetUrl,
      medias: product.datasheetUrl ? [{ path: product.datasheetUrl, kind: "datasheet", alt: `${product.mpn} datasheet` }] : [],
      searchText: foldText(
        `${product.mpn} ${product.maker.name} ${product.descriptionEn} ${product.descriptionTr} ${product.category.nameEn} ${product.category.nameTr}`,
      ),
    })
    .returning({ id: products.id });
  await tx
    .update(products)
    .set({ referenceCode: sql`'DE' || lpad(${products.id}::text, 8, '0')` })
    .where(eq(products.id, row.id));
  return row.id;
}

/** Inserts variants of products with their first price breaks (which set their first-break price). */
export async function insertVariants(tx: Transaction, rows: ReadonlyArray<NewVariant & { productId: number }>): Promise<number[]> {
  const inserted: Array<{ id: number }> = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = await tx
      .insert(variants)
      .values(
        rows.slice(start, start + INSERT_BATCH).map((row) => ({
          productId: row.productId,
          sku: row.sku,
          skuNormalized: normalizePartNumber(row.sku),
          erpRefId: row.erpRef,
          packaging: row.packaging,
          isReel: row.packaging === "Reel",
          minimumOrderQuantity: row.minimumOrderQuantity,
          orderQuantityMultiplier: row.orderQuantityMultiplier,
          totalStock: row.totalStock,
        })),
      )
      .returning({ id: variants.id });
    inserted.push(...batch);
  }
  await upsertPriceBreaks(
    tx,
    rows.map((row, index) => ({ variantId: inserted[index].id, quantity: row.breakQuantity, unitPrice: row.unitPrice })),
  );
  return inserted.map((row) => row.id);
}
