import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { HomeCatalogSections } from "~/features/catalog/components/home-sections";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { HydrateInTurn } from "~/lib/hydration-turns";
import { pathFor } from "@contract/paths";
import type { loader as rootLoader } from "~/root";
import { passCacheControl, PRIVATE_PAGE, publicPageCacheControl } from "~/server/cache.server";
import { loadHomeCatalog } from "~/features/catalog/home-catalog.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "home", "catalog"] };

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const [t, catalog] = await Promise.all([i18n.getFixedT(request, "home"), loadHomeCatalog(args)]);
  // "Recently viewed" belongs to one visitor: with it on the page no shared cache may keep the page.
  const cacheControl = catalog.lastViewed.length > 0 ? PRIVATE_PAGE : publicPageCacheControl(request);
  return data(
    { description: t("metaDescription"), locale: localeFromPath(new URL(request.url).pathname), catalog },
    { headers: { "Cache-Control": cacheControl } },
  );
}

export const headers = passCacheControl;

export default function HomePage() {
  const { locale, catalog } = useLoaderData<typeof loader>();
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const { t } = useTranslation("home");
  const categories = rootData?.menu ?? [];

  return (
    <>
      <section className="bg-gradient-to-b from-primary-800 to-primary-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="max-w-3xl text-3xl font-bold md:text-4xl">{t("hero.title")}</h1>
          <p className="mt-3 max-w-2xl text-primary-100">{t("hero.text")}</p>
          <Form method="get" action={pathFor("productLists", locale)} role="search" className="mt-6 flex max-w-2xl">
            <label htmlFor="hero-search" className="sr-only">
              {t("hero.searchLabel")}
            </label>
            <input
              id="hero-search"
              type="search"
              name="search"
              placeholder={t("hero.searchPlaceholder")}
              className="w-full rounded-l border-0 px-4 py-3 text-gray-900"
            />
            <button type="submit" className="rounded-r bg-accent-600 px-6 py-3 font-semibold hover:bg-accent-700">
              {t("hero.searchSubmit")}
            </button>
          </Form>
        </div>
      </section>

      <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="home-categories" className="text-2xl font-semibold text-gray-900">
          {t("categories.title")}
        </h2>
        {categories.length === 0 ? (
          <p className="mt-4 text-gray-700">{t("categories.unavailable")}</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {categories.map((category) => (
              <HydrateInTurn key={category.id}>
                <li className="rounded border border-gray-200 bg-white p-4 shadow-sm">
                  <Link to={pathFor("category", locale, { id: category.id })} className="font-semibold text-primary-800 hover:underline">
                    {category.name}
                  </Link>
                  {category.children.length > 0 && (
                    <ul className="mt-2 space-y-0.5">
                      {category.children.map((child) => (
                        <li key={child.id}>
                          <Link to={pathFor("category", locale, { id: child.id })} className="text-sm text-gray-700 hover:text-primary-700">
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              </HydrateInTurn>
            ))}
          </ul>
        )}
      </section>

      <HomeCatalogSections locale={locale} catalog={catalog} />

      <section aria-labelledby="home-help" className="mx-auto max-w-7xl px-4 pb-6">
        <div className="rounded border border-gray-200 bg-white p-6 shadow-sm md:flex md:items-center md:justify-between">
          <div>
            <h2 id="home-help" className="text-xl font-semibold text-gray-900">
              {t("help.title")}
            </h2>
            <p className="mt-1 text-gray-700">{t("help.text")}</p>
          </div>
          <Link
            to={pathFor("contact", locale)}
            className="mt-4 inline-block rounded bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 md:mt-0"
          >
            {t("help.cta")}
          </Link>
        </div>
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(undefined, matches),
  { name: "description", content: loaderData?.description ?? "" },
];
