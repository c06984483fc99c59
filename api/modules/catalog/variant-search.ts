import { sql, type SQL } from "drizzle-orm";
import { AppError } from "../../lib/errors";
import { listItemsByIds, propertyColumn, displayValue, type PresentContext } from "./present";
import { queryRows } from "./query-rows";
import { ancestry, categoryName, categorySlug, findCategory, subtreeIds } from "./reference";
import { definitionsInScope, parsedSearchConditions, propertyConditions, rangeConditions, type Condition } from "./search-conditions";
import { parseSearchQuery } from "./search-query";
import { normalizePartNumber } from "./text";
import { typoCandidates } from "./typo";

export const MAX_RESULT_WINDOW = 10_000;
export const SORTS = ["relevance", "price-asc", "price-desc", "stock-desc", "mpn-asc"] as const;
export type Sort = (typeof SORTS)[number];

export interface VariantSearchInput {
  categoryId?: number;
  category?: string;
  search?: string;
  manufacturer: string[];
  packaging: string[];
  inStock?: boolean;
  rohs?: boolean;
  prop: string[];
  min: string[];
  max: string[];
  sort: Sort;
  page: number;
  pageSize: number;
}

/** The narrow filter table (one row per variant); see variant_search in the schema. */
const FROM = sql`FROM variant_search s`;
const FACET_VALUE_LIMIT = 100;

const whereOf = (conditions: Condition[], except?: string) => {
  const kept = conditions.filter((condition) => condition.dimension !== except).map((condition) => condition.sql);
  return kept.length ? sql`WHERE ${sql.join(kept, sql` AND `)}` : sql``;
};

const notFoundCategory = (field: string) => new AppError(404, "Category not found", [{ field, message: `${field}: no such category` }]);

/** The MPN/SKU pass: exact and prefix on the normalised part number (btree), before any fuzzy matching. */
async function partNumberPass(context: PresentContext, partNumber: string) {
  const [hit] = await queryRows<{ prefix: boolean; exact: boolean }>(
    context.db,
    sql`SELECT EXISTS (SELECT 1 FROM products WHERE mpn_normalized LIKE ${`${partNumber}%`}) AS prefix,
               EXISTS (SELECT 1 FROM products WHERE mpn_normalized = ${partNumber})
               OR EXISTS (SELECT 1 FROM variants WHERE sku_normalized = ${partNumber}) AS exact`,
  );
  if (!hit.prefix && !hit.exact) return null;
  return {
    exact: hit.exact,
    condition: sql`(s.product_id = ANY(ARRAY(SELECT id FROM products WHERE mpn_normalized LIKE ${`${partNumber}%`} LIMIT ${MAX_RESULT_WINDOW}))
                    OR s.sku_normalized = ${partNumber})`,
    // Byte order puts the exact MPN before its longer prefixes.
    relevance: sql`(s.sku_normalized = ${partNumber}) DESC, s.mpn_normalized USING ~<~, s.id`,
  };
}

/** The typo pass: near matches of the MPN (see typo.ts), only when nothing matched otherwise; closest first. */
async function fuzzyPass(context: PresentContext, text: string) {
  const ids = await typoCandidates(context.db, normalizePartNumber(text));
  return {
    condition: sql`s.product_id = ANY(${sql.param(ids.length ? ids : [0])}::int[])`,
    relevance: sql`array_position(${sql.param(ids.length ? ids : [0])}::int[], s.product_id), s.id`,
  };
}

function orderBy(sort: Sort, relevance: SQL | null): SQL {
  switch (sort) {
    case "price-asc":
      return sql`s.is_show_price DESC, s.unit_price_usd ASC, s.id`;
    case "price-desc":
      return sql`s.is_show_price DESC, s.unit_price_usd DESC, s.id`;
    case "stock-desc":
      return sql`s.is_show_stock DESC, s.total_stock DESC, s.id`;
    case "mpn-asc":
      return sql`s.mpn_normalized, s.id`;
    default:
      return relevance ?? sql`s.mpn_normalized, s.id`;
  }
}

export async function searchVariants(input: VariantSearchInput, context: PresentContext, options: { items?: boolean } = {}) {
  const { db, reference, locale } = context;
  if ((input.page - 1) * input.pageSize + input.pageSize > MAX_RESULT_WINDOW) {
    throw new AppError(400, `Only the first ${MAX_RESULT_WINDOW} results can be paged`, [
      { field: "page", message: `page: page × pageSize may not pass ${MAX_RESULT_WINDOW}` },
    ]);
  }
  const category =
    input.categoryId !== undefined ? findCategory(reference, input.categoryId) : input.category ? findCategory(reference, input.category) : undefined;
  if ((input.categoryId !== undefined || input.category) && !category) throw notFoundCategory(input.categoryId !== undefined ? "categoryId" : "category");
  const categoryIds = category ? subtreeIds(reference, category.id) : null;
  const scope = definitionsInScope(reference, categoryIds);

  const conditions: Condition[] = [];
  if (categoryIds) conditions.push({ dimension: "category", sql: sql`s.category_id = ANY(${sql.param(categoryIds)}::int[])` });
  if (input.manufacturer.length) {
    const ids = input.manufacturer.map((slug) => reference.manufacturerBySlug.get(slug)?.id ?? -1);
    conditions.push({ dimension: "manufacturer", sql: sql`s.manufacturer_id = ANY(${sql.param(ids)}::int[])` });
  }
  if (input.packaging.length) conditions.push({ dimension: "packaging", sql: sql`s.packaging = ANY(${sql.param(input.packaging)}::text[])` });
  if (input.inStock) conditions.push({ dimension: "inStock", sql: sql`s.total_stock > 0` });
  if (input.rohs) conditions.push({ dimension: "rohs", sql: sql`s.rohs` });
  conditions.push(...propertyConditions(reference, input.prop, scope));
  conditions.push(...rangeConditions(reference, "min", input.min), ...rangeConditions(reference, "max", input.max));

  let relevance: SQL | null = null;
  let interpretedSearch: {
    text: string;
    properties: Array<{ code: string; label: string; value: number | string; display: string }>;
    words: string[];
    exactMatch: boolean;
  } | null = null;
  const search = input.search?.trim();
  let fuzzyFallback: string | null = null;
  if (search) {
    const parsed = parseSearchQuery(search);
    const partNumber = parsed.partNumber ? await partNumberPass(context, parsed.partNumber) : null;
    if (partNumber) {
      conditions.push({ dimension: "search", sql: partNumber.condition });
      relevance = partNumber.relevance;
      interpretedSearch = { text: parsed.text, properties: [], words: [], exactMatch: partNumber.exact };
    } else {
      const read = parsedSearchConditions(parsed, scope);
      if (read.conditions.length) conditions.push({ dimension: "search", sql: sql`(${sql.join(read.conditions, sql` AND `)})` });
      interpretedSearch = {
        text: parsed.text,
        properties: read.interpreted.map(({ definition, ...item }) => ({ ...item, label: locale === "en" ? definition.labelEn : definition.labelTr })),
        words: read.words,
        exactMatch: false,
      };
      if (parsed.partNumber || read.words.length) fuzzyFallback = parsed.text;
    }
  }

  // One scan gives the totals and, while packaging is not filtered, the packaging facet too.
  const countByPackaging = () =>
    queryRows<{ value: string; count: number; inStock: number; rohs: number }>(
      db,
      sql`SELECT s.packaging AS value, count(*)::int AS count, count(*) FILTER (WHERE s.total_stock > 0)::int AS "inStock",
                 count(*) FILTER (WHERE s.rohs)::int AS rohs ${FROM} ${whereOf(conditions)} GROUP BY 1`,
    );
  let packagingCounts = await countByPackaging();
  if (packagingCounts.length === 0 && fuzzyFallback) {
    const fuzzy = await fuzzyPass(context, fuzzyFallback);
    const index = conditions.findIndex((condition) => condition.dimension === "search");
    if (index >= 0) conditions.splice(index, 1);
    conditions.push({ dimension: "search", sql: fuzzy.condition });
    relevance = fuzzy.relevance;
    packagingCounts = await countByPackaging();
    if (interpretedSearch) interpretedSearch = { ...interpretedSearch, properties: [], words: [] };
  }
  const sum = (key: "count" | "inStock" | "rohs") => packagingCounts.reduce((total, row) => total + row[key], 0);
  const totals = { total: sum("count"), inStock: sum("inStock"), rohs: sum("rohs") };

  const tableCategoryId = await tableCategoryOf(context, categoryIds, conditions, totals.total);
  const keyDefinitions = (tableCategoryId ? reference.definitionsByCategory.get(tableCategoryId) ?? [] : []).filter((item) => item.isKey);

  const facetQuery = async (column: SQL, dimension: string) =>
    queryRows<{ value: string | number; count: number }>(
      db,
      sql`SELECT ${column} AS value, count(*)::int AS count ${FROM} ${whereOf(conditions, dimension)} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${FACET_VALUE_LIMIT}`,
    );
  const activePropertyCodes = new Set(conditions.filter((item) => item.dimension.startsWith("prop:")).map((item) => item.dimension.slice(5)));
  const passiveCodes = keyDefinitions.map((item) => item.code).filter((code) => !activePropertyCodes.has(code));
  const propertyFacetQuery = (codes: string[], except?: string) =>
    codes.length === 0
      ? Promise.resolve([])
      : queryRows<{ code: string; value: number | string; count: number }>(
          db,
          sql`SELECT kv.key AS code, kv.value AS value, count(*)::int AS count
              ${FROM} CROSS JOIN LATERAL jsonb_each(s.properties) kv
              ${whereOf([...conditions.filter((item) => item.dimension !== except), { dimension: "kv", sql: sql`kv.key = ANY(${sql.param(codes)}::text[])` }])}
              GROUP BY 1, 2`,
        );
  const offset = (input.page - 1) * input.pageSize;
  const [makerRows, packagingRows, passiveFacets, activeFacets, idRows] = await Promise.all([
    facetQuery(sql`s.manufacturer_id`, "manufacturer"),
    input.packaging.length ? facetQuery(sql`s.packaging`, "packaging") : Promise.resolve([...packagingCounts].sort((a, b) => b.count - a.count)),
    propertyFacetQuery(passiveCodes),
    Promise.all(keyDefinitions.filter((item) => activePropertyCodes.has(item.code)).map((item) => propertyFacetQuery([item.code], `prop:${item.code}`))),
    options.items === false || totals.total === 0
      ? Promise.resolve([])
      : queryRows<{ id: number }>(
          db,
          sql`SELECT s.id ${FROM} ${whereOf(conditions)} ORDER BY ${orderBy(input.sort, relevance)} LIMIT ${input.pageSize} OFFSET ${offset}`,
        ),
  ]);
  const items = await listItemsByIds(idRows.map((row) => row.id), context);

  const propertyRows = [...passiveFacets, ...activeFacets.flat()];
  const properties = keyDefinitions.map((definition) => {
    const rows = propertyRows.filter((row) => row.code === definition.code);
    const numbers = rows.map((row) => row.value).filter((value): value is number => typeof value === "number");
    return {
      ...propertyColumn(definition, locale),
      values: rows
        .sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)))
        .slice(0, FACET_VALUE_LIMIT)
        .map((row) => ({ value: String(row.value), label: displayValue(definition, row.value), count: row.count })),
      min: definition.kind === "numeric" && numbers.length ? Math.min(...numbers) : null,
      max: definition.kind === "numeric" && numbers.length ? Math.max(...numbers) : null,
    };
  });

  return {
    items,
    total: totals.total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.ceil(Math.min(totals.total, MAX_RESULT_WINDOW) / input.pageSize),
    sort: input.sort,
    currency: context.pricing.currency,
    category: category
      ? {
          id: category.id,
          code: category.code,
          name: categoryName(category, locale),
          slug: categorySlug(category, locale),
          imagePath: category.imagePath,
          productCount: reference.skuCountByCategory.get(category.id) ?? 0,
        }
      : null,
    breadcrumb: category
      ? ancestry(reference, category.id).map((row) => ({ id: row.id, code: row.code, name: categoryName(row, locale), slug: categorySlug(row, locale) }))
      : [],
    tableProperties: keyDefinitions.map((definition) => propertyColumn(definition, locale)),
    facets: {
      manufacturers: makerRows.map((row) => {
        const maker = reference.manufacturerById.get(Number(row.value));
        return { value: maker?.slug ?? String(row.value), label: maker?.name ?? String(row.value), count: row.count };
      }),
      packaging: packagingRows.map((row) => ({ value: String(row.value), label: String(row.value), count: row.count })),
      inStock: totals.inStock,
      rohs: totals.rohs,
      properties,
    },
    interpretedSearch,
  };
}

/** Whose key properties are the columns: the chosen category's when its subtree has one parametric leaf, else the one category all matches share. */
async function tableCategoryOf(context: PresentContext, categoryIds: number[] | null, conditions: Condition[], total: number) {
  const parametric = (categoryIds ?? []).filter((id) => context.reference.definitionsByCategory.has(id));
  if (parametric.length === 1) return parametric[0];
  if (total === 0) return null;
  const rows = await queryRows<{ categoryId: number }>(
    context.db,
    sql`SELECT DISTINCT s.category_id AS "categoryId" ${FROM} ${whereOf(conditions)} LIMIT 2`,
  );
  return rows.length === 1 ? rows[0].categoryId : null;
}
