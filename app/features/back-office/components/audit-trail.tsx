import { useTranslation } from "~/lib/i18n/use-translation";
import type { AuditEntry } from "@contract/api/back-office/schemas";
import { usePageLocale } from "~/lib/use-page-locale";

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 2));

/**
 * Audit entries as a table, newest first: who, when, the action on which object, why, and the object before and
 * after. The audit log page lists them; a desk's object page shows its own (the API's auditEntriesOf) with
 * `showObject={false}` under a heading of the level it needs.
 */
export function AuditTrail({ entries, showObject = true, caption }: { entries: AuditEntry[]; showObject?: boolean; caption: string }) {
  const { t } = useTranslation("back-office");
  const locale = usePageLocale();
  const when = new Intl.DateTimeFormat(locale === "tr" ? "tr-TR" : "en-GB", {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone: "Europe/Istanbul",
  });
  if (!entries.length) return <p className="text-sm text-gray-700">{t("audit.empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full border border-gray-200 bg-white text-left text-sm" data-testid="audit-trail">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-100 text-gray-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("audit.at")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("audit.who")}
            </th>
            {showObject && (
              <th scope="col" className="px-3 py-2">
                {t("audit.object")}
              </th>
            )}
            <th scope="col" className="px-3 py-2">
              {t("audit.action")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("audit.reason")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("audit.changes")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-gray-200 align-top">
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{when.format(new Date(entry.at))}</td>
              <td className="px-3 py-2">
                {entry.staffName}
                <br />
                <span className="text-gray-600">{entry.staffEmail}</span>
              </td>
              {showObject && (
                <td className="px-3 py-2 font-mono">
                  {entry.objectType} {entry.objectId}
                </td>
              )}
              <td className="px-3 py-2">{entry.action}</td>
              <td className="px-3 py-2">{entry.reason ?? "—"}</td>
              <td className="px-3 py-2">
                <details>
                  <summary className="cursor-pointer text-primary-700 underline">{t("audit.changes")}</summary>
                  <div className="mt-2 grid gap-2 md:grid-cols-2">
                    <div>
                      <p className="font-semibold">{t("audit.before")}</p>
                      <pre className="max-w-md overflow-x-auto whitespace-pre-wrap rounded bg-gray-50 p-2 text-xs">
                        {json(entry.before)}
                      </pre>
                    </div>
                    <div>
                      <p className="font-semibold">{t("audit.after")}</p>
                      <pre className="max-w-md overflow-x-auto whitespace-pre-wrap rounded bg-gray-50 p-2 text-xs">{json(entry.after)}</pre>
                    </div>
                  </div>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
