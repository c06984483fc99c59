import { LOCALE_TAGS, type Locale } from "@contract/locale";

/** A calendar date from the API (ISO text) in the page's language, the month in words ("13 Mart 2027": Turkish short months read as English); null for a missing or bad date. */
export function formatDate(value: string | null | undefined, locale: Locale): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).format(date);
}
