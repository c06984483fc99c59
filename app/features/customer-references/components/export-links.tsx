import { useTranslation } from "~/lib/i18n/use-translation";
import { CUSTOMER_REFERENCE_EXPORT_FORMATS } from "@contract/api/customer-references/values";
import type { Locale } from "@contract/locale";
import { buildQuery } from "@contract/query";

/** The list as a file: plain links to the storefront's download route, in the page's language. */
export function ExportLinks({ locale }: { locale: Locale }) {
  const { t } = useTranslation("customer-references");
  return (
    <p className="flex gap-4 text-sm">
      <span className="text-gray-700">{t("export.label")}</span>
      {CUSTOMER_REFERENCE_EXPORT_FORMATS.map((format) => (
        <a
          key={format}
          href={`/api/customer-references-export?${buildQuery({ format, lng: locale })}`}
          className="text-primary-700 underline"
          download
        >
          {t(`export.${format}`)}
        </a>
      ))}
    </p>
  );
}
