export const LOCALES = ["tr", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "tr";

export function isLocale(value: unknown): value is Locale {
  return value === "tr" || value === "en";
}

/** The language a path is in: English paths start with /en, everything else is Turkish. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "tr";
}

/** BCP 47 tags used by Intl and hreflang. */
export const LOCALE_TAGS: Record<Locale, string> = { tr: "tr-TR", en: "en-US" };
