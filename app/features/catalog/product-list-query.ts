// The product list page's URL → the API's variants-search query. The page's URL uses the API's own
// parameter names, except numeric ranges: a GET form cannot type "code:value", so the page carries
// `min.<code>=10k` / `max.<code>=100k` as typed and they go to the API as typed (`min=<code>:10k`): only the API
// knows the property's unit, and reads the text in it (contract/range-field.ts, docs/decisions/011-memory-units.md).

import type { VariantSearchQuery } from "@contract/api/catalog/queries";
import { parseEngineeringNumber } from "@contract/engineering";
import { DEFAULT_PAGE_SIZE, MAX_PRICE_QUANTITY, PAGE_SIZES, SORTS, type PageSize, type Sort } from "@contract/limits";
import { pageFrom } from "~/lib/list-query";

export const RANGE_MIN = "min.";
export const RANGE_MAX = "max.";
const LIST_KEYS = ["manufacturer", "packaging", "prop"] as const;
const CODE = /^[a-z0-9_-]{1,64}$/i;

export interface RangeBound {
  code: string;
  bound: "min" | "max";
  /** As typed (shown back in the form). */
  text: string;
  /** The text read as engineering notation; null when it is not a number (the API reads it in the property's unit). */
  value: number | null;
}

export function rangeBounds(search: URLSearchParams): RangeBound[] {
  const bounds: RangeBound[] = [];
  for (const [key, text] of search) {
    const bound = key.startsWith(RANGE_MIN) ? "min" : key.startsWith(RANGE_MAX) ? "max" : null;
    const code = key.slice(4);
    if (!bound || !CODE.test(code) || text.trim() === "") continue;
    bounds.push({ code, bound, text, value: parseEngineeringNumber(text) });
  }
  return bounds;
}

export function sortFrom(search: URLSearchParams): Sort | null {
  const sort = search.get("sort");
  return SORTS.includes(sort as Sort) ? (sort as Sort) : null;
}

/** The quantity the price sorts compare at, as typed next to the sort; null when none or not a whole number in range. */
export function statedQuantityFrom(search: URLSearchParams): number | null {
  const quantity = Number(search.get("quantity")?.trim() || Number.NaN);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_PRICE_QUANTITY ? quantity : null;
}

export function pageSizeFrom(search: URLSearchParams): PageSize {
  const size = Number(search.get("pageSize"));
  return PAGE_SIZES.includes(size as PageSize) ? (size as PageSize) : DEFAULT_PAGE_SIZE;
}

/** The variants-search query for a list page; `category` is the slug of a named list (/ps/{name}). */
export function variantSearchQuery(search: URLSearchParams, category?: string): VariantSearchQuery {
  const query: VariantSearchQuery = {};
  if (category) query.category = category;
  const text = search.get("search")?.trim();
  if (text) query.search = text;
  for (const key of LIST_KEYS) {
    const values = search.getAll(key).filter((value) => value !== "");
    if (values.length > 0) query[key] = values;
  }
  if (search.get("inStock") === "true") query.inStock = true;
  if (search.get("rohs") === "true") query.rohs = true;
  const bounds = readableBounds(search);
  const min = bounds.filter((bound) => bound.bound === "min").map((bound) => `${bound.code}:${bound.text.trim()}`);
  const max = bounds.filter((bound) => bound.bound === "max").map((bound) => `${bound.code}:${bound.text.trim()}`);
  if (min.length > 0) query.min = min;
  if (max.length > 0) query.max = max;
  const sort = sortFrom(search);
  if (sort) query.sort = sort;
  const quantity = statedQuantityFrom(search);
  if (quantity !== null) query.quantity = quantity;
  query.page = pageFrom(search);
  query.pageSize = pageSizeFrom(search);
  return query;
}

/** Range bounds that are numbers: the ones that narrow the list (variantSearchQuery passes no other). */
export function readableBounds(search: URLSearchParams): RangeBound[] {
  return rangeBounds(search).filter((bound) => bound.value !== null);
}

/** Range bounds whose text is not a number: ignored, and the page says so. */
export function unreadableBounds(search: URLSearchParams): RangeBound[] {
  return rangeBounds(search).filter((bound) => bound.value === null);
}

/** How many filters narrow the list (the search words are not a filter, nor is a range bound that is not a number). */
export function activeFilterCount(search: URLSearchParams): number {
  const listed = LIST_KEYS.reduce((sum, key) => sum + search.getAll(key).filter(Boolean).length, 0);
  const flags = (search.get("inStock") === "true" ? 1 : 0) + (search.get("rohs") === "true" ? 1 : 0);
  return listed + flags + readableBounds(search).length;
}

/** `prop=package:0603` → ["package", "0603"]; the value may itself hold colons. */
export function splitProp(value: string): [string, string] {
  const at = value.indexOf(":");
  return at === -1 ? [value, ""] : [value.slice(0, at), value.slice(at + 1)];
}
