import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "@contract/locale";
import { usePageLocale } from "~/lib/use-page-locale";
import { createTranslator, namespaceList, type Namespaces, type Strings } from "./translate";
import type { TranslationSource } from "./translation-source";

const TranslationSourceContext = createContext<TranslationSource | null>(null);

export function TranslationProvider({ source, children }: { source: TranslationSource; children: ReactNode }) {
  return <TranslationSourceContext.Provider value={source}>{children}</TranslationSourceContext.Provider>;
}

export function useTranslationSource(): TranslationSource {
  const source = useContext(TranslationSourceContext);
  if (!source) throw new Error("useTranslation needs a TranslationProvider above it");
  return source;
}

/** The namespace's strings, suspending the render while the browser loads them (a namespace the page did not ship). */
function stringsOf(source: TranslationSource, locale: Locale, namespace: string): Strings {
  const strings = source.strings(locale, namespace);
  if (strings instanceof Promise) throw strings;
  return strings;
}

/**
 * The translator of the page's language for `namespaces` (the first one's keys first; `namespace:key` reaches any
 * other), with `i18n.exists` and `i18n.language` as the components used them.
 */
export function useTranslation(namespaces?: Namespaces) {
  const source = useTranslationSource();
  const locale = usePageLocale();
  const list = namespaceList(namespaces);
  for (const namespace of list) stringsOf(source, locale, namespace);
  const listKey = list.join(",");
  return useMemo(() => {
    const { t, exists } = createTranslator(locale, (namespace) => stringsOf(source, locale, namespace), listKey.split(","));
    return { t, i18n: { language: locale, exists } };
  }, [source, locale, listKey]);
}
