import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listPcbOffers } from "@contract/api/offers/pcb-operations";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/components/account/dashboard-shell";
import { Pagination } from "~/components/catalog/pagination";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PcbRequestTable } from "~/components/offers/pcb-request-table";
import { pageFrom, pageParams } from "~/lib/list-query";
import { pageTitle } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { env } from "~/server/env.server";
import { i18n } from "~/server/i18n.server";

// "catalog": the pager's words (previous, next, page N).
export const handle = { i18n: ["common", "account", "offers", "catalog"] };

export const headers = passCacheControl;

const REQUESTS_PAGE_SIZE = 10;
/** The last page the API lists (pcbOfferListQuery's `page`). */
const LAST_PAGE = 10_000;

/** The signed-in user's PCB and stencil requests (a company administrator's include the colleagues'), newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const page = Math.min(pageFrom(url.searchParams), LAST_PAGE);
  const list = await dashboardGet(args, listPcbOffers, { query: { page, pageSize: REQUESTS_PAGE_SIZE } });
  // A page past the end (an old link) shows the last page there is.
  const pageCount = Math.max(1, Math.ceil(list.totalCount / list.pageSize));
  if (page > pageCount) {
    throw redirect(pathFor("pcbStencilRequests", localeFromPath(url.pathname), {}, pageParams(url.searchParams, pageCount)), {
      headers: PRIVATE_HEADERS,
    });
  }
  const t = await i18n.getFixedT(args.request, "offers");
  return data({ title: t("pcb.requests.title"), storeName: env().STORE_NAME, list }, { headers: PRIVATE_HEADERS });
}

export default function PcbRequestsPage() {
  const { title, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("offers");
  const locale = usePageLocale();
  const newQuote = (
    <Link
      to={pathFor("pcbOfferForm", locale)}
      className="inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
    >
      {t("pcb.requests.new")}
    </Link>
  );

  return (
    <DashboardShell title={title} intro={t("pcb.requests.intro")}>
      {list.totalCount === 0 ? (
        <div className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
          <p className="mb-3">{t("pcb.requests.empty")}</p>
          {newQuote}
        </div>
      ) : (
        <>
          <p className="mb-4">{newQuote}</p>
          <PcbRequestTable locale={locale} requests={list.items} />
          <Pagination
            locale={locale}
            page={list.page}
            pageSize={list.pageSize}
            total={list.totalCount}
            label={t("pcb.requests.pagination")}
          />
        </>
      )}
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [{ title: pageTitle(loaderData?.title, loaderData?.storeName) }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
