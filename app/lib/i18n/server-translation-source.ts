import type { Locale } from "@contract/locale";
import type { Strings } from "./translate";
import type { PageStrings, TranslationSource } from "./translation-source";

// The same namespaces make the same text: a page's strings are serialized once per language and set of namespaces.
const serializedBySet = new WeakMap<object, Map<string, string>>();

/**
 * A request's source on the server: every namespace is at hand, and each one the render asks for is noted, so the
 * page ships the namespaces it used (with those its routes declare for what renders later) and nothing else.
 */
export function serverTranslationSource(all: Record<string, Record<string, Strings>>): TranslationSource {
  const used = new Set<string>();
  let serialized = serializedBySet.get(all);
  if (!serialized) serializedBySet.set(all, (serialized = new Map()));
  return {
    strings(locale, namespace) {
      used.add(namespace);
      return all[locale]?.[namespace] ?? {};
    },
    pageStringsText(locale: Locale, declared) {
      const names = [...new Set([...used, ...declared])].filter((namespace) => all[locale]?.[namespace]).sort();
      const key = `${locale}:${names.join(",")}`;
      let text = serialized.get(key);
      if (text === undefined) {
        const namespaces: PageStrings["namespaces"] = Object.fromEntries(names.map((namespace) => [namespace, all[locale][namespace]]));
        // `<` never reaches the HTML parser as markup inside the script element.
        text = JSON.stringify({ locale, namespaces } satisfies PageStrings).replace(/</g, "\\u003c");
        serialized.set(key, text);
      }
      return text;
    },
  };
}
