// The product list's state lives in its URL: every filter, sort and page link is built from the
// current query by changing one thing and keeping the rest, so each state has a shareable address.

import { buildQuery, type QueryParams } from "@contract/query";

type Scalar = string | number | boolean | null | undefined;

/** The page parameter: dropped whenever anything else changes, so a new list starts at page 1. */
const PAGE_KEY = "page";

/** All parameters of a query, list-valued keys kept as lists, in their order. */
export function queryOf(search: URLSearchParams): QueryParams {
  const params: QueryParams = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    params[key] = values.length === 1 ? values[0] : values;
  }
  return params;
}

/**
 * The current query with some keys replaced (null or undefined removes a key). Changing anything but
 * the page drops the page, so the new list starts at page 1.
 */
export function withParams(search: URLSearchParams, changes: Record<string, Scalar | Scalar[]>): QueryParams {
  const params = queryOf(search);
  if (!(PAGE_KEY in changes)) delete params[PAGE_KEY];
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) delete params[key];
    else params[key] = value;
  }
  return params;
}

/** Adds a value to a repeated key, or removes it when it is already there (a filter checkbox as a link). */
export function toggleParam(search: URLSearchParams, key: string, value: string): QueryParams {
  const current = search.getAll(key);
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return withParams(search, { [key]: next });
}

/** The list's address, parsed once per render and handed to the links and forms that change it. */
export interface ListLocation {
  pathname: string;
  search: URLSearchParams;
}

/**
 * The links of one filter group (a repeated key): each is `toggleParam(search, key, value)` as a link,
 * byte for byte, but the rest of the query is serialised once per group instead of once per option.
 */
export function toggleLinks({ pathname, search }: ListLocation, key: string): (value: string) => string {
  const params = withParams(search, {});
  const keys = Object.keys(params);
  // A key already in the query keeps its place; a new one goes last (as withParams puts it).
  const at = keys.includes(key) ? keys.indexOf(key) : keys.length;
  const part = (from: number, to: number) => buildQuery(Object.fromEntries(keys.slice(from, to).map((name) => [name, params[name]])));
  const before = part(0, at);
  const after = part(at + 1, keys.length);
  const current = search.getAll(key);
  return (value) => {
    const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
    const query = [before, buildQuery({ [key]: next }), after].filter(Boolean).join("&");
    return query ? `${pathname}?${query}` : pathname;
  };
}

/** Filter groups shown in full, their "show all" having been followed: `expand=resistance&expand=manufacturer`. */
const EXPAND_KEY = "expand";

export function expandedGroups(search: URLSearchParams): Set<string> {
  return new Set(search.getAll(EXPAND_KEY));
}

/** The element id of a filter group, the fragment of its "show all" and "show fewer" links. */
export const facetGroupId = (group: string) => `facet-${group}`;

/**
 * A filter group's "show all" or "show fewer" link: the group joins or leaves `expand` and the page stays. The
 * fragment brings the group back into view (the browser scrolls to it without JavaScript, the router with it).
 */
export function expandToggleLink({ pathname, search }: ListLocation, group: string): string {
  const current = search.getAll(EXPAND_KEY);
  const next = current.includes(group) ? current.filter((item) => item !== group) : [...current, group];
  const query = buildQuery(withParams(search, { [EXPAND_KEY]: next, [PAGE_KEY]: search.get(PAGE_KEY) }));
  return `${query ? `${pathname}?${query}` : pathname}#${facetGroupId(group)}`;
}

/** The query for one page of the list; page 1 has no page parameter so that it has one address. */
export function pageParams(search: URLSearchParams, page: number): QueryParams {
  return withParams(search, { [PAGE_KEY]: page > 1 ? page : null });
}

/** A positive whole page number from the query; anything else is page 1. */
export function pageFrom(search: URLSearchParams): number {
  const raw = search.get(PAGE_KEY);
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export interface PageSummary {
  /** First and last item shown, 1-based; both 0 when the list is empty. */
  from: number;
  to: number;
  pageCount: number;
}

export function pageSummary(page: number, pageSize: number, total: number): PageSummary {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return { from: 0, to: 0, pageCount };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total), pageCount };
}

/**
 * The page numbers a pager shows: the first, the last, and two either side of the current page;
 * `null` marks a gap ("…").
 */
export function pageWindow(current: number, pageCount: number, spread = 2): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= pageCount; page++) {
    const near = Math.abs(page - current) <= spread;
    if (page === 1 || page === pageCount || near) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
