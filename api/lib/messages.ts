import enApi from "../../locales/en/api.json";
import enCommon from "../../locales/en/common.json";
import trApi from "../../locales/tr/api.json";
import trCommon from "../../locales/tr/common.json";
import type { ApiLocale } from "./locale";

// The API's user-facing texts live in locales/<language>/api.json beside the storefront's namespaces; the field
// rules' messages (contract/rules.ts) are keys of common:validation, shared with the storefront's forms.
const catalogs = {
  tr: { ...trApi, validation: trCommon.validation },
  en: { ...enApi, validation: enCommon.validation },
} as const;

// The code lists' labels are read whole by enumerationLabels, not one by one as texts.
type Catalog = Omit<typeof catalogs.tr, "enumerations">;
/** "section.key" for every text of the API's catalog. */
export type TextKey = { [Section in keyof Catalog]: `${Section & string}.${keyof Catalog[Section] & string}` }[keyof Catalog];
export type MessageKey = keyof Catalog["errors"];

/** A text in the caller's language; `{name}` placeholders are filled from `values`. */
export function text(key: TextKey, locale: ApiLocale, values: Record<string, string | number> = {}): string {
  // The section ends at the first dot: a name may hold dots of its own (the staff permissions: `rates.manage`).
  const dot = key.indexOf(".");
  const [section, name] = [key.slice(0, dot) as keyof Catalog, key.slice(dot + 1)];
  const template = (catalogs[locale][section] as Record<string, string>)[name];
  return template.replace(/\{(\w+)\}/g, (placeholder, field: string) => (field in values ? String(values[field]) : placeholder));
}

/** The text of a generic failure (errors section). */
export function message(key: MessageKey, locale: ApiLocale): string {
  return text(`errors.${key}`, locale);
}

/** A schema issue's message: a `validation.*` key of the shared field rules is translated, any other text is kept. */
export function issueText(issueMessage: string, locale: ApiLocale): string {
  const match = /^validation\.(\w+)$/.exec(issueMessage);
  const rules = catalogs[locale].validation as Record<string, string>;
  return match && match[1] in rules ? rules[match[1]] : issueMessage;
}

/** The labels of the store's own code lists in the caller's language (the enumerations section). */
export function enumerationLabels(locale: ApiLocale) {
  return catalogs[locale].enumerations;
}
