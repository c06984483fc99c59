import type { Locale } from "@contract/locale";
import { createTranslator, namespaceList, type Namespaces, type TFunction, type Translator } from "~/lib/i18n/translate";
import { languageOf } from "./language.server";
import { translations } from "./translations.server";

/** A translator of `locale` for the namespaces (the common one when none is named), every namespace at hand. */
export function translatorFor(locale: Locale, namespaces?: Namespaces): Translator {
  return createTranslator(locale, (namespace) => translations[locale][namespace], namespaceList(namespaces));
}

/** The page language is the path's (Turkish without a prefix, English under /en), a resource route's its `?lng=`; there is no detection. */
export const i18n = {
  async getFixedT(requestOrLocale: Request | Locale, namespaces?: Namespaces): Promise<TFunction> {
    const locale = typeof requestOrLocale === "string" ? requestOrLocale : languageOf(requestOrLocale);
    return translatorFor(locale, namespaces).t;
  },
};
