import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Breadcrumb } from "~/features/catalog/components/breadcrumb";
import { ProductCards } from "~/features/catalog/components/product-cards";
import { categoryByKey } from "@contract/api/catalog/operations";
import { formatQuantity } from "~/lib/format";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { passCacheControl, publicPageCacheControl } from "~/server/cache.server";
import { catalogGet } from "~/features/catalog/catalog.server";

export const handle = { i18n: ["common", "catalog"] };

export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw new Response(null, { status: 404 });
  const category = await catalogGet(args, categoryByKey, { params: { key: params.id ?? "" } });
  return data({ locale, category }, { headers: { "Cache-Control": publicPageCacheControl(request) } });
}

export const headers = passCacheControl;

/** /c/{id}: a category with its sub-categories, a few parts from it, and the way into its full list. */
export default function CategoryPage() {
  const { locale, category } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  const listPath = pathFor("productList", locale, { name: category.slug });
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <Breadcrumb
        items={[
          { label: t("breadcrumbHome"), to: pathFor("home", locale) },
          { label: t("categories.title"), to: pathFor("categories", locale) },
          ...category.breadcrumb.map((item) => ({ label: item.name, to: pathFor("category", locale, { id: item.id }) })),
        ]}
      />
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{category.name}</h1>
        <Link to={listPath} className="rounded bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
          {t("category.viewAll", { count: category.productCount, formatted: formatQuantity(category.productCount, locale) })}
        </Link>
      </div>

      {category.children.length > 0 && (
        <section aria-labelledby="subcategories-heading" className="mt-6">
          <h2 id="subcategories-heading" className="text-lg font-semibold text-gray-900">
            {t("category.subcategories")}
          </h2>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link
                  to={pathFor("category", locale, { id: child.id })}
                  className="flex items-baseline justify-between gap-2 rounded border border-gray-200 bg-white px-3 py-2 text-sm hover:border-primary-600"
                >
                  <span className="font-medium text-primary-800">{child.name}</span>
                  <span className="tabular text-xs text-gray-600">{formatQuantity(child.productCount, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="top-products-heading" className="mt-8">
        <h2 id="top-products-heading" className="text-lg font-semibold text-gray-900">
          {t("category.topProducts")}
        </h2>
        {category.topProducts.length === 0 ? (
          <p className="mt-2 text-gray-700">
            {t("category.noTopProducts")}{" "}
            <Link to={listPath} className="text-primary-700 underline">
              {t("category.seeList")}
            </Link>
          </p>
        ) : (
          <ProductCards locale={locale} items={category.topProducts} />
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.category.name, matches)];
