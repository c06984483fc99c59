import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { companyOrderPlacers, listCompanyOrders, listOrders } from "@contract/api/orders/operations";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { Pagination } from "~/components/ui/pagination";
import { OrderExportLinks } from "~/features/orders/components/order-export-links";
import { OrderFilterForm } from "~/features/orders/components/order-filter-form";
import { OrderTable } from "~/features/orders/components/order-table";
import { pageParams } from "~/lib/list-query";
import { titleMeta } from "~/lib/meta";
import { isFiltered, orderFiltersOf, orderListQueryOf, seesCompanyOrders, userIdQueryOf } from "~/features/orders/order-filters";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";

// "catalog": the pager's words (previous, next, page N).
export const handle = { i18n: ["common", "account", "orders", "catalog"] };

export const headers = passCacheControl;

/**
 * The signed-in user's own orders, newest first, or for a business user who may view orders the company's (spec §6:
 * the list's administrator variant, with who placed each and a filter by user), filtered by status and by order or
 * purchase order number, a page at a time.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const filters = orderFiltersOf(url.searchParams);
  const company = seesCompanyOrders(await requireUser(args));
  const query = orderListQueryOf(filters);
  const [list, placers] = company
    ? await Promise.all([
        dashboardGet(args, listCompanyOrders, { query: { ...query, ...userIdQueryOf(filters) } }),
        dashboardGet(args, companyOrderPlacers),
      ])
    : [await dashboardGet(args, listOrders, { query }), null];
  // A page past the end (an old link, an order cancelled away under a filter) shows the last page there is.
  const pageCount = Math.max(1, Math.ceil(list.totalCount / list.pageSize));
  if (filters.page > pageCount) {
    throw redirect(pathFor("orders", localeFromPath(url.pathname), {}, pageParams(url.searchParams, pageCount)), {
      headers: PRIVATE_HEADERS,
    });
  }
  const meta = await dashboardMeta(args.request, "nav.orders");
  return data({ ...meta, list, filters, placers }, { headers: PRIVATE_HEADERS });
}

export default function OrdersPage() {
  const { title, list, filters, placers } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const locale = usePageLocale();
  const company = list.scope === "company";

  return (
    <DashboardShell title={title} intro={t(company ? "list.introCompany" : "list.intro")}>
      {/* Nothing to filter before the first order; the empty list's own link clears filters that match nothing. */}
      {(list.totalCount > 0 || isFiltered(filters)) && (
        <OrderFilterForm locale={locale} filters={filters} clearLink={list.totalCount > 0} placers={placers ?? undefined} />
      )}
      <section aria-labelledby="order-list" className="mt-6">
        <h2 id="order-list" className="sr-only">
          {t("list.heading")}
        </h2>
        {list.totalCount === 0 ? (
          <div className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
            {isFiltered(filters) ? (
              <>
                <p>{t("list.noMatch")}</p>
                <Link to={pathFor("orders", locale)} className="mt-3 inline-block font-semibold text-primary-700 underline">
                  {t("list.clear")}
                </Link>
              </>
            ) : (
              <>
                <p>{t(company ? "list.noneCompany" : "list.none")}</p>
                <Link
                  to={pathFor("categories", locale)}
                  className="mt-3 inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
                >
                  {t("list.browse")}
                </Link>
              </>
            )}
          </div>
        ) : (
          <>
            <OrderExportLinks locale={locale} filters={filters} />
            <OrderTable locale={locale} orders={list.items} showPlacedBy={company} />
            <Pagination
              locale={locale}
              page={list.page}
              pageSize={list.pageSize}
              total={list.totalCount}
              label={t("list.pages")}
              rangeText={(range) => t("list.range", range)}
            />
          </>
        )}
      </section>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
