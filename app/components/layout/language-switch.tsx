import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { translatePath } from "@contract/paths";
import { usePageLocale } from "~/lib/use-page-locale";

/** A plain link to the same page in the other language, loaded as a document (decision 064); the query string goes along. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const { pathname, search } = useLocation();
  const target = locale === "tr" ? "en" : "tr";
  return (
    <a
      href={translatePath(`${pathname}${search}`, target)}
      hrefLang={target}
      lang={target}
      className="rounded px-2 py-1 text-sm font-medium text-white hover:bg-primary-700"
      aria-label={t("language.switchLabel")}
    >
      {t("language.other")}
    </a>
  );
}
