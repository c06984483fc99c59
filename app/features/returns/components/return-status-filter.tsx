import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { RETURN_STATUSES, type ReturnStatus } from "@contract/api/returns/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { Form } from "~/components/ui/form";

/** "Every status" in the select. */
export const ALL_RETURN_STATUSES = "all";

/** The return history's status filter: a GET form, so a filtered list has its own address and works without scripts. */
export function ReturnStatusFilter({ locale, status }: { locale: Locale; status: ReturnStatus | null }) {
  const { t } = useTranslation("returns");
  const listPath = pathFor("returns", locale);
  return (
    <Form
      key={status ?? ALL_RETURN_STATUSES}
      method="get"
      action={listPath}
      role="search"
      aria-label={t("history.filters")}
      className="mb-4 flex flex-wrap items-end gap-3 rounded border border-gray-200 bg-white p-3"
    >
      <div>
        <label htmlFor="return-status" className="block text-sm font-medium text-gray-800">
          {t("history.status")}
        </label>
        <select
          id="return-status"
          name="status"
          defaultValue={status ?? ALL_RETURN_STATUSES}
          className="mt-1 block rounded border border-gray-400 bg-white px-2 py-2 text-sm text-gray-900"
        >
          <option value={ALL_RETURN_STATUSES}>{t("history.allStatuses")}</option>
          {RETURN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
        {t("history.apply")}
      </button>
      {status && (
        <Link to={listPath} className="py-2 text-sm font-medium text-primary-700 underline">
          {t("history.clear")}
        </Link>
      )}
    </Form>
  );
}
