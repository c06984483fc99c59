import { and, asc, count, eq, exists, ilike, inArray, like, or, type SQL } from "drizzle-orm";
import type { DeskProductList, DeskProductListQuery } from "@contract/api/catalog-desk/schemas";
import type { Executor } from "../../db/client";
import { categories, manufacturers, products, variants } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import { containingPattern, normalizePartNumber } from "../catalog/text";

/** The start of a part number as a LIKE pattern over its normalized form (its btree serves the prefix). */
const prefixPattern = (normalized: string) => `${normalized}%`;

/**
 * Products whose MPN or one of whose SKUs starts with what was typed (spaces, dashes and case ignored), or whose
 * manufacturer's name holds it, by MPN, a page at a time (docs/decisions/044-catalog-desk.md).
 */
export async function findProducts(executor: Executor, query: DeskProductListQuery, locale: ApiLocale): Promise<DeskProductList> {
  const typed = query.q ?? "";
  const normalized = normalizePartNumber(typed);
  const matches: SQL[] = [];
  if (normalized) {
    matches.push(like(products.mpnNormalized, prefixPattern(normalized)));
    matches.push(
      exists(
        executor
          .select({ id: variants.id })
          .from(variants)
          .where(and(eq(variants.productId, products.id), like(variants.skuNormalized, prefixPattern(normalized)))),
      ),
    );
  }
  if (typed) matches.push(ilike(manufacturers.name, containingPattern(typed)));
  const where = typed ? or(...matches) : undefined;
  const base = executor
    .select({ total: count() })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(where);
  const [{ total }] = await base;
  const rows = await executor
    .select({
      id: products.id,
      mpn: products.mpn,
      manufacturer: manufacturers.name,
      categoryTr: categories.nameTr,
      categoryEn: categories.nameEn,
      descriptionEn: products.descriptionEn,
      status: products.status,
    })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(asc(products.mpnNormalized), asc(products.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const skus = rows.length
    ? await executor
        .select({ productId: variants.productId, sku: variants.sku })
        .from(variants)
        .where(
          inArray(
            variants.productId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(variants.id))
    : [];
  return {
    items: rows.map(({ categoryTr, categoryEn, ...row }) => ({
      ...row,
      category: locale === "tr" ? categoryTr : categoryEn,
      skus: skus.filter((variant) => variant.productId === row.id).map((variant) => variant.sku),
    })),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: total,
  };
}
