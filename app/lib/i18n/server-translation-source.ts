import type { Locale } from "@contract/locale";
import type { Strings } from "./translate";
import type { PageStrings, TranslationSource } from "./translation-source";

/**
 * A request's source on the server: every namespace is at hand, and each one the render asks for is noted, so the
 * page ships the namespaces it used (with those its routes declare for what renders later) and nothing else.
 */
export function serverTranslationSource(all: Record<string, Record<string, Strings>>): TranslationSource {
  const used = new Set<string>();
  return {
    strings(locale, namespace) {
      used.add(namespace);
      return all[locale]?.[namespace] ?? {};
    },
    pageStringsText(locale: Locale, declared) {
      const namespaces: PageStrings["namespaces"] = {};
      for (const namespace of new Set([...used, ...declared])) {
        const strings = all[locale]?.[namespace];
        if (strings) namespaces[namespace] = strings;
      }
      // `<` never reaches the HTML parser as markup inside the script element.
      return JSON.stringify({ locale, namespaces } satisfies PageStrings).replace(/</g, "\\u003c");
    },
  };
}
