import { parseRangeValue } from "@contract/range-field";
import type { PropertyDefinition } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { CatalogReference } from "./reference";
import type { PropertyValue } from "./search-index/dictionary";
import { propertyClause, type Clause, type IndexCondition } from "./search-index/scan";
import type { IndexSnapshot } from "./search-index";
import type { ParsedSearch } from "./search-query";

/** Definitions in scope: those of the chosen categories, or all of them. */
export function definitionsInScope(reference: CatalogReference, categoryIds: number[] | null): PropertyDefinition[] {
  if (!categoryIds) return [...reference.definitionsByCategory.values()].flat();
  return categoryIds.flatMap((id) => reference.definitionsByCategory.get(id) ?? []);
}

const invalid = (field: string, message: string) => new AppError(400, message, [{ field, message: `${field}: ${message}` }]);

/** The codes of a property's values that `accept` takes (none when no row has the property). */
function allowedValues(snapshot: IndexSnapshot, code: string, accept: (value: PropertyValue) => boolean) {
  return snapshot.values.get(code)?.allowed(accept) ?? new Uint8Array(1);
}

/** Equal to one of `values` (a number equals a number, text equals text, as jsonb containment compares). */
const equalTo = (snapshot: IndexSnapshot, code: string, values: PropertyValue[]) => ({
  code,
  allowed: allowedValues(snapshot, code, (value) => values.includes(value)),
});

/** `prop=<code>:<value>` filters: same code → OR, different codes → AND; numeric codes take a number in the SI base unit. */
export function propertyConditions(
  reference: CatalogReference,
  snapshot: IndexSnapshot,
  props: string[],
  scope: PropertyDefinition[],
): IndexCondition[] {
  const byCode = new Map<string, PropertyValue[]>();
  for (const entry of props) {
    const separator = entry.indexOf(":");
    const code = separator > 0 ? entry.slice(0, separator) : "";
    const raw = separator > 0 ? entry.slice(separator + 1) : "";
    const definition = scope.find((item) => item.code === code) ?? reference.definitionsByCode.get(code)?.[0];
    if (!definition || raw === "") throw invalid("prop", `expected <property code>:<value>, got "${entry}"`);
    const value = definition.kind === "numeric" ? Number(raw) : raw;
    if (typeof value === "number" && !Number.isFinite(value)) throw invalid("prop", `${code} takes a number, got "${raw}"`);
    byCode.set(code, [...(byCode.get(code) ?? []), value]);
  }
  return [...byCode.entries()].map(([code, values]) => ({
    dimension: `prop:${code}`,
    clauses: [propertyClause([equalTo(snapshot, code, values)])],
  }));
}

/** `min=<code>:<value>` and `max=<code>:<value>` on numeric properties, the value as typed in its range field (contract/range-field.ts). */
export function rangeConditions(
  reference: CatalogReference,
  snapshot: IndexSnapshot,
  field: "min" | "max",
  entries: string[],
): IndexCondition[] {
  return entries.map((entry) => {
    const [code, raw] = [entry.slice(0, entry.indexOf(":")), entry.slice(entry.indexOf(":") + 1)];
    const definition = reference.definitionsByCode.get(code)?.[0];
    const bound = definition ? parseRangeValue(raw, definition.unit) : null;
    if (!definition || definition.kind !== "numeric" || bound === null) {
      throw invalid(field, `expected <numeric property code>:<value>, got "${entry}"`);
    }
    const inRange = (value: PropertyValue) => typeof value === "number" && (field === "min" ? value >= bound : value <= bound);
    // Its own dimension, not the property's: the property's facet counts only values inside the range, as its links
    // add a value to the range rather than replace it.
    return { dimension: `range:${code}`, clauses: [propertyClause([{ code, allowed: allowedValues(snapshot, code, inRange) }])] };
  });
}

/**
 * The parsed search box as clauses: each value, package or dielectric must match one property of its kind
 * (any of them: a voltage is a capacitor's rating or a regulator's output); words are left for a text search.
 * A value with no property of its kind in scope is searched as a word.
 */
export function parsedSearchConditions(parsed: ParsedSearch, scope: PropertyDefinition[], snapshot: IndexSnapshot) {
  const clauses: Clause[] = [];
  const interpreted: Array<{ code: string; label: string; value: number | string; definition: PropertyDefinition }> = [];
  const words = [...parsed.words];
  const codesOf = (quantity: string) => [...new Set(scope.filter((item) => item.searchQuantity === quantity).map((item) => item.code))];
  const match = (quantity: string, value: number | string, source: string) => {
    const codes = codesOf(quantity);
    if (codes.length === 0) {
      words.push(source.toLowerCase());
      return;
    }
    clauses.push(propertyClause(codes.map((code) => equalTo(snapshot, code, [value]))));
    const definition = scope.find((item) => item.code === codes[0])!;
    interpreted.push({ code: codes[0], label: definition.labelEn, value, definition });
  };
  for (const term of parsed.quantities) match(term.quantity, term.value, term.source);
  for (const name of parsed.packages) match("package", name, name);
  for (const name of parsed.dielectrics) match("dielectric", name, name);
  return { clauses, interpreted, words };
}
