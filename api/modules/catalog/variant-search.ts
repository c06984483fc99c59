import type { z } from "zod";
import type { variantSearchQuery } from "@contract/api/catalog/queries";
import { MAX_RESULT_WINDOW, type Sort } from "@contract/limits";
import { AppError } from "../../lib/errors";
import { requireCategory } from "./category-service";
import { listItemsByIds, propertyColumn, displayValue, type PresentContext } from "./present";
import { ancestry, categoryName, categorySlug, findCategory, subtreeIds, type CatalogReference } from "./reference";
import { definitionsInScope, propertyConditions, rangeConditions } from "./search-conditions";
import type { IndexSnapshot, SearchIndex } from "./search-index";
import { columnClause, scan, type IndexCondition, type Ranking } from "./search-index/scan";
import { readSearch, scanReading } from "./search-reading";

/** The product list's query as the contract's schema read it (the currency is the context's). */
export type VariantSearchInput = Omit<z.output<typeof variantSearchQuery>, "currency">;

const FACET_VALUE_LIMIT = 100;

const notFoundCategory = (field: string) => new AppError(404, "Category not found", [{ field, message: `${field}: no such category` }]);

/** Sort keys over the index's columns: ascending, ties by variant id; hidden prices and stock go last. */
export function ranking(index: IndexSnapshot, sort: Sort, relevance: Ranking | null): Ranking {
  const { showPrice, unitPriceUsd, minimumOrderQuantity, showStock, totalStock, mpnRank } = index;
  const noPrice = Number.MAX_VALUE;
  // Prices compare at the same quantity (decision 010): parts by their minimum order quantity, then by their first
  // break's price, which is the price at that minimum; so a reel's 5,000+ price never outbids cut tape's 10+.
  const quantityKey = (row: number) =>
    showPrice[row] === 0 ? Infinity : Number.isNaN(unitPriceUsd[row]) ? noPrice : minimumOrderQuantity[row];
  const price = (row: number) => (Number.isNaN(unitPriceUsd[row]) ? 0 : unitPriceUsd[row]);
  switch (sort) {
    case "price-asc":
      return { key: quantityKey, then: price };
    case "price-desc":
      return { key: quantityKey, then: (row) => -price(row) };
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

  const reading = await readSearch(context, index, input.search, scope);
  const offset = (input.page - 1) * input.pageSize;
  const keyCodes = (categoryId: number) =>
    (reference.definitionsByCategory.get(categoryId) ?? []).filter((item) => item.isKey).map((item) => item.code);
  const { result, interpretedSearch } = await scanReading(context, index, reading, conditions, (candidates, scanConditions, order) =>
    scan(index, {
      segments,
      candidates,
      conditions: scanConditions,
      propertyFacets: (matchesByCategory) => {
        const categoryId = tableCategoryOf(reference, categoryIds, matchesByCategory);
        return categoryId === null ? null : { categoryId, codes: keyCodes(categoryId) };
      },
      ranking: ranking(index, input.sort, order),
      // Past the window there is nothing to rank: the list is either shorter (an empty page) or refused below.
      keep: options.items === false ? 0 : Math.min(offset, MAX_RESULT_WINDOW) + input.pageSize,
    }),
  );
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
    const mostFrequent = countedValues(counts, (code) => dictionary!.values[code]!);
    // A numeric property's values read as a scale (1 KB, 2 KB, 4 KB…): its most frequent values, in value order.
    const rows = definition.kind === "numeric" ? mostFrequent.sort((a, b) => Number(a.value) - Number(b.value)) : mostFrequent;
    const numbers = rows.map((row) => row.value).filter((value): value is number => typeof value === "number");
    return {
      ...propertyColumn(definition, locale),
      values: rows.map((row) => ({ value: String(row.value), label: displayValue(definition, row.value, locale), count: row.count })),
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
