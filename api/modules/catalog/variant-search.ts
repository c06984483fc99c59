import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { variantSearchQuery } from "@contract/api/catalog/queries";
import type { VariantSearchResult } from "@contract/api/catalog/schemas";
import { MAX_RESULT_WINDOW, type Sort } from "@contract/limits";
import { isSearchable } from "@contract/search-text";
import { AppError } from "../../lib/errors";
import { requireCategory } from "./category-service";
import { listItemsByIds, propertyColumn, displayValue, type PresentContext } from "./present";
import { queryRows } from "./query-rows";
import { ancestry, categoryName, categorySlug, findCategory, subtreeIds, type CatalogReference } from "./reference";
import { definitionsInScope, parsedSearchConditions, propertyConditions, rangeConditions } from "./search-conditions";
import type { IndexSnapshot, SearchIndex } from "./search-index";
import { columnClause, scan, type IndexCondition, type Ranking } from "./search-index/scan";
import { rowsOfProducts } from "./search-index/snapshot";
import { parseSearchQuery } from "./search-query";
import { containingPattern, normalizePartNumber } from "./text";
import { typoCandidates } from "./typo";

/** The product list's query as the contract's schema read it (the currency is the context's). */
export type VariantSearchInput = Omit<z.output<typeof variantSearchQuery>, "currency">;

const FACET_VALUE_LIMIT = 100;

const notFoundCategory = (field: string) => new AppError(404, "Category not found", [{ field, message: `${field}: no such category` }]);

/** The MPN/SKU pass: exact and prefix on the normalised part number (btree), before any fuzzy matching. */
async function partNumberPass(context: PresentContext, index: IndexSnapshot, partNumber: string) {
  const [hit] = await queryRows<{ products: number[]; skuVariants: number[]; exact: boolean }>(
    context.db,
    sql`SELECT array(SELECT id FROM products WHERE mpn_normalized LIKE ${`${partNumber}%`} LIMIT ${MAX_RESULT_WINDOW}) AS products,
               array(SELECT id FROM variants WHERE sku_normalized = ${partNumber}) AS "skuVariants",
               EXISTS (SELECT 1 FROM products WHERE mpn_normalized = ${partNumber}) AS exact`,
  );
  if (hit.products.length === 0 && hit.skuVariants.length === 0) return null;
  const skuRows = hit.skuVariants.map((id) => index.rowOfVariant[id] ?? -1).filter((row) => row >= 0);
  const exactRows = new Set(skuRows);
  return {
    exact: hit.exact || skuRows.length > 0,
    candidates: Int32Array.from(new Set([...rowsOfProducts(index, hit.products), ...skuRows])).sort(),
    // An exact SKU first, then MPN byte order: the exact MPN before its longer prefixes.
    ranking: { key: (row: number) => (exactRows.has(row) ? -1 : index.mpnRank[row]) },
  };
}

/** The typo pass: near matches of the MPN (see typo.ts), only when nothing matched otherwise; closest first. */
async function fuzzyPass(context: PresentContext, index: IndexSnapshot, text: string) {
  const ids = await typoCandidates(context.db, normalizePartNumber(text));
  const position = new Map(ids.map((id, order) => [id, order]));
  return { candidates: rowsOfProducts(index, ids), ranking: { key: (row: number) => position.get(index.productId[row]) ?? ids.length } };
}

/** Products whose search text holds every word (Turkish and English names, maker, MPN). */
async function productsWithWords(context: PresentContext, words: string[]) {
  const likes = words.map((word) => sql`search_text LIKE ${containingPattern(word)}`);
  const [row] = await queryRows<{ ids: number[] }>(
    context.db,
    sql`SELECT array(SELECT id FROM products WHERE ${sql.join(likes, sql` AND `)}) AS ids`,
  );
  return row.ids;
}

/** Sort keys over the index's columns: ascending, ties by variant id; hidden prices and stock go last. */
function ranking(index: IndexSnapshot, sort: Sort, relevance: Ranking | null): Ranking {
  const { showPrice, unitPriceUsd, showStock, totalStock, mpnRank } = index;
  const noPrice = Number.MAX_VALUE;
  switch (sort) {
    case "price-asc":
      return { key: (row) => (showPrice[row] === 0 ? Infinity : Number.isNaN(unitPriceUsd[row]) ? noPrice : unitPriceUsd[row]) };
    case "price-desc":
      return { key: (row) => (showPrice[row] === 0 ? Infinity : Number.isNaN(unitPriceUsd[row]) ? noPrice : -unitPriceUsd[row]) };
    case "stock-desc":
      return { key: (row) => (showStock[row] === 0 ? Infinity : -totalStock[row]) };
    case "mpn-asc":
      return { key: (row) => mpnRank[row], followsRows: true };
    default:
      return relevance ?? { key: (row) => mpnRank[row], followsRows: true };
  }
}

/** Whose key properties are the columns: the chosen category's when its subtree has one parametric leaf, else the one category all matches share. */
function tableCategoryOf(reference: CatalogReference, categoryIds: number[] | null, matchesByCategory: Map<number, number>): number | null {
  const parametric = (categoryIds ?? []).filter((id) => reference.definitionsByCategory.has(id));
  if (parametric.length === 1) return parametric[0];
  return matchesByCategory.size === 1 ? [...matchesByCategory.keys()][0] : null;
}

const oneOf = (key: string, column: Int32Array, size: number, codes: number[]) => {
  const allowed = new Uint8Array(size);
  for (const code of codes) if (code >= 0 && code < size) allowed[code] = 1;
  return columnClause(key, column, allowed);
};

export async function searchVariants(
  input: VariantSearchInput,
  context: PresentContext,
  index: IndexSnapshot,
  options: { items?: boolean } = {},
) {
  const { reference, locale } = context;
  const category =
    input.categoryId !== undefined
      ? findCategory(reference, input.categoryId)
      : input.category
        ? findCategory(reference, input.category)
        : undefined;
  if ((input.categoryId !== undefined || input.category) && !category)
    throw notFoundCategory(input.categoryId !== undefined ? "categoryId" : "category");
  const categoryIds = category ? subtreeIds(reference, category.id) : null;
  const scope = definitionsInScope(reference, categoryIds);
  const segments = categoryIds
    ? categoryIds.flatMap((id) => index.segmentByCategory.get(id) ?? []).sort((a, b) => a.start - b.start)
    : index.segments;

  const conditions: IndexCondition[] = [];
  if (input.manufacturer.length) {
    const ids = input.manufacturer.map((slug) => reference.manufacturerBySlug.get(slug)?.id ?? -1);
    conditions.push({
      dimension: "manufacturer",
      clauses: [oneOf("manufacturer", index.manufacturerId, index.maxManufacturerId + 1, ids)],
    });
  }
  if (input.packaging.length) {
    const codes = input.packaging.map((name) => index.packagingNames.codeOf(name) ?? -1);
    conditions.push({ dimension: "packaging", clauses: [oneOf("packaging", index.packaging, index.packagingNames.size, codes)] });
  }
  if (input.inStock) conditions.push({ dimension: "inStock", clauses: [oneOf("inStock", index.inStock, 2, [1])] });
  if (input.rohs) conditions.push({ dimension: "rohs", clauses: [oneOf("rohs", index.rohs, 2, [1])] });
  conditions.push(...propertyConditions(reference, index, input.prop, scope));
  conditions.push(...rangeConditions(reference, index, "min", input.min), ...rangeConditions(reference, index, "max", input.max));

  let relevance: Ranking | null = null;
  let candidates: Int32Array | null = null;
  let interpretedSearch: VariantSearchResult["interpretedSearch"] = null;
  const search = input.search?.trim();
  let fuzzyFallback: string | null = null;
  if (search && !isSearchable(search)) {
    // Nothing to search for (`%`, `😀`, one letter): no part matches, rather than every part.
    candidates = new Int32Array(0);
    interpretedSearch = { text: search, properties: [], words: [], exactMatch: false };
  } else if (search) {
    const parsed = parseSearchQuery(search);
    const partNumber = parsed.partNumber ? await partNumberPass(context, index, parsed.partNumber) : null;
    if (partNumber) {
      candidates = partNumber.candidates;
      relevance = partNumber.ranking;
      interpretedSearch = { text: parsed.text, properties: [], words: [], exactMatch: partNumber.exact };
    } else {
      const read = parsedSearchConditions(parsed, scope, index);
      if (read.clauses.length) conditions.push({ dimension: "search", clauses: read.clauses });
      if (read.words.length) candidates = rowsOfProducts(index, await productsWithWords(context, read.words));
      interpretedSearch = {
        text: parsed.text,
        properties: read.interpreted.map(({ definition, ...item }) => ({
          ...item,
          label: locale === "en" ? definition.labelEn : definition.labelTr,
        })),
        words: read.words,
        exactMatch: false,
      };
      if (parsed.partNumber || read.words.length) fuzzyFallback = parsed.text;
    }
  }

  const offset = (input.page - 1) * input.pageSize;
  const keyCodes = (categoryId: number) =>
    (reference.definitionsByCategory.get(categoryId) ?? []).filter((item) => item.isKey).map((item) => item.code);
  const run = (candidateRows: Int32Array | null, scanConditions: IndexCondition[], order: Ranking | null) =>
    scan(index, {
      segments,
      candidates: candidateRows,
      conditions: scanConditions,
      propertyFacets: (matchesByCategory) => {
        const categoryId = tableCategoryOf(reference, categoryIds, matchesByCategory);
        return categoryId === null ? null : { categoryId, codes: keyCodes(categoryId) };
      },
      ranking: ranking(index, input.sort, order),
      // Past the window there is nothing to rank: the list is either shorter (an empty page) or refused below.
      keep: options.items === false ? 0 : Math.min(offset, MAX_RESULT_WINDOW) + input.pageSize,
    });

  let result = run(candidates, conditions, relevance);
  if (result.total === 0 && fuzzyFallback) {
    const fuzzy = await fuzzyPass(context, index, fuzzyFallback);
    result = run(
      fuzzy.candidates,
      conditions.filter((item) => item.dimension !== "search"),
      fuzzy.ranking,
    );
    if (interpretedSearch) interpretedSearch = { ...interpretedSearch, properties: [], words: [] };
  }
  // Only a list longer than the window is cut by it; a shorter one paged past its end is an empty page.
  if (offset + input.pageSize > MAX_RESULT_WINDOW && result.total > MAX_RESULT_WINDOW) {
    throw new AppError(400, `Only the first ${MAX_RESULT_WINDOW} results can be paged`, [
      { field: "page", message: `page: page × pageSize may not pass ${MAX_RESULT_WINDOW}` },
    ]);
  }
  const tableCategoryId = result.propertyCategoryId;
  const keyDefinitions = (tableCategoryId ? (reference.definitionsByCategory.get(tableCategoryId) ?? []) : []).filter((item) => item.isKey);
  const items = await listItemsByIds(
    result.top.slice(offset).map((row) => index.variantId[row]),
    context,
  );

  const countedValues = (counts: Int32Array, valueOf: (code: number) => string | number) =>
    [...counts.entries()]
      // Code 0 is "no value" in every column.
      .filter(([code, count]) => code > 0 && count > 0)
      .map(([code, count]) => ({ value: valueOf(code), count }))
      .sort(
        (a, b) =>
          b.count - a.count ||
          (typeof a.value === "number" && typeof b.value === "number" ? a.value - b.value : String(a.value).localeCompare(String(b.value))),
      )
      .slice(0, FACET_VALUE_LIMIT);
  const properties = keyDefinitions.map((definition) => {
    const dictionary = index.values.get(definition.code);
    const counts = result.properties.get(definition.code) ?? new Int32Array(0);
    const rows = countedValues(counts, (code) => dictionary!.values[code]!);
    const numbers = rows.map((row) => row.value).filter((value): value is number => typeof value === "number");
    return {
      ...propertyColumn(definition, locale),
      values: rows.map((row) => ({ value: String(row.value), label: displayValue(definition, row.value), count: row.count })),
      min: definition.kind === "numeric" && numbers.length ? Math.min(...numbers) : null,
      max: definition.kind === "numeric" && numbers.length ? Math.max(...numbers) : null,
    };
  });
  const totals = { total: result.total, inStock: result.inStock, rohs: result.rohs };
  const makerRows = countedValues(result.manufacturers, (code) => code);
  const packagingRows = countedValues(result.packaging, (code) => String(index.packagingNames.values[code]));

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
      ? ancestry(reference, category.id).map((row) => ({
          id: row.id,
          code: row.code,
          name: categoryName(row, locale),
          slug: categorySlug(row, locale),
        }))
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

/** A category's filter options: its product list without the items (404 for no such category). */
export async function filterOptions(
  context: PresentContext,
  searchIndex: SearchIndex,
  key: string,
  query: Omit<VariantSearchInput, "categoryId" | "category">,
) {
  const category = requireCategory(context, key);
  return searchVariants({ ...query, categoryId: category.id }, context, await searchIndex.snapshot(), { items: false });
}
