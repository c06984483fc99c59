import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Breadcrumb } from "~/features/catalog/components/breadcrumb";
import { Pagination } from "~/components/ui/pagination";
import { ProductThumb } from "~/features/catalog/components/product-thumb";
import { manufacturers } from "@contract/api/catalog/browse-operations";
import { formatQuantity } from "~/lib/format";
import { pageFrom } from "~/lib/list-query";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { passCacheControl, publicPageCacheControl } from "~/server/cache.server";
import { catalogGet } from "~/features/catalog/catalog.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "catalog"] };

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
const PAGE_SIZE = 100;

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = await i18n.getFixedT(request, "catalog");
  const search = url.searchParams.get("search")?.trim() ?? "";
  const rawLetter = url.searchParams.get("letter")?.toUpperCase() ?? "";
  const letter = LETTERS.includes(rawLetter) ? rawLetter : "";
  const page = await catalogGet(args, manufacturers, {
    query: { search: search || undefined, letter: letter || undefined, page: pageFrom(url.searchParams), pageSize: PAGE_SIZE },
  });
  return data(
    { locale, page, search, letter, title: t("manufacturers.title") },
    { headers: { "Cache-Control": publicPageCacheControl(request) } },
  );
}

export const headers = passCacheControl;

export default function ManufacturersPage() {
  const { locale, page, search, letter, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  const here = pathFor("manufacturers", locale);
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <Breadcrumb items={[{ label: t("breadcrumbHome"), to: pathFor("home", locale) }, { label: title }]} />
      <h1 className="mt-2 text-2xl font-bold text-gray-900">{title}</h1>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <Form method="get" action={here} role="search" aria-label={t("manufacturers.searchLabel")} className="flex items-end gap-2">
          <div>
            <label htmlFor="manufacturer-search" className="block text-sm font-medium text-gray-800">
              {t("manufacturers.searchLabel")}
            </label>
            <input
              id="manufacturer-search"
              type="search"
              name="search"
              defaultValue={search}
              className="mt-1 rounded border border-gray-400 px-2 py-1.5"
            />
          </div>
          <button type="submit" className="rounded bg-primary-700 px-3 py-1.5 font-semibold text-white hover:bg-primary-800">
            {t("manufacturers.searchSubmit")}
          </button>
        </Form>
        <nav aria-label={t("manufacturers.byLetter")}>
          <ul className="flex flex-wrap gap-0.5">
            <li>
              <Link
                to={here}
                aria-current={!letter && !search ? "page" : undefined}
                className={`block rounded px-1.5 py-0.5 text-sm ${!letter && !search ? "bg-primary-700 text-white" : "text-primary-700 hover:bg-primary-50"}`}
              >
                {t("manufacturers.all")}
              </Link>
            </li>
            {LETTERS.map((item) => (
              <li key={item}>
                <Link
                  to={pathFor("manufacturers", locale, {}, { letter: item })}
                  aria-current={letter === item ? "page" : undefined}
                  className={`font-part block rounded px-1.5 py-0.5 text-sm ${
                    letter === item ? "bg-primary-700 text-white" : "text-primary-700 hover:bg-primary-50"
                  }`}
                >
                  {item}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {page.items.length === 0 ? (
        <div className="mt-4 rounded border border-gray-200 bg-white p-6 text-gray-700">
          <p>{t("manufacturers.empty")}</p>
          <Link to={here} className="mt-2 inline-block text-primary-700 underline">
            {t("manufacturers.all")}
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {page.items.map((manufacturer) => (
              <li key={manufacturer.id}>
                <Link
                  to={pathFor("manufacturer", locale, { name: manufacturer.slug })}
                  className="flex items-center gap-2 rounded border border-gray-200 bg-white p-2 hover:border-primary-600"
                >
                  <ProductThumb src={manufacturer.logoPath} alt="" size={40} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-primary-800">{manufacturer.name}</span>
                    <span className="tabular block text-xs text-gray-600">
                      {t("manufacturers.productCount", {
                        count: manufacturer.productCount,
                        formatted: formatQuantity(manufacturer.productCount, locale),
                      })}
                    </span>
                  </span>
                  {manufacturer.isRepresentativeOffice && (
                    <span className="rounded border border-primary-700 px-1 text-xs text-primary-700">
                      {t("manufacturers.representative")}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
          <Pagination locale={locale} page={page.page} pageSize={page.pageSize} total={page.total} />
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
