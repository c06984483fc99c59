import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";

const LANGUAGES: ApiLocale[] = ["tr", "en"];

/** The name the store gives a cart nobody named, in `locale`. */
export const defaultCartName = (locale: ApiLocale) => text("carts.defaultName", locale);

const DEFAULT_NAMES = new Set(LANGUAGES.map(defaultCartName));

/**
 * A cart's name as the caller reads it: a cart the store named ("Sepetim", "My cart") is named in the caller's
 * language, whichever language it was made in; a name the user chose is shown as chosen; no cart yet has the default.
 */
export function cartNameIn(name: string | undefined, locale: ApiLocale): string {
  return name === undefined || DEFAULT_NAMES.has(name) ? defaultCartName(locale) : name;
}
