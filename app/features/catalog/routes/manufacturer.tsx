import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Breadcrumb } from "~/features/catalog/components/breadcrumb";
import { ProductCards } from "~/features/catalog/components/product-cards";
import { ProductThumb } from "~/features/catalog/components/product-thumb";
import { manufacturerBySlug } from "@contract/api/catalog/browse-operations";
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
  const manufacturer = await catalogGet(args, manufacturerBySlug, { params: { slug: params.name ?? "" } });
  return data({ locale, manufacturer }, { headers: { "Cache-Control": publicPageCacheControl(request) } });
}

export const headers = passCacheControl;

/** A manufacturer: who they are, the categories they make parts in (each a filtered list), and some parts. */
export default function ManufacturerPage() {
  const { locale, manufacturer } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  const allParts = pathFor("productLists", locale, {}, { manufacturer: manufacturer.slug });
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <Breadcrumb
        items={[
          { label: t("breadcrumbHome"), to: pathFor("home", locale) },
          { label: t("manufacturers.title"), to: pathFor("manufacturers", locale) },
          { label: manufacturer.name },
        ]}
      />
      <div className="mt-3 flex flex-wrap items-start gap-4">
        <ProductThumb src={manufacturer.logoPath} alt={`${manufacturer.name} logo`} size={80} />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-gray-900">{manufacturer.name}</h1>
          {manufacturer.isRepresentativeOffice && (
            <p className="mt-1 text-sm font-medium text-primary-700">{t("manufacturers.representativeText")}</p>
          )}
          {manufacturer.description && <p className="mt-2 max-w-3xl text-gray-800">{manufacturer.description}</p>}
          <p className="mt-3 flex flex-wrap gap-3">
            <Link to={allParts} className="rounded bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
              {t("manufacturers.allParts", {
                count: manufacturer.productCount,
                formatted: formatQuantity(manufacturer.productCount, locale),
              })}
            </Link>
            {manufacturer.websiteUrl && (
              <a href={manufacturer.websiteUrl} rel="noopener noreferrer" className="px-1 py-2 text-sm text-primary-700 underline">
                {t("manufacturers.website")}
              </a>
            )}
          </p>
        </div>
      </div>

      {manufacturer.categories.length > 0 && (
        <section aria-labelledby="manufacturer-categories" className="mt-6">
          <h2 id="manufacturer-categories" className="text-lg font-semibold text-gray-900">
            {t("manufacturers.categories")}
          </h2>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {manufacturer.categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={pathFor("productList", locale, { name: category.slug }, { manufacturer: manufacturer.slug })}
                  className="flex items-baseline justify-between gap-2 rounded border border-gray-200 bg-white px-3 py-2 text-sm hover:border-primary-600"
                >
                  <span className="font-medium text-primary-800">{category.name}</span>
                  <span className="tabular text-xs text-gray-600">{formatQuantity(category.productCount, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {manufacturer.topProducts.length > 0 && (
        <section aria-labelledby="manufacturer-products" className="mt-8">
          <h2 id="manufacturer-products" className="text-lg font-semibold text-gray-900">
            {t("manufacturers.topProducts")}
          </h2>
          <ProductCards locale={locale} items={manufacturer.topProducts} />
        </section>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.manufacturer.name, matches),
  { name: "description", content: loaderData?.manufacturer.description ?? "" },
];
