import type { CatalogReference } from "../reference";

/** Whose key properties are the columns: the chosen category's when its subtree has one parametric leaf, else the one category all matches share. */
export function tableCategoryOf(
  reference: CatalogReference,
  categoryIds: number[] | null,
  matchesByCategory: Map<number, number>,
): number | null {
  const parametric = (categoryIds ?? []).filter((id) => reference.definitionsByCategory.has(id));
  if (parametric.length === 1) return parametric[0];
  return matchesByCategory.size === 1 ? [...matchesByCategory.keys()][0] : null;
}

/** A category's key properties: the table's columns, whose values the facets count. */
export const keyDefinitions = (reference: CatalogReference, categoryId: number) =>
  (reference.definitionsByCategory.get(categoryId) ?? []).filter((item) => item.isKey);
