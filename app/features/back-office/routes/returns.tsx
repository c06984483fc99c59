import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listDeskReturns } from "@contract/api/returns/desk-operations";
import { returnDeskListQuery, type ReturnDeskSummary } from "@contract/api/returns/desk-schemas";
import { RETURN_STATUSES } from "@contract/api/returns/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { ReturnStatusBadge } from "~/features/returns/components/return-status-badge";
import { formatDateTime } from "~/lib/dates";
import { formatQuantity } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { DeskFilters, DeskResults } from "../components/desk-list";
import { FilterInput, FilterSelect } from "~/components/ui/filter-fields";
import { requireStaff, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "orders", "returns", "back-office", "back-office-returns"] };

export const headers = passCacheControl;

const FILTERS = ["status", "from", "to", "customer", "orderNumber"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** The returns desk's list (docs/decisions/039-returns-desk.md): a plain GET form of filters and page links, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "returns.view");
  const search = new URL(args.request.url).searchParams;
  // An empty field of the form is no filter.
  const given = Object.fromEntries([...search].filter(([name, value]) => value !== "" && [...FILTERS, "page"].includes(name)));
  const query = returnDeskListQuery.safeParse(given);
  if (!query.success) throw new Response(null, { status: 400 });
  const list = await staffGet(args, listDeskReturns, { query: query.data });
  const t = await i18n.getFixedT(args.request, "back-office-returns");
  const filters = Object.fromEntries(FILTERS.map((name) => [name, search.get(name) ?? ""])) as Filters;
  return data({ title: t("list.title"), staff, list, filters }, { headers: PRIVATE_HEADERS });
}

function DeskReturnTable({ locale, items }: { locale: Locale; items: ReturnDeskSummary[] }) {
  const { t } = useTranslation("back-office-returns");
  const { t: orders } = useTranslation("orders");
  const columns: Array<ListColumn<ReturnDeskSummary>> = [
    {
      key: "returnNumber",
      label: t("list.returnNumber"),
      cell: (item) => (
        <RouteLink
          to={pathFor("backOfficeReturn", locale, { returnNumber: item.returnNumber })}
          className="tabular whitespace-nowrap font-part font-semibold text-primary-700 underline"
        >
          {item.returnNumber}
        </RouteLink>
      ),
    },
    { key: "date", label: t("list.date"), cell: (item) => formatDateTime(item.createdAt, locale) },
    {
      key: "customer",
      label: t("list.customerColumn"),
      className: "[overflow-wrap:anywhere]",
      cell: (item) => (
        <>
          {item.customer.name}
          <span className="block text-xs text-gray-700">{item.customer.email}</span>
        </>
      ),
    },
    {
      key: "order",
      label: t("list.orderColumn"),
      cell: (item) => <span className="tabular whitespace-nowrap font-part">{item.orderNumber}</span>,
    },
    { key: "status", label: t("list.status"), cell: (item) => <ReturnStatusBadge status={item.status} /> },
    { key: "paymentType", label: t("list.paymentType"), cell: (item) => orders(`paymentType.${item.paymentType}`) },
    { key: "reason", label: t("list.reason"), cell: (item) => item.reason.name },
    { key: "items", label: t("list.items"), numeric: true, cell: (item) => formatQuantity(item.itemCount, locale) },
  ];
  return <ListTable caption={t("list.caption")} columns={columns} rows={items} rowKey={(item) => item.returnNumber} />;
}

export default function DeskReturnsPage() {
  const { title, staff, list, filters } = useLoaderData<typeof loader>();
  const { t } = useTranslation("back-office-returns");
  const { t: returns } = useTranslation("returns");
  const locale = usePageLocale();
  const input = (name: "customer" | "orderNumber" | "from" | "to", type: "text" | "date" = "text", hint?: string) => (
    <FilterInput id={`returns-${name}`} name={name} label={t(`list.${name}`)} defaultValue={filters[name]} type={type} hint={hint} />
  );
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("list.intro")}>
      <DeskFilters
        id="returns-filters"
        title={t("list.filters")}
        searchLabel={t("list.search")}
        clearLabel={t("list.clear")}
        clearTo={pathFor("backOfficeReturns", locale)}
      >
        <FilterSelect
          id="returns-status"
          name="status"
          label={t("list.status")}
          anyLabel={t("list.any")}
          defaultValue={filters.status}
          options={RETURN_STATUSES.map((status) => ({ value: status, label: returns(`status.${status}`) }))}
        />
        {input("orderNumber")}
        {input("customer", "text", t("list.customerHint"))}
        {input("from", "date")}
        {input("to", "date")}
      </DeskFilters>
      <DeskResults
        locale={locale}
        list={list}
        emptyText={t("list.empty")}
        pagesLabel={t("list.pagination")}
        countText={(range) => t("list.count", range)}
      >
        <DeskReturnTable locale={locale} items={list.items} />
      </DeskResults>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
