import { useTranslation } from "~/lib/i18n/use-translation";
import type { ImportResult } from "@contract/api/customer-references/schemas";

const OUTCOME_CLASS = {
  added: "text-ok-700",
  changed: "text-primary-700",
  unchanged: "text-gray-700",
  refused: "text-danger-700",
} as const;

/** What an import did: the counts, then each row with its outcome and, for a refused one, why. */
export function ImportResultTable({ result }: { result: ImportResult }) {
  const { t } = useTranslation("customer-references");
  return (
    <section aria-labelledby="import-result" className="mt-6 rounded border border-gray-200 bg-white p-6">
      <h2 id="import-result" className="text-lg font-semibold text-gray-900">
        {t("import.resultTitle")}
      </h2>
      <p role="status" className="mt-1 text-sm text-gray-800">
        {t("import.summary", result)}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t("import.resultTitle")}</caption>
          <thead>
            <tr className="border-b border-gray-300 text-left">
              <th scope="col" className="py-2 pr-4">
                {t("import.line")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("table.part")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("table.number")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("import.outcome")}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.line} className="border-b border-gray-200">
                <td className="tabular py-2 pr-4">{row.line}</td>
                <td className="tabular font-mono py-2 pr-4">{row.part}</td>
                <td className="tabular font-mono py-2 pr-4">{row.number}</td>
                <td className={`py-2 pr-4 ${OUTCOME_CLASS[row.outcome]}`}>
                  {t(`import.outcomes.${row.outcome}`)}
                  {row.reason && <span className="block">{row.reason}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
