import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listHeatSinkOffers } from "@contract/api/offers/heat-sink-operations";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { HeatSinkRequestTable } from "~/features/offers/components/heat-sink-request-table";
import { RequestList } from "~/features/offers/components/request-list";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { i18n } from "~/server/i18n.server";
import { REQUESTS_PAGE_SIZE, requestListPage } from "~/server/request-list.server";

// "catalog": the pager's words (previous, next, page N).
export const handle = { i18n: ["common", "account", "heat-sinks", "catalog"] };

export const headers = passCacheControl;

/** The signed-in user's heat-sink requests (a company administrator's include the colleagues'), newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const list = await requestListPage(args, "heatSinkRequests", (page) =>
    dashboardGet(args, listHeatSinkOffers, { query: { page, pageSize: REQUESTS_PAGE_SIZE } }),
  );
  const t = await i18n.getFixedT(args.request, "heat-sinks");
  return data({ title: t("requests.title"), list }, { headers: PRIVATE_HEADERS });
}

export default function HeatSinkRequestsPage() {
  const { title, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("heat-sinks");
  const locale = usePageLocale();
  return (
    <DashboardShell title={title} intro={t("requests.intro")}>
      <RequestList
        locale={locale}
        list={list}
        emptyText={t("requests.empty")}
        paginationLabel={t("requests.pagination")}
        newRequest={{ to: pathFor("heatSinkOffer", locale), label: t("requests.new") }}
      >
        <HeatSinkRequestTable locale={locale} requests={list.items} />
      </RequestList>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
