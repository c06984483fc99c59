import type { PropertyDefinition } from "../../../db/schema";
import type { ApiLocale } from "../../../lib/locale";
import { displayValue, propertyColumn } from "../present";
import type { CatalogReference } from "../reference";
import type { IndexSnapshot } from "../search-index";
import type { ScanResult } from "../search-index/scan";

const FACET_VALUE_LIMIT = 100;

/** The values a column's counts hold, most frequent first (ties by value), at most FACET_VALUE_LIMIT. */
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

function propertyFacet(definition: PropertyDefinition, index: IndexSnapshot, result: ScanResult, locale: ApiLocale) {
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
}

/** What the matches hold per filter: manufacturers, packaging, stock, RoHS and the values of the key properties. */
export function listFacets(
  reference: CatalogReference,
  index: IndexSnapshot,
  result: ScanResult,
  keyDefinitions: PropertyDefinition[],
  locale: ApiLocale,
) {
  return {
    manufacturers: countedValues(result.manufacturers, (code) => code).map((row) => {
      const maker = reference.manufacturerById.get(Number(row.value));
      return { value: maker?.slug ?? String(row.value), label: maker?.name ?? String(row.value), count: row.count };
    }),
    packaging: countedValues(result.packaging, (code) => String(index.packagingNames.values[code])).map((row) => ({
      value: String(row.value),
      label: String(row.value),
      count: row.count,
    })),
    inStock: result.inStock,
    rohs: result.rohs,
    properties: keyDefinitions.map((definition) => propertyFacet(definition, index, result, locale)),
  };
}
