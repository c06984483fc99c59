import type { PresentContext } from "../present";
import type { IndexSnapshot } from "../search-index";
import { scan, type IndexCondition } from "../search-index/scan";
import { readSearch, scanReading } from "../search-reading";
import type { VariantSearchInput } from "./list-query";
import { ranking, statedQuantity } from "./ranking";
import type { ListScope } from "./scope";
import { keyDefinitions, tableCategoryOf } from "./table-columns";

/**
 * Reads the search box, then scans the scope's rows once: how many match, the facet counts (with the values of the
 * table category's key properties) and the best `keep` matches in the list's order.
 */
export async function scanList(
  context: PresentContext,
  index: IndexSnapshot,
  query: Pick<VariantSearchInput, "search" | "sort" | "quantity">,
  scope: ListScope,
  conditions: IndexCondition[],
  keep: number,
) {
  const { reference } = context;
  const reading = await readSearch(context, index, query.search, scope.definitions);
  return scanReading(context, index, reading, conditions, (candidates, scanConditions, order) =>
    scan(index, {
      segments: scope.segments,
      candidates,
      conditions: scanConditions,
      propertyFacets: (matchesByCategory) => {
        const categoryId = tableCategoryOf(reference, scope.categoryIds, matchesByCategory);
        return categoryId === null ? null : { categoryId, codes: keyDefinitions(reference, categoryId).map((item) => item.code) };
      },
      ranking: ranking(index, query.sort, order, { quantity: statedQuantity(query), reference }),
      keep,
    }),
  );
}
