/**
 * A line's value and package read as the search box reads them (catalog/search-query.ts): value "10k" with package
 * "R_0603_1608Metric" reads like the search `10k 0603`, "100n X7R 50V" with "0402" like `100n X7R 50V 0402`.
 */
import { footprintPackage } from "@contract/package-names";
import type { PropertyDefinition } from "../../db/schema";
import type { PresentContext } from "../catalog/present";
import type { IndexSnapshot } from "../catalog/search-index";
import { scan } from "../catalog/search-index/scan";
import { parseSearchQuery } from "../catalog/search-query";
import { readSearch, scanReading } from "../catalog/search-reading";
import { candidateOrder, type Candidate, type LineTerms } from "./candidates";

/** Parts of one value kept per line: the best and the alternatives, with room for parts the caller cannot see. */
const KEEP = 10;

/** The search text of a line's value and package, with what it reads; null when the value reads as no value. */
export function valueSearch(value: string | undefined, footprint: string | undefined) {
  if (!value) return null;
  const packageName = footprintPackage(footprint);
  const text = packageName ? `${value} ${packageName}` : value;
  const parsed = parseSearchQuery(text);
  if (parsed.quantities.length + parsed.dielectrics.length === 0) return null;
  return { text, withPackage: parsed.packages.length > 0 };
}

/**
 * The parts of that value and package the caller may see, ranked for the line (its maker's first, in stock, cheapest
 * at its quantity), each as its best packaging. A value is matched or not: no near matches.
 */
export async function partsOfValue(
  context: PresentContext,
  index: IndexSnapshot,
  scope: PropertyDefinition[],
  text: string,
  terms: LineTerms,
): Promise<Candidate[]> {
  // The customer part numbers are the matching's own pass, not the value's.
  const reading = await readSearch({ ...context, companyId: null }, index, text, scope);
  if (!reading.condition) return [];
  const order = candidateOrder(index, terms);
  const ranking = { key: order.key, then: order.then };
  // Without the fallback a reading no part has matches nothing, rather than the part numbers near its text.
  const { result } = await scanReading(context, index, { ...reading, fuzzyFallback: null }, [], (candidates, conditions) =>
    scan(index, { segments: index.segments, candidates, conditions, propertyFacets: () => null, ranking, keep: KEEP }),
  );
  return result.top.map((row) => ({ productId: index.productId[row], row }));
}
