import { PAGES } from "~/pages.js";
import { DEFAULT_LOCALE, type Locale, localeFromPath } from "./locale";
import { buildQuery, type QueryParams } from "./query";

export type PageKey = (typeof PAGES)[number]["key"];

interface CompiledPattern {
  key: string;
  segments: string[];
  staticCount: number;
}

const split = (path: string) => path.split("/").filter(Boolean);

function compile(locale: Locale): CompiledPattern[] {
  return PAGES.map((page) => {
    const segments = split(page[locale]);
    return { key: page.key, segments, staticCount: segments.filter((segment) => !segment.startsWith(":")).length };
  }).sort((a, b) => b.staticCount - a.staticCount);
}

const patterns: Record<Locale, CompiledPattern[]> = { tr: compile("tr"), en: compile("en") };
const pagesByKey = new Map(PAGES.map((page) => [page.key, page]));

/** The path of a page without the language prefix (`/about`, `/c/12`). */
function withoutPrefix(pathname: string, locale: Locale): string {
  if (locale === "tr") return pathname;
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

function withPrefix(path: string, locale: Locale): string {
  if (locale === "tr") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

export interface PageMatch {
  key: string;
  locale: Locale;
  /** Values of the dynamic segments, in path order. */
  values: string[];
}

/** Which page of the table a path is: static segments equal, dynamic ones anything, same count. */
export function matchPage(pathname: string): PageMatch | null {
  const locale = localeFromPath(pathname);
  const segments = split(withoutPrefix(pathname, locale));
  for (const pattern of patterns[locale]) {
    if (pattern.segments.length !== segments.length) continue;
    const values: string[] = [];
    const matches = pattern.segments.every((segment, index) => {
      if (segment.startsWith(":")) {
        values.push(segments[index]);
        return true;
      }
      return segment === segments[index];
    });
    if (matches) return { key: pattern.key, locale, values };
  }
  return null;
}

function fill(pattern: string, values: readonly string[]): string {
  let next = 0;
  const path = split(pattern)
    .map((segment) => (segment.startsWith(":") ? (values[next++] ?? "") : segment))
    .join("/");
  return `/${path}`;
}

/**
 * The same page in another language (spec section 2): the query string is kept and the dynamic tail is
 * carried over. Without a locale argument the locale cookie's value is used, else the default.
 * A path no page claims keeps its segments and only changes its prefix.
 */
export function translatePath(path: string, locale?: Locale, cookieLocale?: Locale): string {
  const target = locale ?? cookieLocale ?? DEFAULT_LOCALE;
  const queryStart = path.search(/[?#]/);
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const tail = queryStart === -1 ? "" : path.slice(queryStart);
  const match = matchPage(pathname || "/");
  if (match) {
    const page = pagesByKey.get(match.key)!;
    return withPrefix(fill(page[target], match.values), target) + tail;
  }
  const source = localeFromPath(pathname);
  return withPrefix(withoutPrefix(pathname || "/", source), target) + tail;
}

/** The path of a page in a language, with its dynamic segments filled in order and an optional query. */
export function pathFor(key: PageKey, locale: Locale, params: Array<string | number> = [], query?: QueryParams): string {
  const page = pagesByKey.get(key);
  if (!page) throw new Error(`Unknown page key: ${key}`);
  const path = withPrefix(fill(page[locale], params.map((value) => encodeURIComponent(String(value)))), locale);
  const search = query ? buildQuery(query) : "";
  return search ? `${path}?${search}` : path;
}

/** A path is followed only when it stays on this site (no scheme, no //host, no backslash tricks). */
export function isLocalPath(value: unknown): value is string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") && !/[\u0000-\u001f]/.test(value);
}
