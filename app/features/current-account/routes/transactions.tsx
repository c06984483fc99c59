import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CartExportFormat } from "@contract/api/carts/operations";
import { listCurrentAccounts, searchTransactions } from "@contract/api/current-account/operations";
import { transactionQuery, type Transaction } from "@contract/api/current-account/schemas";
import { POSTING_KINDS } from "@contract/api/customers/values";
import { pathFor } from "@contract/paths";
import { buildQuery } from "@contract/query";
import { Form } from "~/components/ui/form";
import { ListTable } from "~/components/ui/list-table";
import { Pagination } from "~/components/ui/pagination";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { AccountFigures } from "~/features/current-account/components/account-figures";
import { orderInvoicePath } from "~/features/orders/invoice-path";
import { formatDate } from "~/lib/dates";
import { formatAmount } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";
import { FilterInput, FilterSelect } from "~/components/ui/filter-fields";

// "catalog": the pager's words (previous, next, page N).
export const handle = { i18n: ["common", "account", "current-account", "catalog"] };

export const headers = passCacheControl;

/** The filters as the address holds them; a filter that is not one (a mistyped day) is left out, not refused. */
function filtersOf(search: URLSearchParams) {
  const typed = Object.fromEntries(["accountId", "kind", "from", "to", "page"].map((key) => [key, search.get(key) ?? undefined]));
  const parsed = transactionQuery.safeParse(typed);
  return parsed.success ? parsed.data : transactionQuery.parse({});
}

/**
 * The business user's current accounts with their figures and one account's statement (spec §2 transactions): its
 * invoices, payments, returns and adjustments, newest first with the running balance, by day and type, a page at a
 * time, downloadable as Excel and PDF with the same rows (needs view-current-accounts: the API refuses others).
 */
export async function loader(args: LoaderFunctionArgs) {
  const filters = filtersOf(new URL(args.request.url).searchParams);
  const [accounts, statement] = await Promise.all([
    dashboardGet(args, listCurrentAccounts),
    dashboardGet(args, searchTransactions, { query: filters }),
  ]);
  const meta = await dashboardMeta(args.request, "nav.transactions");
  return data({ ...meta, accounts, statement, filters }, { headers: PRIVATE_HEADERS });
}

export default function TransactionsPage() {
  const { title, accounts, statement, filters } = useLoaderData<typeof loader>();
  const { t } = useTranslation("current-account");
  const locale = usePageLocale();
  const account = statement.account;
  const money = (value: string) => formatAmount(value, locale, account.currencyCode);
  const fileQuery = (format: CartExportFormat) =>
    buildQuery({
      format,
      lng: locale,
      accountId: account.id,
      kind: filters.kind ?? null,
      from: filters.from ?? null,
      to: filters.to ?? null,
    });
  const filtered = Boolean(filters.kind || filters.from || filters.to);

  return (
    <DashboardShell title={title} intro={t("transactions.intro")}>
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="text-lg font-semibold text-gray-900">
          {t("accounts.heading")}
        </h2>
        <AccountFigures accounts={accounts} locale={locale} />
      </section>

      <section aria-labelledby="statement-heading" className="mt-8">
        <h2 id="statement-heading" className="text-lg font-semibold text-gray-900">
          {t("transactions.heading", { code: account.code, currency: account.currencyCode })}
        </h2>
        <Form
          method="get"
          action={pathFor("transactions", locale)}
          role="search"
          aria-label={t("transactions.filters")}
          className="mt-3 flex flex-wrap items-end gap-3 rounded border border-gray-200 bg-white p-3"
        >
          <FilterSelect
            id="statement-account"
            name="accountId"
            label={t("transactions.account")}
            defaultValue={String(account.id)}
            options={accounts.map((option) => ({ value: String(option.id), label: `${option.code} (${option.currencyCode})` }))}
          />
          <FilterSelect
            id="statement-kind"
            name="kind"
            label={t("transactions.kind")}
            anyLabel={t("transactions.allKinds")}
            defaultValue={filters.kind ?? ""}
            options={POSTING_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          />
          <FilterInput id="statement-from" type="date" name="from" label={t("transactions.from")} defaultValue={filters.from ?? ""} />
          <FilterInput id="statement-to" type="date" name="to" label={t("transactions.to")} defaultValue={filters.to ?? ""} />
          <button type="submit" className="rounded bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
            {t("transactions.show")}
          </button>
          {filtered && (
            <Link
              to={`${pathFor("transactions", locale)}?${buildQuery({ accountId: account.id })}`}
              className="py-2 text-sm text-primary-700 underline"
            >
              {t("transactions.clear")}
            </Link>
          )}
        </Form>

        {statement.totalCount === 0 ? (
          <p className="mt-4 rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
            {filtered ? t("transactions.noMatch") : t("transactions.none")}
          </p>
        ) : (
          <div className="mt-4">
            <p className="mb-3 flex flex-wrap gap-4 text-sm font-medium">
              <a href={`/api/transactions-export?${fileQuery("xlsx")}`} download className="text-primary-700 hover:underline">
                {t("transactions.exportExcel")}
              </a>
              <a href={`/api/transactions-export?${fileQuery("pdf")}`} download className="text-primary-700 hover:underline">
                {t("transactions.exportPdf")}
              </a>
            </p>
            <ListTable<Transaction>
              caption={t("transactions.caption", { code: account.code })}
              rows={statement.items}
              rowKey={(row) => row.id}
              columns={[
                { key: "date", label: t("transactions.date"), cell: (row) => formatDate(row.at, locale) },
                { key: "kind", label: t("transactions.kind"), cell: (row) => t(`kinds.${row.kind}`) },
                { key: "description", label: t("transactions.description"), cell: (row) => row.description },
                {
                  key: "order",
                  label: t("transactions.order"),
                  cell: (row) =>
                    row.orderNumber ? (
                      <Link to={pathFor("orderDetail", locale, { id: row.orderNumber })} className="text-primary-700 underline">
                        {row.orderNumber}
                      </Link>
                    ) : null,
                },
                {
                  key: "invoice",
                  label: t("transactions.invoice"),
                  // A sale's invoice opens from its row (the order's invoice PDF); a return's is on its order's page.
                  cell: (row) =>
                    row.kind === "invoice" && row.orderNumber && row.invoiceNumber ? (
                      <a href={orderInvoicePath(row.orderNumber, locale)} className="text-primary-700 underline">
                        {row.invoiceNumber}
                      </a>
                    ) : (
                      row.invoiceNumber
                    ),
                },
                { key: "due", label: t("transactions.due"), cell: (row) => formatDate(row.dueDate, locale) },
                { key: "amount", label: t("transactions.amount"), numeric: true, cell: (row) => money(row.amount) },
                { key: "balance", label: t("transactions.balance"), numeric: true, cell: (row) => money(row.balance) },
              ]}
            />
            <p className="mt-2 text-sm text-gray-700">{t("transactions.opening", { amount: money(statement.openingBalance) })}</p>
            <Pagination
              locale={locale}
              page={statement.page}
              pageSize={statement.pageSize}
              total={statement.totalCount}
              label={t("transactions.pages")}
              rangeText={(range) => t("transactions.range", range)}
            />
          </div>
        )}
      </section>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
