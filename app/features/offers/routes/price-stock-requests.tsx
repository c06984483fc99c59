import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { searchProductRequests } from "@contract/api/offers/product-request-operations";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { ProductRequestTable } from "~/features/offers/components/product-request-table";
import { RequestList } from "~/features/offers/components/request-list";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { i18n } from "~/server/i18n.server";
import { REQUESTS_PAGE_SIZE, requestListPage } from "~/server/request-list.server";

// "catalog": the pager's words (previous, next, page N).
export const handle = { i18n: ["common", "account", "product-requests", "catalog"] };

export const headers = passCacheControl;

/** The signed-in user's price and stock requests (a company administrator's include the colleagues'), newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const list = await requestListPage(args, "priceStockRequests", (page) =>
    dashboardGet(args, searchProductRequests, { body: { page, pageSize: REQUESTS_PAGE_SIZE } }),
  );
  const t = await i18n.getFixedT(args.request, "product-requests");
  return data({ title: t("list.title"), list }, { headers: PRIVATE_HEADERS });
}

export default function PriceStockRequestsPage() {
  const { title, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("product-requests");
  const locale = usePageLocale();
  return (
    <DashboardShell title={title} intro={t("list.intro")}>
      <RequestList locale={locale} list={list} emptyText={t("list.empty")} paginationLabel={t("list.pagination")}>
        <ProductRequestTable locale={locale} requests={list.items} />
      </RequestList>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
