import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listDeskOrders } from "@contract/api/orders-desk/operations";
import { deskOrderListQuery, type DeskOrderList } from "@contract/api/orders-desk/schemas";
import { ORDER_STATUSES, PAYMENT_TYPES } from "@contract/api/orders/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { Form } from "~/components/ui/form";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { Pagination } from "~/components/ui/pagination";
import { OrderStatusBadge } from "~/features/orders/components/order-status-badge";
import { formatDateTime } from "~/lib/dates";
import { formatAmount } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { BackOfficeShell } from "../components/back-office-shell";
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

const inputClass = "mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600";

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
  const text = (name: "customer" | "orderNumber" | "from" | "to", type = "text", hint?: string) => (
    <div>
      <label htmlFor={`orders-${name}`} className="block text-sm font-medium text-gray-800">
        {t(`list.${name}`)}
      </label>
      <input
        id={`orders-${name}`}
        name={name}
        type={type}
        defaultValue={filters[name]}
        aria-describedby={hint ? `orders-${name}-hint` : undefined}
        className={inputClass}
      />
      {hint && (
        <p id={`orders-${name}-hint`} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      )}
    </div>
  );
  const select = (name: "status" | "paymentType", values: readonly string[], label: (value: string) => string) => (
    <div>
      <label htmlFor={`orders-${name}`} className="block text-sm font-medium text-gray-800">
        {t(`list.${name}`)}
      </label>
      <select id={`orders-${name}`} name={name} defaultValue={filters[name]} className={inputClass}>
        <option value="">{t("list.any")}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("list.intro")}>
      <Form method="get" className="rounded border border-gray-200 bg-white p-4" aria-labelledby="orders-filters">
        <h2 id="orders-filters" className="text-lg font-semibold text-gray-900">
          {t("list.filters")}
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {select("status", ORDER_STATUSES, (status) => orders(`status.${status}`))}
          {select("paymentType", PAYMENT_TYPES, (type) => orders(`paymentType.${type}`))}
          {text("orderNumber")}
          {text("customer", "text", t("list.customerHint"))}
          {text("from", "date")}
          {text("to", "date")}
        </div>
        <div className="mt-4 flex items-center gap-4">
          <button type="submit" className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
            {t("list.search")}
          </button>
          <Link to={pathFor("backOfficeOrders", locale)} className="text-sm text-primary-700 underline">
            {t("list.clear")}
          </Link>
        </div>
      </Form>
      <div className="mt-6">
        {list.items.length === 0 ? (
          <p className="text-sm text-gray-700">{t("list.empty")}</p>
        ) : (
          <>
            <Pagination
              locale={locale}
              page={list.page}
              pageSize={list.pageSize}
              total={list.totalCount}
              label={t("list.pagination")}
              rangeText={(range) => t("list.count", range)}
            />
            <DeskOrderTable locale={locale} items={list.items} />
          </>
        )}
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
