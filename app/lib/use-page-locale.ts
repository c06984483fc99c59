import { useLocation } from "@remix-run/react";
import { localeFromPath, type Locale } from "@contract/locale";

/** The language of the page being shown, read from its path (works in error boundaries too). */
export function usePageLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
