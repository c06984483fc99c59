import type { Category, PropertyDefinition } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import { findCategory, subtreeIds, type CatalogReference } from "../reference";
import { definitionsInScope } from "../search-conditions";
import type { IndexSnapshot, Segment } from "../search-index";
import type { VariantSearchInput } from "./list-query";

/** What a list covers. */
export interface ListScope {
  /** The category asked for, if any. */
  category: Category | undefined;
  /** Its subtree, or null for the whole catalog. */
  categoryIds: number[] | null;
  /** The properties defined in the scope: what filters and the search box may name. */
  definitions: PropertyDefinition[];
  /** The index segments holding the scope's rows, in row order. */
  segments: Segment[];
}

const notFoundCategory = (field: string) => new AppError(404, "Category not found", [{ field, message: `${field}: no such category` }]);

/** The category named by id or by code or slug; a 404 when the query names one that does not exist. */
function requestedCategory(reference: CatalogReference, input: Pick<VariantSearchInput, "categoryId" | "category">) {
  const category =
    input.categoryId !== undefined
      ? findCategory(reference, input.categoryId)
      : input.category
        ? findCategory(reference, input.category)
        : undefined;
  if ((input.categoryId !== undefined || input.category) && !category)
    throw notFoundCategory(input.categoryId !== undefined ? "categoryId" : "category");
  return category;
}

export function listScope(
  reference: CatalogReference,
  index: IndexSnapshot,
  input: Pick<VariantSearchInput, "categoryId" | "category">,
): ListScope {
  const category = requestedCategory(reference, input);
  const categoryIds = category ? subtreeIds(reference, category.id) : null;
  return {
    category,
    categoryIds,
    definitions: definitionsInScope(reference, categoryIds),
    segments: categoryIds
      ? categoryIds.flatMap((id) => index.segmentByCategory.get(id) ?? []).sort((a, b) => a.start - b.start)
      : index.segments,
  };
}
