import { productPath } from "./catalog-links";
import type { HeaderSearchResult } from "@contract/api/catalog/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";

export const SUGGEST_MIN_LENGTH = 2;

export interface SuggestionOption {
  id: string;
  kind: "part" | "category" | "manufacturer" | "all";
  href: string;
  label: string;
  detail?: string;
}

/** How the search was read, as the product list shows it: "Resistance = 10 kΩ" per value read. */
export interface ReadValue {
  code: string;
  label: string;
  display: string;
}

export const readValues = (result: HeaderSearchResult): ReadValue[] =>
  (result.interpretedSearch?.properties ?? []).map(({ code, label, display }) => ({ code, label, display }));

/**
 * The header search's answer as one flat list of options (listbox order): parts, categories, manufacturers, then
 * "all results"; categories first when the search is a category word (`direnç`).
 */
export function suggestionOptions(result: HeaderSearchResult, locale: Locale, search: string): SuggestionOption[] {
  const parts = result.parts.map<SuggestionOption>((part) => ({
    id: `part-${part.variantId}`,
    kind: "part",
    href: productPath(locale, part),
    label: part.mpn,
    detail: `${part.manufacturerName} · ${part.description}`,
  }));
  const categories = result.categories.map<SuggestionOption>((category) => ({
    id: `category-${category.id}`,
    kind: "category",
    href: pathFor("category", locale, { id: category.id }),
    label: category.name,
  }));
  const manufacturers = result.manufacturers.map<SuggestionOption>((manufacturer) => ({
    id: `manufacturer-${manufacturer.id}`,
    kind: "manufacturer",
    href: pathFor("manufacturer", locale, { name: manufacturer.slug }),
    label: manufacturer.name,
  }));
  const all: SuggestionOption = { id: "all", kind: "all", href: pathFor("productLists", locale, {}, { search }), label: search };
  return [...(result.namesCategory ? [...categories, ...parts] : [...parts, ...categories]), ...manufacturers, all];
}
