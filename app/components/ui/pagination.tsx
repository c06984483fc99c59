import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { RouteLink } from "~/components/route-link";
import { formatQuantity } from "~/lib/format";
import { pageParams, pageSummary, pageWindow } from "~/lib/list-query";
import type { Locale } from "@contract/locale";
import { buildQuery } from "@contract/query";

interface PaginationProps {
  locale: Locale;
  page: number;
  pageSize: number;
  total: number;
  /** Names the navigation when a page shows the pager twice (above and below a list). */
  label?: string;
  /** "1–10 of 24" in the list's own words ("of 24 orders"); the catalog's (parts) by default. */
  rangeText?: (range: { from: string; to: string; total: string }) => string;
}

const linkClass = "tabular inline-block min-w-9 rounded border px-2.5 py-1 text-center text-sm";

/** "1–25 of 1,284" ("no parts" in words when the list is empty) and page links that keep every other query parameter (plain links, no JavaScript needed). */
export function Pagination({ locale, page, pageSize, total, label, rangeText }: PaginationProps) {
  const { t } = useTranslation("catalog");
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search);
  const { from, to, pageCount } = pageSummary(page, pageSize, total);
  const range = { from: formatQuantity(from, locale), to: formatQuantity(to, locale), total: formatQuantity(total, locale) };
  const rangeWords = rangeText ?? ((values: typeof range) => t("pagination.range", values));
  const href = (target: number) => {
    const query = buildQuery(pageParams(current, target));
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <nav aria-label={label ?? t("pagination.label")} className="flex flex-wrap items-center justify-between gap-2 py-3">
      <p className="tabular text-sm text-gray-700" aria-live="polite">
        {total === 0 ? t("pagination.none") : rangeWords(range)}
      </p>
      {pageCount > 1 && (
        <ul className="flex flex-wrap items-center gap-1">
          {page > 1 && (
            <li>
              <RouteLink
                to={href(page - 1)}
                rel="prev"
                className={`${linkClass} border-gray-300 bg-white text-primary-800 hover:bg-primary-50`}
              >
                {t("pagination.previous")}
              </RouteLink>
            </li>
          )}
          {pageWindow(page, pageCount).map((item, index) =>
            item === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-500">
                …
              </li>
            ) : (
              <li key={item}>
                <RouteLink
                  to={href(item)}
                  aria-current={item === page ? "page" : undefined}
                  aria-label={t("pagination.page", { page: item })}
                  className={`${linkClass} ${
                    item === page
                      ? "border-primary-700 bg-primary-700 font-semibold text-white"
                      : "border-gray-300 bg-white text-primary-800 hover:bg-primary-50"
                  }`}
                >
                  {formatQuantity(item, locale)}
                </RouteLink>
              </li>
            ),
          )}
          {page < pageCount && (
            <li>
              <RouteLink
                to={href(page + 1)}
                rel="next"
                className={`${linkClass} border-gray-300 bg-white text-primary-800 hover:bg-primary-50`}
              >
                {t("pagination.next")}
              </RouteLink>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}
