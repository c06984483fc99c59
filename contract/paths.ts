import { PAGES } from "./pages.js";
import { DEFAULT_LOCALE, type Locale, localeFromPath } from "./locale";
import { buildQuery, type QueryParams } from "./query";

type Page = (typeof PAGES)[number];
export type PageKey = Page["key"];
type PageOf<K extends PageKey> = Extract<Page, { key: K }>;

/** The `:name` segments of a path pattern: `"/p/:categoryName/:name"` → `"categoryName" | "name"`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PageParamName<K extends PageKey> = ParamNames<PageOf<K>["en"]>;
/** The named values a page's path needs: `PageParams<"product">` is `{ categoryName, name }`. */
export type PageParams<K extends PageKey> = { [Name in PageParamName<K>]: string | number };
/** Pages whose path has no parameter (navigation lists, redirects). */
export type StaticPageKey = { [K in PageKey]: [PageParamName<K>] extends [never] ? K : never }[PageKey];

/** `pathFor`'s arguments after the locale: a page with parameters needs them all, by name. */
export type PathArgs<K extends PageKey> = [PageParamName<K>] extends [never]
  ? [params?: Record<string, never>, query?: QueryParams]
  : [params: PageParams<K>, query?: QueryParams];

// Both paths of a page must name the same parameters: a page whose Turkish path differs fails to compile here.
type SameParams = {
  [K in PageKey]: [ParamNames<PageOf<K>["tr"]>] extends [PageParamName<K>]
    ? [PageParamName<K>] extends [ParamNames<PageOf<K>["tr"]>]
      ? true
      : K
    : K;
}[PageKey];
const sameParamsInBothLanguages: SameParams = true;
void sameParamsInBothLanguages;

interface CompiledPattern {
  key: PageKey;
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
const pagesByKey = new Map<PageKey, Page>(PAGES.map((page) => [page.key, page]));

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
  key: PageKey;
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

/** Fills a pattern's `:name` segments, either by name or in path order (a translated path keeps its values). */
function fill(pattern: string, values: Readonly<Record<string, string>> | readonly string[]): string {
  let next = 0;
  const path = split(pattern)
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = Array.isArray(values) ? values[next++] : (values as Record<string, string>)[segment.slice(1)];
      return value ?? "";
    })
    .join("/");
  return `/${path}`;
}

/** A query value as URLSearchParams reads it ("+" is a space), or null when its escapes are broken. */
function decodeQueryValue(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/**
 * The query's `redirectTo` (where the login page returns to) is a page of this site too: it goes over to the same
 * language, so switching language on the login page does not send the user back to the other one afterwards.
 */
function translateRedirectTo(tail: string, target: Locale): string {
  const hashStart = tail.indexOf("#");
  const query = hashStart === -1 ? tail : tail.slice(0, hashStart);
  const fragment = hashStart === -1 ? "" : tail.slice(hashStart);
  const translated = query.replace(/([?&]redirectTo=)([^&]*)/, (whole, name: string, value: string) => {
    const redirectTo = decodeQueryValue(value);
    return isLocalPath(redirectTo) ? name + encodeURIComponent(translatePath(redirectTo, target)) : whole;
  });
  return translated + fragment;
}

/**
 * The same page in another language (docs/pages.md): the query string is kept (its `redirectTo` translated too) and
 * the dynamic tail is carried over. Without a locale argument the locale cookie's value is used, else the default.
 * A path no page claims keeps its segments and only changes its prefix.
 */
export function translatePath(path: string, locale?: Locale, cookieLocale?: Locale): string {
  const target = locale ?? cookieLocale ?? DEFAULT_LOCALE;
  const queryStart = path.search(/[?#]/);
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const tail = translateRedirectTo(queryStart === -1 ? "" : path.slice(queryStart), target);
  const match = matchPage(pathname || "/");
  if (match) {
    const page = pagesByKey.get(match.key)!;
    return withPrefix(fill(page[target], match.values), target) + tail;
  }
  const source = localeFromPath(pathname);
  return withPrefix(withoutPrefix(pathname || "/", source), target) + tail;
}

/**
 * The path of a page in a language: `pathFor("product", locale, { categoryName, name }, { sku })`. A wrong key, a
 * missing or unknown parameter fails to compile.
 */
export function pathFor<K extends PageKey>(key: K, locale: Locale, ...[params, query]: PathArgs<K>): string {
  const page = pagesByKey.get(key);
  if (!page) throw new Error(`Unknown page key: ${key}`);
  const encoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) encoded[name] = encodeURIComponent(String(value));
  const path = withPrefix(fill(page[locale], encoded), locale);
  const search = query ? buildQuery(query) : "";
  return search ? `${path}?${search}` : path;
}

// Control characters (a tab or newline inside a path is a header-injection or parser-confusion trick).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f]/;

/** A path is followed only when it stays on this site (no scheme, no //host, no backslash tricks). */
export function isLocalPath(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.includes("\\") &&
    !CONTROL_CHARACTERS.test(value)
  );
}
