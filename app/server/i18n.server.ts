import { createInstance, type i18n as I18nInstance, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nConfig } from "~/i18n";
import type { Locale } from "@contract/locale";
import { languageOf } from "./language.server";
import { translations } from "./translations.server";

// One i18next instance per language for the whole process: the translations are in memory and never change
// while it runs, so a request has nothing to set up. Nothing on the server changes an instance's language.
const instances = new Map<Locale, Promise<I18nInstance>>();

/** The instance that renders pages in `locale` (every namespace loaded). */
export function i18nFor(locale: Locale): Promise<I18nInstance> {
  let ready = instances.get(locale);
  if (!ready) {
    const instance = createInstance();
    ready = instance
      .use(initReactI18next)
      .init({ ...i18nConfig, lng: locale, ns: Object.keys(translations[locale] ?? {}), resources: translations })
      .then(() => instance);
    instances.set(locale, ready);
  }
  return ready;
}

/** The page language is the path's (Turkish without a prefix, English under /en), a resource route's its `?lng=`; there is no detection. */
export const i18n = {
  async getFixedT(requestOrLocale: Request | Locale, namespaces?: string | string[]): Promise<TFunction> {
    const locale = typeof requestOrLocale === "string" ? requestOrLocale : languageOf(requestOrLocale);
    return (await i18nFor(locale)).getFixedT(locale, namespaces);
  },
};
