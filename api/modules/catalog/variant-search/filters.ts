import type { PropertyDefinition } from "../../../db/schema";
import type { CatalogReference } from "../reference";
import { propertyConditions, rangeConditions } from "../search-conditions";
import type { IndexSnapshot } from "../search-index";
import { columnClause, type IndexCondition } from "../search-index/scan";
import type { VariantSearchInput } from "./list-query";

type Filters = Pick<VariantSearchInput, "manufacturer" | "packaging" | "inStock" | "rohs" | "prop" | "min" | "max">;

const oneOf = (key: string, column: Int32Array, size: number, codes: number[]) => {
  const allowed = new Uint8Array(size);
  for (const code of codes) if (code >= 0 && code < size) allowed[code] = 1;
  return columnClause(key, column, allowed);
};

/** The list's filters as index conditions; a property outside `scope` or a value it cannot take is a 400. */
export function filterConditions(
  reference: CatalogReference,
  index: IndexSnapshot,
  filters: Filters,
  scope: PropertyDefinition[],
): IndexCondition[] {
  const conditions: IndexCondition[] = [];
  if (filters.manufacturer.length) {
    const ids = filters.manufacturer.map((slug) => reference.manufacturerBySlug.get(slug)?.id ?? -1);
    conditions.push({
      dimension: "manufacturer",
      clauses: [oneOf("manufacturer", index.manufacturerId, index.maxManufacturerId + 1, ids)],
    });
  }
  if (filters.packaging.length) {
    const codes = filters.packaging.map((name) => index.packagingNames.codeOf(name) ?? -1);
    conditions.push({ dimension: "packaging", clauses: [oneOf("packaging", index.packaging, index.packagingNames.size, codes)] });
  }
  if (filters.inStock) conditions.push({ dimension: "inStock", clauses: [oneOf("inStock", index.inStock, 2, [1])] });
  if (filters.rohs) conditions.push({ dimension: "rohs", clauses: [oneOf("rohs", index.rohs, 2, [1])] });
  conditions.push(...propertyConditions(reference, index, filters.prop, scope));
  conditions.push(...rangeConditions(reference, index, "min", filters.min), ...rangeConditions(reference, index, "max", filters.max));
  return conditions;
}
