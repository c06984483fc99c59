// A product list whose URL the API refuses (a hand-edited or outdated link) is said in the page's words, never with
// the API's developer text: a refused filter is named as its chip would read, with a link to the list without it.

import type { TFunction } from "~/lib/i18n/translate";
import type { SearchFacets } from "@contract/api/catalog/schemas";
import { splitProp } from "./product-list-query";

/** The list's filter parameters, by the field name the API's refusal gives (a range is `min.<code>` in the URL). */
const FILTER_FIELDS: Record<string, (key: string) => boolean> = {
  prop: (key) => key === "prop",
  manufacturer: (key) => key === "manufacturer",
  packaging: (key) => key === "packaging",
  min: (key) => key.startsWith("min."),
  max: (key) => key.startsWith("max."),
};

export interface SetAside {
  /** The URL without the refused filters (nor the page: the longer list starts again). */
  kept: URLSearchParams;
  removed: Array<[key: string, value: string]>;
}

/** The URL without the refused filters; null when the API refused something that is not a filter. */
export function setAsideRefusedFilters(search: URLSearchParams, refusedFields: string[]): SetAside | null {
  const fields = [...new Set(refusedFields)];
  if (fields.length === 0 || !fields.every((field) => field in FILTER_FIELDS)) return null;
  const refused = (key: string) => fields.some((field) => FILTER_FIELDS[field](key));
  const kept = new URLSearchParams();
  const removed: SetAside["removed"] = [];
  for (const [key, value] of search) {
    if (refused(key)) removed.push([key, value]);
    else if (key !== "page") kept.append(key, value);
  }
  return removed.length > 0 ? { kept, removed } : null;
}

/** "Direnç: xyz" — a set-aside filter as its chip would have read, in the page's language. */
export function setAsideLabel([key, value]: [string, string], facets: SearchFacets, t: TFunction): string {
  const property = (code: string) => facets.properties.find((item) => item.code === code);
  if (key === "prop") {
    const [code, text] = splitProp(value);
    return `${property(code)?.label ?? code}: ${text}`;
  }
  if (key.startsWith("min.") || key.startsWith("max.")) {
    const code = key.slice(4);
    return `${property(code)?.label ?? code} ${key.startsWith("min.") ? "≥" : "≤"} ${value}`;
  }
  return `${t(`filters.${key}`)}: ${value}`;
}

/** What the page says of a refused query that is not a filter. */
export function refusalText(refusedFields: string[], t: TFunction, limits: { searchMax: number; resultWindow: string }): string {
  if (refusedFields.includes("page")) return t("list.pageTooDeep", { limit: limits.resultWindow });
  if (refusedFields.includes("search")) return t("list.searchTooLong", { max: limits.searchMax });
  return t("list.unreadableAddress");
}
