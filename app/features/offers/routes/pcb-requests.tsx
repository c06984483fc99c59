import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listPcbOffers } from "@contract/api/offers/pcb-operations";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { PcbRequestTable } from "~/features/offers/components/pcb-request-table";
import { RequestList } from "~/features/offers/components/request-list";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { i18n } from "~/server/i18n.server";
import { REQUESTS_PAGE_SIZE, requestListPage } from "~/server/request-list.server";

// "catalog": the pager's words (previous, next, page N).
export const handle = { i18n: ["common", "account", "offers", "catalog"] };

export const headers = passCacheControl;

/** The signed-in user's PCB and stencil requests (a company administrator's include the colleagues'), newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const list = await requestListPage(args, "pcbStencilRequests", (page) =>
    dashboardGet(args, listPcbOffers, { query: { page, pageSize: REQUESTS_PAGE_SIZE } }),
  );
  const t = await i18n.getFixedT(args.request, "offers");
  return data({ title: t("pcb.requests.title"), list }, { headers: PRIVATE_HEADERS });
}

export default function PcbRequestsPage() {
  const { title, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("offers");
  const locale = usePageLocale();
  return (
    <DashboardShell title={title} intro={t("pcb.requests.intro")}>
      <RequestList
        locale={locale}
        list={list}
        emptyText={t("pcb.requests.empty")}
        paginationLabel={t("pcb.requests.pagination")}
        newRequest={{ to: pathFor("pcbOfferForm", locale), label: t("pcb.requests.new") }}
      >
        <PcbRequestTable locale={locale} requests={list.items} />
      </RequestList>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
