import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listDeskOrders } from "@contract/api/orders-desk/operations";
import { deskOrderListQuery, type DeskOrderList } from "@contract/api/orders-desk/schemas";
import { ORDER_STATUSES, PAYMENT_TYPES } from "@contract/api/orders/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { OrderStatusBadge } from "~/features/orders/components/order-status-badge";
import { formatDateTime } from "~/lib/dates";
import { formatAmount } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { DeskFilters, DeskResults } from "../components/desk-list";
import { FilterInput, FilterSelect } from "~/components/ui/filter-fields";
import { requireStaff, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "catalog", "orders", "back-office", "back-office-orders"] };

export const headers = passCacheControl;

const FILTERS = ["status", "paymentType", "from", "to", "customer", "orderNumber"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** The orders desk's list (issue 32 item 3): a plain GET form of filters and page links, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "orders.view");
  const search = new URL(args.request.url).searchParams;
  // An empty field of the form is no filter.
  const given = Object.fromEntries([...search].filter(([name, value]) => value !== "" && [...FILTERS, "page"].includes(name)));
  const query = deskOrderListQuery.safeParse(given);
  if (!query.success) throw new Response(null, { status: 400 });
  const list = await staffGet(args, listDeskOrders, { query: query.data });
  const t = await i18n.getFixedT(args.request, "back-office-orders");
  const filters = Object.fromEntries(FILTERS.map((name) => [name, search.get(name) ?? ""])) as Filters;
  return data({ title: t("list.title"), staff, list, filters }, { headers: PRIVATE_HEADERS });
}

function DeskOrderTable({ locale, items }: { locale: Locale; items: DeskOrderList["items"] }) {
  const { t } = useTranslation("back-office-orders");
  const { t: orders } = useTranslation("orders");
  const columns: Array<ListColumn<DeskOrderList["items"][number]>> = [
    {
      key: "orderNumber",
      label: t("list.orderNumber"),
      cell: (order) => (
        <RouteLink
          to={pathFor("backOfficeOrder", locale, { orderNumber: order.orderNumber })}
          className="tabular whitespace-nowrap font-part font-semibold text-primary-700 underline"
        >
          {order.orderNumber}
        </RouteLink>
      ),
    },
    { key: "date", label: t("list.date"), cell: (order) => formatDateTime(order.createdAt, locale) },
    {
      key: "customer",
      label: t("list.customerColumn"),
      className: "[overflow-wrap:anywhere]",
      cell: (order) => (
        <>
          {order.customerName}
          {order.companyName && <span className="block text-xs text-gray-700">{order.companyName}</span>}
          <span className="block text-xs text-gray-700">{order.placedBy}</span>
        </>
      ),
    },
    { key: "status", label: t("list.status"), cell: (order) => <OrderStatusBadge status={order.status} /> },
    { key: "paymentType", label: t("list.paymentType"), cell: (order) => orders(`paymentType.${order.paymentType}`) },
    {
      key: "total",
      label: t("list.total"),
      numeric: true,
      className: "whitespace-nowrap font-semibold",
      cell: (order) => formatAmount(order.totals.total, locale, order.totals.currency),
    },
  ];
  return <ListTable caption={t("list.caption")} columns={columns} rows={items} rowKey={(order) => order.orderNumber} />;
}

export default function DeskOrdersPage() {
  const { title, staff, list, filters } = useLoaderData<typeof loader>();
  const { t } = useTranslation("back-office-orders");
  const { t: orders } = useTranslation("orders");
  const locale = usePageLocale();
  const input = (name: "customer" | "orderNumber" | "from" | "to", type: "text" | "date" = "text", hint?: string) => (
    <FilterInput id={`orders-${name}`} name={name} label={t(`list.${name}`)} defaultValue={filters[name]} type={type} hint={hint} />
  );
  const select = (name: "status" | "paymentType", values: readonly string[], label: (value: string) => string) => (
    <FilterSelect
      id={`orders-${name}`}
      name={name}
      label={t(`list.${name}`)}
      anyLabel={t("list.any")}
      defaultValue={filters[name]}
      options={values.map((value) => ({ value, label: label(value) }))}
    />
  );
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("list.intro")}>
      <DeskFilters
        id="orders-filters"
        title={t("list.filters")}
        searchLabel={t("list.search")}
        clearLabel={t("list.clear")}
        clearTo={pathFor("backOfficeOrders", locale)}
      >
        {select("status", ORDER_STATUSES, (status) => orders(`status.${status}`))}
        {select("paymentType", PAYMENT_TYPES, (type) => orders(`paymentType.${type}`))}
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
        <DeskOrderTable locale={locale} items={list.items} />
      </DeskResults>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
