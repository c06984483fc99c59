import type { Locale } from "@contract/locale";

/** One namespace's strings, as in locales/<language>/<namespace>.json. */
export type Strings = { [key: string]: string | string[] | Strings };

export type TranslateOptions = {
  /** Picks the plural form (`key_one`, `key_other`; `key_zero` when 0 has its own) and fills `{{count}}`. */
  count?: number;
  /** What to show when the key has no string. */
  defaultValue?: string;
  /** Answers the array or object under the key as it is. */
  returnObjects?: boolean;
  [variable: string]: unknown;
};

/** Translates a key of the translator's namespaces, or `namespace:key` of another. */
export type TFunction = {
  (key: string, options?: TranslateOptions & { returnObjects?: false }): string;
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
};

export type Translator = {
  t: TFunction;
  /** Whether the key has a string (error pages pick a status's own text when there is one). */
  exists: (key: string) => boolean;
};

/** Where a translator finds a namespace's strings in its language; undefined when they are not loaded. */
export type NamespaceLookup = (namespace: string) => Strings | undefined;

const NAMESPACE_PREFIX = /^([a-z][a-z-]*):(.+)$/;
const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g;
/**
 * CLDR's plural form of a count in Turkish and English, which agree for a JavaScript number: "one" for 1 (and -1),
 * "other" else. Written out rather than asked of Intl.PluralRules, whose first use loads the browser's locale data
 * (docs/decisions/068-own-number-text.md); tests/unit/translate.test.ts holds it to Intl's answer.
 */
export function pluralForm(count: number): "one" | "other" {
  return Math.abs(count) === 1 ? "one" : "other";
}

function valueAt(strings: Strings | undefined, path: string): unknown {
  let value: unknown = strings;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Strings)[part];
  }
  return value;
}

/** The keys to try for `key`, most specific first: the plural forms of a count, then the key itself. */
function candidates(key: string, count: unknown) {
  if (typeof count !== "number") return [key];
  return [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralForm(count)}`, key];
}

function interpolate(text: string, options: TranslateOptions) {
  return text.replace(VARIABLE, (placeholder, name: string) => {
    const value = name.includes(".") ? valueAt(options as Strings, name) : options[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

/** The namespaces a caller names: one, several, or none for the common one. */
export type Namespaces = string | readonly string[];

export const namespaceList = (namespaces: Namespaces = "common"): readonly string[] =>
  typeof namespaces === "string" ? [namespaces] : namespaces;

/**
 * The store's translator, the same on the server and in the browser (docs/decisions/062-page-javascript.md): keys are
 * dot paths into a namespace's strings, looked up in each of `namespaces` in turn; a missing key answers itself.
 */
export function createTranslator(locale: Locale, lookup: NamespaceLookup, namespaces: readonly string[]): Translator {
  const find = (key: string, count: unknown): unknown => {
    const prefixed = NAMESPACE_PREFIX.exec(key);
    const searched = prefixed ? [prefixed[1]] : namespaces;
    const path = prefixed ? prefixed[2] : key;
    for (const candidate of candidates(path, count)) {
      for (const namespace of searched) {
        const value = valueAt(lookup(namespace), candidate);
        if (value !== undefined) return value;
      }
    }
    return undefined;
  };

  const t = ((key: string, options: TranslateOptions = {}) => {
    const value = find(key, options.count);
    if (options.returnObjects && value !== undefined) return value;
    const text = typeof value === "string" ? value : (options.defaultValue ?? NAMESPACE_PREFIX.exec(key)?.[2] ?? key);
    return interpolate(text, options);
  }) as TFunction;

  return { t, exists: (key) => typeof find(key, undefined) === "string" };
}
