import i18next, { type TFunction } from "i18next";
import en from "../../../locales/en/catalog.json";
import tr from "../../../locales/tr/catalog.json";

/** The catalog namespace's translator in each language, as the storefront loads it. */
export async function catalogTranslators(): Promise<Record<"tr" | "en", TFunction>> {
  const translators: Partial<Record<"tr" | "en", TFunction>> = {};
  for (const [locale, catalog] of [
    ["tr", tr],
    ["en", en],
  ] as const) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: locale,
      ns: ["catalog"],
      defaultNS: "catalog",
      resources: { [locale]: { catalog } },
      interpolation: { escapeValue: false },
    });
    translators[locale] = instance.t;
  }
  return translators as Record<"tr" | "en", TFunction>;
}
