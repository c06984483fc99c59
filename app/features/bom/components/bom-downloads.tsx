import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { HoneypotField } from "~/components/ui/honeypot";
import { BOM_DOWNLOAD_FORMAT_FIELD } from "~/features/bom/bom-form-values";
import { type BomSource, BomSourceFields } from "./bom-source-fields";

const BUTTON = "rounded border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50";

/**
 * The priced BOM as a file: the BOM as read (its text, the columns, boards and spares) posted again, so that the API
 * matches and prices it itself, and the file is answered as a download. A plain form, not the store's <Form>: a
 * download changes nothing, and the one idempotency key of the page would refuse the second button's post.
 */
export function BomDownloads({ source, locale }: { source: BomSource; locale: Locale }) {
  const { t } = useTranslation("bom");
  return (
    <section aria-labelledby="bom-downloads-title" className="rounded border border-gray-200 bg-white p-4">
      <h2 id="bom-downloads-title" className="text-lg font-semibold text-gray-900">
        {t("downloads.heading")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("downloads.intro")}</p>
      <form method="post" action={pathFor("bomToolDownload", locale)} className="mt-3 flex flex-wrap gap-3" data-bom-downloads>
        <HoneypotField id="bom-download-hp" />
        <BomSourceFields source={source} />
        <button type="submit" name={BOM_DOWNLOAD_FORMAT_FIELD} value="xlsx" className={BUTTON}>
          {t("downloads.excel")}
        </button>
        <button type="submit" name={BOM_DOWNLOAD_FORMAT_FIELD} value="pdf" className={BUTTON}>
          {t("downloads.pdf")}
        </button>
      </form>
    </section>
  );
}
