import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listDeskReturns } from "@contract/api/returns/desk-operations";
import { returnDeskListQuery, type ReturnDeskSummary } from "@contract/api/returns/desk-schemas";
import { RETURN_STATUSES } from "@contract/api/returns/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { Form } from "~/components/ui/form";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { Pagination } from "~/components/ui/pagination";
import { ReturnStatusBadge } from "~/features/returns/components/return-status-badge";
import { formatDateTime } from "~/lib/dates";
import { formatQuantity } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { BackOfficeShell } from "../components/back-office-shell";
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

const inputClass = "mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600";

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
  const text = (name: "customer" | "orderNumber" | "from" | "to", type = "text", hint?: string) => (
    <div>
      <label htmlFor={`returns-${name}`} className="block text-sm font-medium text-gray-800">
        {t(`list.${name}`)}
      </label>
      <input
        id={`returns-${name}`}
        name={name}
        type={type}
        defaultValue={filters[name]}
        aria-describedby={hint ? `returns-${name}-hint` : undefined}
        className={inputClass}
      />
      {hint && (
        <p id={`returns-${name}-hint`} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("list.intro")}>
      <Form method="get" className="rounded border border-gray-200 bg-white p-4" aria-labelledby="returns-filters">
        <h2 id="returns-filters" className="text-lg font-semibold text-gray-900">
          {t("list.filters")}
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <label htmlFor="returns-status" className="block text-sm font-medium text-gray-800">
              {t("list.status")}
            </label>
            <select id="returns-status" name="status" defaultValue={filters.status} className={inputClass}>
              <option value="">{t("list.any")}</option>
              {RETURN_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {returns(`status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          {text("orderNumber")}
          {text("customer", "text", t("list.customerHint"))}
          {text("from", "date")}
          {text("to", "date")}
        </div>
        <div className="mt-4 flex items-center gap-4">
          <button type="submit" className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
            {t("list.search")}
          </button>
          <Link to={pathFor("backOfficeReturns", locale)} className="text-sm text-primary-700 underline">
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
            <DeskReturnTable locale={locale} items={list.items} />
          </>
        )}
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
