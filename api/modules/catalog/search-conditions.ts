import { sql, type SQL } from "drizzle-orm";
import type { PropertyDefinition } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ParsedSearch } from "./search-query";
import type { CatalogReference } from "./reference";

/** A WHERE condition tagged with the filter it comes from, so each facet can leave its own filter out (disjunctive facets). */
export interface Condition {
  dimension: string;
  sql: SQL;
}

export const containment = (code: string, value: number | string) => sql`s.properties @> ${JSON.stringify({ [code]: value })}::jsonb`;

/** Definitions in scope: those of the chosen categories, or all of them. */
export function definitionsInScope(reference: CatalogReference, categoryIds: number[] | null): PropertyDefinition[] {
  if (!categoryIds) return [...reference.definitionsByCategory.values()].flat();
  return categoryIds.flatMap((id) => reference.definitionsByCategory.get(id) ?? []);
}

const invalid = (field: string, message: string) => new AppError(400, message, [{ field, message: `${field}: ${message}` }]);

/** `prop=<code>:<value>` filters: same code → OR, different codes → AND; numeric codes take a number in the SI base unit. */
export function propertyConditions(reference: CatalogReference, props: string[], scope: PropertyDefinition[]): Condition[] {
  const byCode = new Map<string, Array<number | string>>();
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
    sql: sql`(${sql.join(values.map((value) => containment(code, value)), sql` OR `)})`,
  }));
}

/** `min=<code>:<number>` and `max=<code>:<number>` on numeric properties. */
export function rangeConditions(reference: CatalogReference, field: "min" | "max", entries: string[]): Condition[] {
  return entries.map((entry) => {
    const [code, raw] = [entry.slice(0, entry.indexOf(":")), entry.slice(entry.indexOf(":") + 1)];
    const definition = reference.definitionsByCode.get(code)?.[0];
    const value = Number(raw);
    if (!definition || definition.kind !== "numeric" || raw === "" || !Number.isFinite(value)) {
      throw invalid(field, `expected <numeric property code>:<number>, got "${entry}"`);
    }
    const operator = field === "min" ? sql.raw(">=") : sql.raw("<=");
    return {
      dimension: `prop:${code}`,
      sql: sql`jsonb_typeof(s.properties -> ${code}) = 'number' AND (s.properties ->> ${code})::numeric ${operator} ${raw}::numeric`,
    };
  });
}

/**
 * The parsed search box as conditions: each value, package or dielectric must match one property of its kind
 * (any of them: a voltage is a capacitor's rating or a regulator's output); words must all appear in the search text.
 * A value with no property of its kind in scope is searched as a word.
 */
export function parsedSearchConditions(parsed: ParsedSearch, scope: PropertyDefinition[]) {
  const conditions: SQL[] = [];
  const interpreted: Array<{ code: string; label: string; value: number | string; display: string; definition: PropertyDefinition }> = [];
  const words = [...parsed.words];
  const codesOf = (quantity: string) => [...new Set(scope.filter((item) => item.searchQuantity === quantity).map((item) => item.code))];
  const match = (quantity: string, value: number | string, display: string, source: string) => {
    const codes = codesOf(quantity);
    if (codes.length === 0) {
      words.push(source.toLowerCase());
      return;
    }
    conditions.push(sql`(${sql.join(codes.map((code) => containment(code, value)), sql` OR `)})`);
    const definition = scope.find((item) => item.code === codes[0])!;
    interpreted.push({ code: codes[0], label: definition.labelEn, value, display, definition });
  };
  for (const term of parsed.quantities) match(term.quantity, term.value, term.display, term.source);
  for (const name of parsed.packages) match("package", name, name, name);
  for (const name of parsed.dielectrics) match("dielectric", name, name, name);
  for (const word of words) conditions.push(sql`s.product_id IN (SELECT id FROM products WHERE search_text LIKE ${`%${word.replace(/[\\%_]/g, "\\$&")}%`})`);
  return { conditions, interpreted, words };
}
