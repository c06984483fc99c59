import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listReturns } from "@contract/api/returns/operations";
import { RETURN_STATUSES } from "@contract/api/returns/values";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { Pagination } from "~/components/ui/pagination";
import { ReturnStatusFilter } from "~/features/returns/components/return-status-filter";
import { ReturnTable } from "~/features/returns/components/return-table";
import { pageFrom, pageParams } from "~/lib/list-query";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { i18n } from "~/server/i18n.server";

// "catalog": the pager's words (previous, next, page N).
export const handle = { i18n: ["common", "account", "returns", "catalog"] };

export const headers = passCacheControl;

/** Returns per page of the history. */
const RETURNS_PAGE_SIZE = 10;
/** The last page the API lists (returnListQuery's `page`). */
const LAST_PAGE = 10_000;

/** The return requests the signed-in user made, newest first, a page at a time. */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const page = Math.min(pageFrom(url.searchParams), LAST_PAGE);
  // Any status the store does not have ("all", an edited address) lists every status.
  const asked = url.searchParams.get("status");
  const status = RETURN_STATUSES.find((value) => value === asked) ?? null;
  const list = await dashboardGet(args, listReturns, { query: { page, pageSize: RETURNS_PAGE_SIZE, ...(status ? { status } : {}) } });
  // A page past the end (an old link) shows the last page there is.
  const pageCount = Math.max(1, Math.ceil(list.totalCount / list.pageSize));
  if (page > pageCount) {
    throw redirect(pathFor("returns", localeFromPath(url.pathname), {}, pageParams(url.searchParams, pageCount)), {
      headers: PRIVATE_HEADERS,
    });
  }
  const t = await i18n.getFixedT(args.request, "returns");
  return data({ title: t("history.title"), list, status }, { headers: PRIVATE_HEADERS });
}

export default function ReturnsPage() {
  const { title, list, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation("returns");
  const locale = usePageLocale();

  return (
    <DashboardShell title={title} intro={t("history.intro")}>
      {(list.totalCount > 0 || status) && <ReturnStatusFilter locale={locale} status={status} />}
      <section aria-labelledby="return-list">
        <h2 id="return-list" className="sr-only">
          {t("history.heading")}
        </h2>
        {list.totalCount === 0 && status ? (
          <p className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">{t("history.noMatch")}</p>
        ) : list.totalCount === 0 ? (
          <div className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
            <p>{t("history.none")}</p>
            <Link
              to={pathFor("orders", locale)}
              className="mt-3 inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
            >
              {t("history.toOrders")}
            </Link>
          </div>
        ) : (
          <>
            <ReturnTable locale={locale} returns={list.items} />
            <Pagination
              locale={locale}
              page={list.page}
              pageSize={list.pageSize}
              total={list.totalCount}
              label={t("history.pages")}
              rangeText={(range) => t("history.range", range)}
            />
          </>
        )}
      </section>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
