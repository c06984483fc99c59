import { LOCALE_TAGS, type Locale } from "@contract/locale";

// Names of countries and currencies in the page's language, from the runtime's own data (the same on the server
// and in the browser), so that no locale file has to list them. One instance per language and kind: making one is
// costly next to a lookup.
const cache = new Map<string, Intl.DisplayNames>();

function namesOf(locale: Locale, type: "region" | "currency"): Intl.DisplayNames {
  const key = `${type}|${locale}`;
  let names = cache.get(key);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type, fallback: "code" });
    cache.set(key, names);
  }
  return names;
}

/** A code's name; a code the runtime does not know, or not of a code's shape (`of` throws then), stays as it is. */
function nameOf(code: string, locale: Locale, type: "region" | "currency"): string {
  try {
    return namesOf(locale, type).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "TR" → "Türkiye". */
export const countryName = (code: string, locale: Locale): string => nameOf(code, locale, "region");

/** "TRY" → "Türk lirası" (tr) / "Turkish Lira" (en). */
export const currencyName = (code: string, locale: Locale): string => nameOf(code, locale, "currency");
