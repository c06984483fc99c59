import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { Pagination } from "~/components/ui/pagination";

/**
 * A dashboard list of requests: the table and its pages, or what to do when there is none yet; `newRequest` is the
 * way to ask for another.
 */
export function RequestList({
  locale,
  list,
  emptyText,
  paginationLabel,
  newRequest,
  children,
}: {
  locale: Locale;
  list: { page: number; pageSize: number; totalCount: number };
  emptyText: string;
  paginationLabel: string;
  newRequest?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  const newLink = newRequest && (
    <Link to={newRequest.to} className="inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
      {newRequest.label}
    </Link>
  );
  if (list.totalCount === 0)
    return (
      <div className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
        <p className={newLink ? "mb-3" : undefined}>{emptyText}</p>
        {newLink}
      </div>
    );
  return (
    <>
      {newLink && <p className="mb-4">{newLink}</p>}
      {children}
      <Pagination
        locale={locale}
        page={list.page}
        pageSize={list.pageSize}
        total={list.totalCount}
        label={paginationLabel}
        rangeText={(range) => t("nav.requestsRange", range)}
      />
    </>
  );
}
