import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "~/i18n";
import { localeFromPath } from "~/lib/locale";
import { translations } from "./translations.server";

/** The page language is the path's (Turkish without a prefix, English under /en); detection is off. */
export const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: i18nConfig.supportedLngs,
    fallbackLanguage: i18nConfig.fallbackLng,
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18nConfig, resources: translations },
});
