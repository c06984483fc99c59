import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { searchBomRequests } from "@contract/api/bom/request-operations";
import { bomRequestNumber, type BomRequestSummary } from "@contract/api/bom/request-schemas";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { RequestList } from "~/features/offers/components/request-list";
import { formatDate } from "~/lib/dates";
import { formatQuantity } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { i18n } from "~/server/i18n.server";
import { REQUESTS_PAGE_SIZE, requestListPage } from "~/server/request-list.server";

// "catalog": the pager's words (previous, next, page N).
export const handle = { i18n: ["common", "account", "bom", "catalog"] };

export const headers = passCacheControl;

/** The signed-in user's BOM requests (a company administrator's include the colleagues'), newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const list = await requestListPage(args, "bomRequests", (page) =>
    dashboardGet(args, searchBomRequests, { body: { page, pageSize: REQUESTS_PAGE_SIZE } }),
  );
  const t = await i18n.getFixedT(args.request, "bom");
  return data({ title: t("requests.list.title"), list }, { headers: PRIVATE_HEADERS });
}

export default function BomRequestsPage() {
  const { title, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("bom");
  const locale = usePageLocale();
  const columns: Array<ListColumn<BomRequestSummary>> = [
    {
      key: "number",
      label: t("requests.list.number"),
      cell: (request) => (
        <RouteLink
          to={pathFor("bomRequest", locale, { id: String(request.id), userId: request.userId })}
          className="tabular whitespace-nowrap font-semibold text-primary-700 underline"
        >
          {bomRequestNumber(request.id)}
        </RouteLink>
      ),
    },
    { key: "date", label: t("requests.list.date"), className: "tabular", cell: (request) => formatDate(request.createdAt, locale) },
    {
      key: "purpose",
      label: t("requests.list.purpose"),
      className: "[overflow-wrap:anywhere]",
      cell: (request) => [t(`requests.purposes.${request.purpose}`), request.projectName].filter(Boolean).join(": "),
    },
    { key: "lines", label: t("requests.list.lines"), numeric: true, cell: (request) => formatQuantity(request.lineCount, locale) },
    { key: "boards", label: t("requests.list.boards"), numeric: true, cell: (request) => formatQuantity(request.boards, locale) },
    { key: "requester", label: t("requests.list.requester"), className: "[overflow-wrap:anywhere]", cell: (request) => request.requester },
    { key: "status", label: t("requests.list.status"), cell: (request) => t(`requests.status.${request.status}`) },
  ];
  return (
    <DashboardShell title={title} intro={t("requests.list.intro")}>
      <RequestList
        locale={locale}
        list={list}
        emptyText={t("requests.list.empty")}
        paginationLabel={t("requests.list.pagination")}
        newRequest={{ to: pathFor("bomTool", locale), label: t("title") }}
      >
        <ListTable caption={t("requests.list.caption")} columns={columns} rows={list.items} rowKey={(request) => request.id} />
      </RequestList>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
