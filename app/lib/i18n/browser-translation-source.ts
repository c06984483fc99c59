import type { Locale } from "@contract/locale";
import type { Strings } from "./translate";
import { PAGE_STRINGS_ID, type PageStrings, type TranslationSource } from "./translation-source";

type Loading = { promise: Promise<void>; failed?: Error };

/**
 * The browser's source: the page's strings from the document, and any other namespace loaded from the storefront's
 * /locales/:lng/:ns route the first time a page needs it (the navigation waits for it, as it waits for its data).
 */
export function browserTranslationSource(document: Document): TranslationSource {
  const element = document.getElementById(PAGE_STRINGS_ID);
  const text = element?.textContent ?? "";
  const loaded = new Map<string, Strings>();
  const loading = new Map<string, Loading>();
  if (text) {
    const page = JSON.parse(text) as PageStrings;
    for (const [namespace, strings] of Object.entries(page.namespaces)) loaded.set(`${page.locale}/${namespace}`, strings);
  }

  function load(id: string) {
    const entry: Loading = { promise: Promise.resolve() };
    entry.promise = (async () => {
      try {
        const response = await fetch(`/locales/${id}`);
        if (!response.ok) throw new Error(`${response.status} loading the ${id} strings`);
        loaded.set(id, (await response.json()) as Strings);
        loading.delete(id);
      } catch (error) {
        entry.failed = error instanceof Error ? error : new Error(String(error));
      }
    })();
    loading.set(id, entry);
    return entry;
  }

  return {
    strings(locale: Locale, namespace: string) {
      const id = `${locale}/${namespace}`;
      const strings = loaded.get(id);
      if (strings) return strings;
      const entry = loading.get(id) ?? load(id);
      // A failed load reaches the error boundary (its own strings are the page's, always loaded); the next page tries again.
      if (entry.failed) {
        loading.delete(id);
        throw entry.failed;
      }
      return entry.promise;
    },
    pageStringsText: () => text,
  };
}
