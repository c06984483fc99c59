import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listCartOwners } from "@contract/api/carts/user-carts-operations";
import { USER_CART_SEARCH_MAX, type CartOwner } from "@contract/api/carts/user-carts-schemas";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { Pagination } from "~/components/ui/pagination";
import { Form } from "~/components/ui/form";
import { ListTable } from "~/components/ui/list-table";
import { formatQuantity } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { i18n } from "~/server/i18n.server";
import { requestListPage } from "~/server/request-list.server";

// "catalog": the pager's words (previous, next, page N).
export const handle = { i18n: ["common", "account", "admin-carts", "catalog"] };

export const headers = passCacheControl;

const PAGE_SIZE = 20;

/**
 * The company's users with what their carts hold (an administrator with manage-user-carts: the API refuses anyone
 * else with 403), searched by name or e-mail (`?q=`), a page at a time; each opens the user's carts.
 */
export async function loader(args: LoaderFunctionArgs) {
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").trim().slice(0, USER_CART_SEARCH_MAX).trim();
  const list = await requestListPage(args, "adminUserCarts", (page) =>
    dashboardGet(args, listCartOwners, { query: { page, pageSize: PAGE_SIZE, ...(q ? { q } : {}) } }),
  );
  const t = await i18n.getFixedT(args.request, "admin-carts");
  return data({ title: t("list.title"), list, q }, { headers: PRIVATE_HEADERS });
}

export default function AdminUserCartsPage() {
  const { title, list, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-carts");
  const locale = usePageLocale();
  const listPath = pathFor("adminUserCarts", locale);
  const count = (value: number) => formatQuantity(value, locale);

  return (
    <DashboardShell title={title} intro={t("list.intro")}>
      {/* A GET form: a search has an address of its own and works without JavaScript. Keyed so "clear" empties it. */}
      <Form
        key={q}
        method="get"
        action={listPath}
        role="search"
        aria-label={t("list.filters")}
        className="flex flex-wrap items-end gap-3 rounded border border-gray-200 bg-white p-3"
      >
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="user-search" className="block text-sm font-medium text-gray-800">
            {t("list.search")}
          </label>
          <input
            id="user-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={USER_CART_SEARCH_MAX}
            autoComplete="off"
            className="mt-1 block w-full rounded border border-gray-400 px-3 py-2 text-sm text-gray-900"
          />
        </div>
        <button type="submit" className="rounded bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
          {t("list.apply")}
        </button>
        {q && (
          <Link to={listPath} className="py-2 text-sm font-medium text-primary-700 underline">
            {t("list.clear")}
          </Link>
        )}
      </Form>
      <section aria-labelledby="user-cart-owners" className="mt-6">
        <h2 id="user-cart-owners" className="sr-only">
          {t("list.heading")}
        </h2>
        {list.totalCount === 0 ? (
          <p className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
            {q ? t("list.noMatch", { q }) : t("list.none")}
          </p>
        ) : (
          <>
            <ListTable<CartOwner>
              caption={t("list.caption")}
              rows={list.items}
              rowKey={(user) => user.id}
              columns={[
                {
                  key: "name",
                  label: t("list.name"),
                  cell: (user) => (
                    <Link to={pathFor("adminUserCart", locale, { id: user.id })} className="font-semibold text-primary-700 underline">
                      {`${user.firstName} ${user.lastName}`}
                    </Link>
                  ),
                },
                { key: "email", label: t("list.email"), className: "[overflow-wrap:anywhere]", cell: (user) => user.email },
                { key: "role", label: t("list.role"), cell: (user) => user.role?.name ?? t("list.noRole") },
                { key: "active", label: t("list.activeLines"), numeric: true, cell: (user) => count(user.activeCartLineCount) },
                { key: "saved", label: t("list.savedCarts"), numeric: true, cell: (user) => count(user.savedCartCount) },
              ]}
            />
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
