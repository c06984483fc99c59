import { LOOKUP_CODES, type LookupList } from "@contract/api/lookups/codes";
import type { ApiLocale } from "../../lib/locale";
import { enumerationLabels } from "../../lib/messages";

/** A label for every code of every list: locales/<language>/api.json lacking one fails to compile. */
type Labels = { [List in LookupList]: Record<(typeof LOOKUP_CODES)[List][number], string> };

/** A code list (contract/api/lookups/codes.ts) with its labels in the caller's language, in the contract's order. */
export function enumerationItems(list: LookupList, locale: ApiLocale) {
  const labels: Labels = enumerationLabels(locale);
  const listLabels: Record<string, string> = labels[list];
  return LOOKUP_CODES[list].map((id) => ({ id, name: listLabels[id] }));
}
