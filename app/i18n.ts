import { DEFAULT_LOCALE, LOCALES } from "@contract/locale";

/** i18next options shared by the server and the browser. */
export const i18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  react: { useSuspense: false },
  interpolation: { escapeValue: false },
};
