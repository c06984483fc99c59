import { DEFAULT_LOCALE, isLocale, localeFromPath, type Locale } from "@contract/locale";

/**
 * The language of the request: the path's for pages; resource routes under /api/ are told the page's language
 * (`?lng=`) by the fetcher that calls them, so no cookie has to carry it (docs/decisions/005-cookies-and-caching.md).
 */
export function languageOf(request: Request): Locale {
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/api/")) return localeFromPath(url.pathname);
  const lng = url.searchParams.get("lng");
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}
