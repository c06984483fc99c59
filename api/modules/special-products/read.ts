import { sql } from "drizzle-orm";
import type { SpecialProduct, SpecialProductList } from "@contract/api/special-products/schemas";
import type { Executor } from "../../db/client";
import type { ApiLocale } from "../../lib/locale";
import { queryRows } from "../../lib/query-rows";

// Reading a company's special products (docs/decisions/053-special-products.md), for its users and the back office.

interface SpecialRow {
  id: number;
  variantId: number;
  productId: number;
  sku: string;
  mpn: string;
  manufacturerName: string;
  descriptionTr: string;
  descriptionEn: string;
  slug: string;
  categorySlugTr: string;
  categorySlugEn: string;
  packaging: string;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  isExclusive: boolean;
  fixedPriceUsd: string | null;
  note: string;
  updatedAt: Date | string;
}

const specialRows = (executor: Executor, companyId: string, page: { limit: number; offset: number } | null) =>
  queryRows<SpecialRow>(
    executor,
    sql`SELECT s.id, s.variant_id AS "variantId", v.product_id AS "productId", v.sku, p.mpn, m.name AS "manufacturerName",
          p.description_tr AS "descriptionTr", p.description_en AS "descriptionEn", p.slug, c.slug_tr AS "categorySlugTr",
          c.slug_en AS "categorySlugEn", v.packaging, v.minimum_order_quantity AS "minimumOrderQuantity",
          v.order_quantity_multiplier AS "orderQuantityMultiplier", s.is_exclusive AS "isExclusive",
          s.fixed_price_usd::text AS "fixedPriceUsd", s.note, s.updated_at AS "updatedAt"
        FROM special_products s
        JOIN variants v ON v.id = s.variant_id
        JOIN products p ON p.id = v.product_id
        JOIN manufacturers m ON m.id = p.manufacturer_id
        JOIN categories c ON c.id = p.category_id
        WHERE s.company_id = ${companyId}
        ORDER BY p.mpn, v.sku, s.id
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
  );

function specialOf(row: SpecialRow, locale: ApiLocale): SpecialProduct {
  return {
    id: row.id,
    variantId: row.variantId,
    productId: row.productId,
    sku: row.sku,
    mpn: row.mpn,
    manufacturerName: row.manufacturerName,
    description: locale === "en" ? row.descriptionEn : row.descriptionTr,
    slug: row.slug,
    categorySlug: locale === "en" ? row.categorySlugEn : row.categorySlugTr,
    packaging: row.packaging,
    minimumOrderQuantity: row.minimumOrderQuantity,
    orderQuantityMultiplier: row.orderQuantityMultiplier,
    isExclusive: row.isExclusive,
    fixedPriceUsd: row.fixedPriceUsd,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The company's special products by MPN, a page at a time. */
export async function companySpecialProducts(
  executor: Executor,
  companyId: string,
  query: { page: number; pageSize: number },
  locale: ApiLocale,
): Promise<SpecialProductList> {
  const [{ total }] = await queryRows<{ total: number }>(
    executor,
    sql`SELECT count(*)::int AS total FROM special_products WHERE company_id = ${companyId}`,
  );
  const rows = await specialRows(executor, companyId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return { items: rows.map((row) => specialOf(row, locale)), page: query.page, pageSize: query.pageSize, totalCount: total };
}

/** Every special product of the company with sales' notes (the back office). */
export async function allCompanySpecialProducts(executor: Executor, companyId: string, locale: ApiLocale) {
  return (await specialRows(executor, companyId, null)).map((row) => ({ ...specialOf(row, locale), note: row.note }));
}
