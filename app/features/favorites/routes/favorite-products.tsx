import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listFavorites } from "@contract/api/favorites/operations";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { Pagination } from "~/components/ui/pagination";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { ProductTable } from "~/features/catalog/components/product-table";
import { listRow } from "~/features/catalog/product-list-view";
import { partsPageAction } from "~/features/favorites/favorite-actions.server";
import { favoriteIdsOf } from "~/features/favorites/favorites.server";
import { formId } from "~/server/forms.server";
import { titleMeta } from "~/lib/meta";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { i18n } from "~/server/i18n.server";
import { keepPageAfterServerFailure } from "~/lib/keep-page-after-failure";

// "catalog" and "cart": the rows are the product list's, with their add-to-cart forms.
export const handle = { i18n: ["common", "account", "catalog", "cart", "favorites"] };

export const headers = passCacheControl;

/** The user's favorite parts, newest first, a page at a time (`?page=`), each with add to cart and remove. */

export const shouldRevalidate = keepPageAfterServerFailure;
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const t = await i18n.getFixedT(args.request, "favorites");
  const page = formId(url.searchParams.get("page")) ?? 1;
  const favorites = await dashboardGet(args, listFavorites, { query: { page } });
  const rows = favorites.items.map((item) => listRow(item.part));
  // A row's favorite button acts on the packaging it shows: which of the rows' other packagings are favorites too.
  const others = rows.flatMap((row) => row.packagings.map((packaging) => packaging.variantId).filter((id) => id !== row.variantId));
  const favoriteIds = [...rows.map((row) => row.variantId), ...(await favoriteIdsOf(args, others))];
  return data(
    {
      title: t("favorites.title"),
      locale: localeFromPath(url.pathname),
      favorites: { page: favorites.page, pageSize: favorites.pageSize, totalCount: favorites.totalCount },
      rows,
      favoriteIds,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** Add to cart (the cart's `add`) and remove from favorites: the posts of a page of parts. */
export const action = partsPageAction;

export default function FavoriteProductsPage() {
  const { title, locale, favorites, rows, favoriteIds } = useLoaderData<typeof loader>();
  const { t } = useTranslation("favorites");
  return (
    <DashboardShell title={title} intro={t("favorites.intro")}>
      <p className="mb-4 text-sm">
        <Link to={pathFor("wishLists", locale)} className="font-semibold text-primary-700 underline">
          {t("favorites.wishlistsLink")}
        </Link>
      </p>
      {favorites.totalCount === 0 ? (
        <div className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
          <p>{t("favorites.empty")}</p>
          <Link
            to={pathFor("categories", locale)}
            className="mt-3 inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
          >
            {t("favorites.browse")}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-gray-700">{t("favorites.count", { count: favorites.totalCount })}</p>
          <ProductTable
            locale={locale}
            items={rows}
            columns={[]}
            caption={t("favorites.caption")}
            favorites={{ ids: favoriteIds, selectable: false }}
          />
          <Pagination
            locale={locale}
            page={favorites.page}
            pageSize={favorites.pageSize}
            total={favorites.totalCount}
            rangeText={(range) => t("favorites.range", range)}
          />
        </>
      )}
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
