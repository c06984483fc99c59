import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listSpecialProducts } from "@contract/api/special-products/operations";
import type { SpecialProduct } from "@contract/api/special-products/schemas";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { Pagination } from "~/components/ui/pagination";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { addOnlyAction } from "~/features/cart/cart-actions.server";
import { AddToCartForm } from "~/features/cart/components/add-to-cart-form";
import { productPath } from "~/features/catalog/catalog-links";
import { formatUnitPrice } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";
import { formId } from "~/server/forms.server";
import { keepPageAfterServerFailure } from "~/lib/keep-page-after-failure";

// "catalog" and "cart": each row's add-to-cart form speaks the product list's words.
export const handle = { i18n: ["common", "account", "catalog", "cart", "special-products"] };

export const headers = passCacheControl;

/**
 * The company's special products (spec §2 your-products/special-products, docs/decisions/053-special-products.md):
 * its exclusive parts and fixed prices, a page at a time (`?page=`), each addable to the cart. Business users holding
 * view-projects; the API answers the others (a guest signs in, a consumer gets the refusal page).
 */

export const shouldRevalidate = keepPageAfterServerFailure;
export async function loader(args: LoaderFunctionArgs) {
  const page = formId(new URL(args.request.url).searchParams.get("page")) ?? 1;
  const list = await dashboardGet(args, listSpecialProducts, { query: { page } });
  return data({ ...(await dashboardMeta(args.request, "nav.specialProducts")), list }, { headers: PRIVATE_HEADERS });
}

/** The rows' add to cart (the cart's `add`): the API prices the part at the company's fixed price. */
export async function action(args: ActionFunctionArgs) {
  return addOnlyAction(args);
}

function SpecialProductTable({ items }: { items: SpecialProduct[] }) {
  const { t } = useTranslation("special-products");
  const locale = usePageLocale();
  const columns: Array<ListColumn<SpecialProduct>> = [
    {
      key: "part",
      label: t("part"),
      cell: (item) => (
        <>
          <RouteLink
            to={productPath(locale, { categorySlug: item.categorySlug, productSlug: item.slug, sku: item.sku })}
            className="font-part font-semibold text-primary-700 underline"
          >
            {item.mpn}
          </RouteLink>
          <span className="block text-xs text-gray-700">
            {item.manufacturerName} · <span className="font-part">{item.sku}</span>
          </span>
        </>
      ),
    },
    {
      key: "price",
      label: t("fixedPrice"),
      numeric: true,
      cell: (item) => (item.fixedPriceUsd === null ? t("catalogPrice") : formatUnitPrice(item.fixedPriceUsd, locale, "USD")),
    },
    { key: "exclusive", label: t("exclusive"), cell: (item) => (item.isExclusive ? t("exclusiveYes") : t("exclusiveNo")) },
    {
      key: "add",
      label: t("addToCart"),
      cell: (item) => (
        <AddToCartForm
          locale={locale}
          part={item}
          partLabel={`${item.mpn} ${item.packaging}`}
          inputId={`quantity-${item.variantId}`}
          compact
        />
      ),
    },
  ];
  return <ListTable caption={t("caption")} columns={columns} rows={items} rowKey={(item) => item.id} />;
}

export default function SpecialProductsPage() {
  const { title, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("special-products");
  const locale = usePageLocale();
  return (
    <DashboardShell title={title} intro={t("intro")}>
      {list.totalCount === 0 ? (
        <div className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
          <p>{t("empty")}</p>
          <Link
            to={pathFor("categories", locale)}
            className="mt-3 inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
          >
            {t("browse")}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-gray-700">{t("count", { count: list.totalCount })}</p>
          <SpecialProductTable items={list.items} />
          <Pagination
            locale={locale}
            page={list.page}
            pageSize={list.pageSize}
            total={list.totalCount}
            rangeText={(range) => t("range", range)}
          />
        </>
      )}
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
