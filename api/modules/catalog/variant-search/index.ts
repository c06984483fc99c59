import { requireCategory } from "../category-service";
import { listItemsByIds, propertyColumn, type PresentContext } from "../present";
import type { IndexSnapshot, SearchIndex } from "../search-index";
import { listFacets } from "./facets";
import { filterConditions } from "./filters";
import { listBreadcrumb, listCategory } from "./list-category";
import { assertPageInWindow, pageCount, pageOffset, rowsToRank, type VariantSearchInput } from "./list-query";
import { statedQuantity } from "./ranking";
import { scanList } from "./scan-list";
import { listScope } from "./scope";
import { keyDefinitions } from "./table-columns";

/** The product list: the scope, the filters, one scan of the index, then the page's items and the facets. */
export async function searchVariants(
  input: VariantSearchInput,
  context: PresentContext,
  index: IndexSnapshot,
  options: { items?: boolean } = {},
) {
  const { reference, locale } = context;
  const scope = listScope(reference, index, input);
  const conditions = filterConditions(reference, index, input, scope.definitions);
  const keep = rowsToRank(input, options.items !== false);
  const { result, interpretedSearch } = await scanList(context, index, input, scope, conditions, keep);
  assertPageInWindow(input, result.total);
  const tableCategoryId = result.propertyCategoryId;
  const columns = tableCategoryId ? keyDefinitions(reference, tableCategoryId) : [];
  const items = await listItemsByIds(
    result.top.slice(pageOffset(input)).map((row) => index.variantId[row]),
    context,
  );
  return {
    items,
    total: result.total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: pageCount(input, result.total),
    sort: input.sort,
    quantity: statedQuantity(input) ?? null,
    currency: context.pricing.currency,
    category: scope.category ? listCategory(reference, scope.category, locale) : null,
    breadcrumb: scope.category ? listBreadcrumb(reference, scope.category, locale) : [],
    tableProperties: columns.map((definition) => propertyColumn(definition, locale)),
    facets: listFacets(reference, index, result, columns, locale),
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
