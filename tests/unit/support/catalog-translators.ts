import { createTranslator, type Strings, type TFunction } from "~/lib/i18n/translate";
import en from "../../../locales/en/catalog.json";
import tr from "../../../locales/tr/catalog.json";

/** The catalog namespace's translator in each language, as the storefront loads it. */
export function catalogTranslators(): Record<"tr" | "en", TFunction> {
  const catalog = { tr: tr as Strings, en: en as Strings };
  return {
    tr: createTranslator("tr", () => catalog.tr, ["catalog"]).t,
    en: createTranslator("en", () => catalog.en, ["catalog"]).t,
  };
}
