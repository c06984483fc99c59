import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listDeskInvoices, sendDeskInvoiceAgain } from "@contract/api/invoices-desk/operations";
import { deskInvoiceListQuery, invoiceNumberParams, type DeskInvoiceList } from "@contract/api/invoices-desk/schemas";
import { INVOICE_STATUSES, INVOICE_TYPES } from "@contract/api/invoices/values";
import { localeFromPath, type Locale } from "@contract/locale";
import { RESOURCE_ROUTES } from "@contract/pages.js";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { Form } from "~/components/ui/form";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatDateTime } from "~/lib/dates";
import { formatAmount } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { apiErrorMessage } from "~/server/api-errors.server";
import { ApiError } from "~/server/api.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { DeskFilters, DeskResults } from "../components/desk-list";
import { FilterInput, FilterSelect } from "~/components/ui/filter-fields";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "catalog", "back-office", "back-office-customers"] };

export const headers = passCacheControl;

const FILTERS = ["q", "type", "status", "from", "to"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** The invoices list (issue 32 item 6): issued invoices filtered by a plain GET form, each with its PDF, XML and "send again". */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "invoices.manage");
  const search = new URL(args.request.url).searchParams;
  // An empty field of the form is no filter.
  const given = Object.fromEntries([...search].filter(([name, value]) => value !== "" && [...FILTERS, "page"].includes(name)));
  const query = deskInvoiceListQuery.safeParse(given);
  if (!query.success) throw new Response(null, { status: 400 });
  const list = await staffGet(args, listDeskInvoices, { query: query.data });
  const t = await i18n.getFixedT(args.request, "back-office-customers");
  const filters = Object.fromEntries(FILTERS.map((name) => [name, search.get(name) ?? ""])) as Filters;
  return data({ title: t("invoices.title"), staff, list, filters }, { headers: PRIVATE_HEADERS });
}

/** "Send again": one button per invoice, back to the same list (its filters and page kept) with a toast. */
export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "invoices.manage");
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const t = await i18n.getFixedT(args.request, ["back-office-customers", "common"]);
  const formData = await readForm(args.request);
  const params = invoiceNumberParams.safeParse({ invoiceNumber: formData.get("invoiceNumber") });
  if (formData.get("intent") !== "send" || !params.success) return data({ error: t("unknownIntent") }, { status: 400 });
  const back = `${pathFor("backOfficeInvoices", locale)}${url.search}`;
  try {
    const { data: sent } = await staffApi(args).call(sendDeskInvoiceAgain, { params: params.data });
    return redirectWithToast(back, { type: "success", title: t("invoices.sent", { number: sent.number, to: sent.sentTo }) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return data({ error: apiErrorMessage(error, t) }, { status: 404 });
    throw error;
  }
}

const DOCUMENT_ROUTE = RESOURCE_ROUTES.find((route) => route.id === "resource.backOfficeOrderDocument")!;
const documentPath = (orderNumber: string, document: string) =>
  DOCUMENT_ROUTE.path.replace(":orderNumber", encodeURIComponent(orderNumber)).replace(":document", encodeURIComponent(document));

function InvoiceTable({ locale, items, canOpenOrders }: { locale: Locale; items: DeskInvoiceList["items"]; canOpenOrders: boolean }) {
  const { t } = useTranslation("back-office-customers");
  const { search } = useLocation();
  const columns: Array<ListColumn<DeskInvoiceList["items"][number]>> = [
    {
      key: "number",
      label: t("invoices.number"),
      cell: (invoice) => <span className="tabular font-part font-semibold">{invoice.number}</span>,
    },
    { key: "date", label: t("invoices.date"), className: "whitespace-nowrap", cell: (invoice) => formatDateTime(invoice.issuedAt, locale) },
    {
      key: "type",
      label: t("invoices.type"),
      cell: (invoice) => `${t(`invoices.types.${invoice.type}`)} · ${t(`invoices.statuses.${invoice.status}`)}`,
    },
    {
      key: "order",
      label: t("invoices.order"),
      cell: (invoice) =>
        canOpenOrders ? (
          <RouteLink
            to={pathFor("backOfficeOrder", locale, { orderNumber: invoice.orderNumber })}
            className="tabular font-part text-primary-700 underline"
          >
            {invoice.orderNumber}
          </RouteLink>
        ) : (
          <span className="tabular font-part">{invoice.orderNumber}</span>
        ),
    },
    {
      key: "customer",
      label: t("invoices.customer"),
      className: "[overflow-wrap:anywhere]",
      cell: (invoice) => (
        <>
          {invoice.customerName}
          {invoice.companyTitle && <span className="block text-xs text-gray-700">{invoice.companyTitle}</span>}
          <span className="block text-xs text-gray-700">{invoice.customerEmail}</span>
        </>
      ),
    },
    {
      key: "total",
      label: t("invoices.total"),
      numeric: true,
      className: "whitespace-nowrap",
      cell: (invoice) => (
        <>
          <span className="font-semibold">{formatAmount(invoice.total, locale, invoice.currency)}</span>
          {invoice.currency !== "TRY" && (
            <span className="block text-xs text-gray-700">{formatAmount(invoice.totalTry, locale, "TRY")}</span>
          )}
        </>
      ),
    },
    {
      key: "documents",
      label: t("invoices.documents"),
      cell: (invoice) => (
        <div className="flex flex-wrap items-center gap-2">
          {canOpenOrders && (
            <>
              <a href={documentPath(invoice.orderNumber, invoice.number)} className="text-primary-700 underline" download>
                <span aria-hidden="true">PDF</span>
                <span className="sr-only">{t("invoices.pdf", { number: invoice.number })}</span>
              </a>
              <a href={documentPath(invoice.orderNumber, `${invoice.number}.xml`)} className="text-primary-700 underline" download>
                <span aria-hidden="true">XML</span>
                <span className="sr-only">{t("invoices.xml", { number: invoice.number })}</span>
              </a>
            </>
          )}
          <Form method="post" action={`${pathFor("backOfficeInvoices", locale)}${search}`}>
            <input type="hidden" name="invoiceNumber" value={invoice.number} />
            <SubmitButton
              name="intent"
              value="send"
              aria-label={t("invoices.sendLabel", { number: invoice.number })}
              pendingLabel={t("invoices.sending")}
            >
              {t("invoices.send")}
            </SubmitButton>
          </Form>
        </div>
      ),
    },
  ];
  return <ListTable caption={t("invoices.caption")} columns={columns} rows={items} rowKey={(invoice) => invoice.number} />;
}

export default function DeskInvoicesPage() {
  const { title, staff, list, filters } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("back-office-customers");
  const locale = usePageLocale();
  const field = (name: "q" | "from" | "to", type: "text" | "date" = "text") => (
    <FilterInput id={`invoices-${name}`} name={name} label={t(`invoices.${name}`)} defaultValue={filters[name]} type={type} />
  );
  const select = (name: "type" | "status", values: readonly string[], label: (value: string) => string) => (
    <FilterSelect
      id={`invoices-${name}`}
      name={name}
      label={t(`invoices.${name}`)}
      anyLabel={t("invoices.any")}
      defaultValue={filters[name]}
      options={values.map((value) => ({ value, label: label(value) }))}
    />
  );
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("invoices.intro")}>
      {answer && "error" in answer && (
        <p role="alert" className="mb-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {answer.error}
        </p>
      )}
      <DeskFilters
        id="invoices-filters"
        title={t("invoices.filters")}
        searchLabel={t("invoices.search")}
        clearLabel={t("invoices.clear")}
        clearTo={pathFor("backOfficeInvoices", locale)}
      >
        {field("q")}
        {select("type", INVOICE_TYPES, (type) => t(`invoices.types.${type}`))}
        {select("status", INVOICE_STATUSES, (status) => t(`invoices.statuses.${status}`))}
        {field("from", "date")}
        {field("to", "date")}
      </DeskFilters>
      <DeskResults
        locale={locale}
        list={list}
        emptyText={t("invoices.empty")}
        pagesLabel={t("invoices.pagination")}
        countText={(range) => t("invoices.count", range)}
      >
        <InvoiceTable locale={locale} items={list.items} canOpenOrders={staff.permissions.includes("orders.view")} />
      </DeskResults>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
