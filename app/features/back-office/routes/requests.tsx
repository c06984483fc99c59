import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listDeskRequests } from "@contract/api/requests-desk/operations";
import { requestListQuery, type RequestList } from "@contract/api/requests-desk/schemas";
import { REQUEST_CASE_STATUSES, REQUEST_KINDS } from "@contract/api/requests-desk/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { formatDateTime } from "~/lib/dates";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { DeskFilters, DeskResults } from "../components/desk-list";
import { FilterInput, FilterSelect } from "~/components/ui/filter-fields";
import { requireStaff, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "back-office", "back-office-requests"] };

export const headers = passCacheControl;

const FILTERS = ["q", "kind", "status", "assignee", "page"];

/**
 * The requests inbox (issue 33 item 1, docs/decisions/041-request-cases.md): every customer request, filtered by kind,
 * status, assignee and a number, name, e-mail or company, a plain GET form and page links.
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "requests.view");
  const search = new URL(args.request.url).searchParams;
  // An empty field of the form is no filter.
  const given = Object.fromEntries([...search].filter(([name, value]) => value !== "" && FILTERS.includes(name)));
  const query = requestListQuery.safeParse(given);
  if (!query.success) throw new Response(null, { status: 400 });
  const requests = await staffGet(args, listDeskRequests, { query: query.data });
  const t = await i18n.getFixedT(args.request, "back-office-requests");
  const filters = Object.fromEntries(FILTERS.map((name) => [name, search.get(name) ?? ""]));
  return data({ title: t("list.title"), staff, filters, requests }, { headers: PRIVATE_HEADERS });
}

function RequestTable({ locale, items }: { locale: Locale; items: RequestList["items"] }) {
  const { t } = useTranslation("back-office-requests");
  const columns: Array<ListColumn<RequestList["items"][number]>> = [
    {
      key: "number",
      label: t("list.number"),
      cell: (request) => (
        <RouteLink
          to={pathFor("backOfficeRequest", locale, { caseId: request.caseId })}
          className="tabular font-part font-semibold text-primary-700 underline"
        >
          {request.number}
        </RouteLink>
      ),
    },
    { key: "kind", label: t("list.kind"), cell: (request) => t(`kinds.${request.kind}`) },
    {
      key: "requester",
      label: t("list.requester"),
      className: "[overflow-wrap:anywhere]",
      cell: (request) => (
        <>
          {request.requester}
          {request.companyName && <span className="block text-gray-700">{request.companyName}</span>}
          <span className="block text-gray-700">{request.email}</span>
        </>
      ),
    },
    { key: "summary", label: t("list.summary"), className: "[overflow-wrap:anywhere]", cell: (request) => request.summary },
    { key: "status", label: t("list.status"), cell: (request) => t(`statuses.${request.status}`) },
    { key: "assignee", label: t("list.assignee"), cell: (request) => request.assignee?.name ?? t("list.nobody") },
    { key: "received", label: t("list.received"), cell: (request) => formatDateTime(request.createdAt, locale) },
  ];
  return <ListTable caption={t("list.caption")} columns={columns} rows={items} rowKey={(request) => String(request.caseId)} />;
}

export default function RequestsPage() {
  const { title, staff, filters, requests } = useLoaderData<typeof loader>();
  const { t } = useTranslation("back-office-requests");
  const locale = usePageLocale();
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("list.intro")}>
      <DeskFilters
        id="requests-filters"
        title={t("list.filters")}
        searchLabel={t("list.search")}
        clearLabel={t("list.clear")}
        clearTo={pathFor("backOfficeRequests", locale)}
      >
        <FilterInput id="requests-q" name="q" type="search" label={t("list.q")} defaultValue={filters.q} />
        <FilterSelect
          id="requests-kind"
          name="kind"
          label={t("list.kind")}
          anyLabel={t("list.any")}
          defaultValue={filters.kind}
          options={REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        />
        <FilterSelect
          id="requests-status"
          name="status"
          label={t("list.status")}
          anyLabel={t("list.any")}
          defaultValue={filters.status}
          options={REQUEST_CASE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
        <FilterSelect
          id="requests-assignee"
          name="assignee"
          label={t("list.assignee")}
          anyLabel={t("list.any")}
          defaultValue={filters.assignee}
          options={[
            { value: "me", label: t("list.me") },
            { value: "none", label: t("list.nobody") },
          ]}
        />
      </DeskFilters>
      <DeskResults
        locale={locale}
        list={requests}
        emptyText={t("list.empty")}
        pagesLabel={t("list.pagination")}
        countText={(range) => t("list.count", range)}
      >
        <RequestTable locale={locale} items={requests.items} />
      </DeskResults>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
