import type { Locale } from "@contract/locale";
import type { Strings } from "./translate";

/** Where the components' translators find their strings: every namespace on the server, the page's in the browser. */
export type TranslationSource = {
  /** A namespace's strings, or a promise to wait on (React suspends) while the browser loads them. */
  strings(locale: Locale, namespace: string): Strings | Promise<void>;
  /** The text of the page's strings element (`PageStrings`): what the page used, or what the browser started with. */
  pageStringsText(locale: Locale, declared: readonly string[]): string;
};

/** The element the page's strings travel in, read by the browser before it hydrates. */
export const PAGE_STRINGS_ID = "page-strings";

export type PageStrings = { locale: Locale; namespaces: Record<string, Strings> };
