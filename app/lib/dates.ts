import { LOCALE_TAGS, type Locale } from "@contract/locale";

const MONTHS: Record<Locale, readonly string[]> = {
  tr: ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};

/**
 * A calendar date from the API (ISO text) in the page's language, the month in words ("13 Mart 2027": Turkish short
 * months read as English); null for a missing or bad date. Written as Intl's long date style writes it, without Intl:
 * product, cart and checkout pages show one, and the browser's first Intl format is a long task
 * (docs/decisions/068-own-number-text.md; tests/unit/dates.test.ts holds it to Intl's output).
 */
export function formatDate(value: string | null | undefined, locale: Locale): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const [day, month, year] = [date.getUTCDate(), MONTHS[locale][date.getUTCMonth()], date.getUTCFullYear()];
  return locale === "tr" ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

/** The store's clock (the API dates its documents in it too): an order's time reads the same for every visitor. */
const STORE_TIME_ZONE = "Europe/Istanbul";

/** A moment from the API (ISO text) as a date in words and a time, in the page's language: "24 Kasım 2026 14:05". */
export function formatDateTime(value: string | null | undefined, locale: Locale): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeStyle: "short", timeZone: STORE_TIME_ZONE }).format(date);
}
