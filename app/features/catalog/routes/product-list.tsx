import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import type { TFunction } from "~/lib/i18n/translate";
import { useTranslation } from "~/lib/i18n/use-translation";
import { ActiveFilters } from "~/features/catalog/components/active-filters";
import { Breadcrumb } from "~/features/catalog/components/breadcrumb";
import { FilterPanel } from "~/features/catalog/components/filter-panel";
import { ListFilters } from "~/features/catalog/components/list-filters";
import { Pagination } from "~/components/ui/pagination";
import { ProductTable } from "~/features/catalog/components/product-table";
import { SortSelect } from "~/features/catalog/components/sort-select";
import { MAX_RESULT_WINDOW, PRICE_SORTS, SORTS } from "@contract/limits";
import { formatQuantity } from "~/lib/format";
import { expandedGroups, pageParams, pageSummary } from "~/lib/list-query";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { activeFilterCount, variantSearchQuery } from "~/features/catalog/product-list-query";
import { listView } from "~/features/catalog/product-list-view";
import { refusalText, setAsideLabel, setAsideRefusedFilters } from "~/features/catalog/list-refusals";
import { buildQuery } from "@contract/query";
import { isSearchable, MAX_SEARCH_CHARACTERS, MIN_SEARCH_CHARACTERS } from "@contract/search-text";
import { ApiError } from "~/server/api.server";
import { listAnswer } from "~/features/catalog/list-answers.server";
import { throwRouteError } from "~/server/api-errors.server";
import { partsPageAction } from "~/features/favorites/favorite-actions.server";
import { favoriteIdsOf } from "~/features/favorites/favorites.server";
import { FavoriteSelectionForm } from "~/features/favorites/components/favorite-selection";
import { passCacheControl, publicPageCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { keepPageAfterServerFailure } from "~/lib/keep-page-after-failure";
import { HydrateInTurn } from "~/lib/hydration-turns";

export const handle = { i18n: ["common", "catalog", "cart", "favorites"] };

/**
 * /ps lists every part (with `search=` from the header box); /ps/{name} is the list of one category,
 * {name} being its slug (either language's) — the named list a category page links to.
 */

export const shouldRevalidate = keepPageAfterServerFailure;
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  // Only the titles without a category and the problems are translated here; the page translates the rest.
  const translator = () => i18n.getFixedT(request, ["catalog", "common"]);
  const headers = { "Cache-Control": publicPageCacheControl(request) };
  const base = {
    locale,
    search: url.searchParams.get("search")?.trim() ?? "",
    filterCount: activeFilterCount(url.searchParams),
    // A list with a filter group opened is the same list: search engines keep the plain one.
    expanded: expandedGroups(url.searchParams).size > 0,
  };
  const list = (search: URLSearchParams) => listAnswer(args, variantSearchQuery(search, params.name));
  try {
    const result = await list(url.searchParams);
    if (params.name && !result.category) throw new Response(null, { status: 404 });
    // A named list has one address per language: the other language's slug (after a language switch) redirects.
    if (params.name && result.category && params.name !== result.category.slug) {
      throw redirect(`${pathFor("productList", locale, { name: result.category.slug })}${url.search}`, 301);
    }
    const t = await translator();
    const title = result.category && !base.search ? result.category.name : listTitle(t, base.search);
    const view = listView(result, url.searchParams);
    const description = t("list.metaDescription", { title, parts: formatQuantity(view.total, locale) });
    // A signed-in visitor's favorites among the rows' packagings (a row's favorite button acts on the one it shows; the
    // page is private already); none asked for a guest.
    const favoriteIds = await favoriteIdsOf(
      args,
      view.items.flatMap((item) =>
        item.packagings.length > 0 ? item.packagings.map((packaging) => packaging.variantId) : [item.variantId],
      ),
    );
    // A page past the last one does not exist (404, so crawlers drop it); the page says so and links back.
    const status = view.items.length === 0 && view.total > 0 ? 404 : 200;
    return data({ ...base, title, description, result: view, favoriteIds, problem: null }, { status, headers });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) return throwRouteError(error, args);
    // A query the API refuses is shown in the page's words, not as an error page (nor in the API's developer text).
    const t = await translator();
    const refused = error.errors.flatMap((item) => (item.field ? [item.field] : []));
    const aside = setAsideRefusedFilters(url.searchParams, refused);
    if (aside) {
      // The list without the refused filters names them as their chips would, and is one link away.
      const without = await list(aside.kept).catch(() => null);
      if (without) {
        const { category, facets } = without;
        const filters = aside.removed.map((item) => setAsideLabel(item, facets, t)).join(", ");
        const query = aside.kept.toString();
        return data(
          {
            ...base,
            title: category && !base.search ? category.name : listTitle(t, base.search),
            result: null,
            problem: {
              text: t("filters.unreadable", { count: aside.removed.length, filters }),
              link: `${url.pathname}${query ? `?${query}` : ""}`,
            },
          },
          { headers },
        );
      }
    }
    const text = refusalText(refused, t, { searchMax: MAX_SEARCH_CHARACTERS, resultWindow: formatQuantity(MAX_RESULT_WINDOW, locale) });
    return data({ ...base, title: listTitle(t, base.search), result: null, problem: { text, link: null } }, { headers });
  }
}

/** A search's title names the search; the list of every part has its own. */
function listTitle(t: TFunction, search: string) {
  return search ? t("list.searchTitle", { search }) : t("list.allTitle");
}

export const headers = passCacheControl;

export const action = partsPageAction;

export default function ProductListPage() {
  const loaderData = useLoaderData<typeof loader>();
  const { locale, title, result, problem, search, filterCount } = loaderData;
  const favoriteIds = "favoriteIds" in loaderData ? loaderData.favoriteIds : [];
  const { t } = useTranslation("catalog");
  // The API's breadcrumb ends with the list's category: it is the current page unless a search narrows it.
  const inCategory = Boolean(result?.categoryName);
  const crumbs = [
    { label: t("breadcrumbHome"), to: pathFor("home", locale) },
    ...(inCategory ? [{ label: t("categories.title"), to: pathFor("categories", locale) }] : []),
    ...(result?.breadcrumb ?? []).map((item) => ({ label: item.name, to: pathFor("category", locale, { id: item.id }) })),
    ...(inCategory && !search ? [] : [{ label: title }]),
  ];
  const sortOptions = SORTS.map((value) => ({ value, label: t(`sort.${value}`) }));
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <Breadcrumb items={crumbs} />
      <h1 className="mt-2 text-2xl font-bold text-gray-900">{title}</h1>
      {result && result.readAs.length > 0 && (
        <p className="mt-1 text-sm text-gray-700">
          {t("list.readAs")}{" "}
          {result.readAs.map((property) => (
            <span key={property.code} className="mr-1 inline-block rounded bg-gray-100 px-1.5 py-0.5 text-xs">
              {property.label} = <span className="tabular font-semibold">{property.display}</span>
            </span>
          ))}
        </p>
      )}
      {result?.nearMatches && (
        <p role="status" className="mt-1 text-sm text-gray-700">
          {t("list.nearMatches", { search })}{" "}
          {result.nearMatches.closest && (
            <>
              {t("list.didYouMean")}{" "}
              <Link
                to={`${pathFor("productLists", locale)}?${buildQuery({ search: result.nearMatches.closest })}`}
                className="font-semibold text-primary-700 underline"
              >
                {result.nearMatches.closest}
              </Link>
              ?
            </>
          )}
        </p>
      )}
      {result && result.items.length === 0 && result.total > 0 ? (
        <PastEnd page={result.page} pageSize={result.pageSize} total={result.total} />
      ) : problem !== null || !result ? (
        <div role="alert" className="mt-4 rounded border border-danger-700 bg-danger-50 p-4 text-danger-700">
          <p>{problem?.text}</p>
          <Link to={problem?.link ?? pathFor("productLists", locale)} className="mt-2 inline-block font-semibold underline">
            {problem?.link ? t("filters.showWithout") : t("list.startOver")}
          </Link>
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-4 md:flex-row">
          {/* The list's parts hydrate in turns of their own (docs/decisions/067-hydration-in-turns.md). */}
          <FilterPanel activeCount={filterCount}>
            <HydrateInTurn>
              <div className="space-y-4">
                <ListFilters locale={locale} facets={result.facets} optionCounts={result.optionCounts} />
              </div>
            </HydrateInTurn>
          </FilterPanel>
          <section aria-labelledby="results-heading" className="min-w-0 flex-1">
            <h2 id="results-heading" className="sr-only">
              {t("list.results")}
            </h2>
            <HydrateInTurn>
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 pb-2">
                <Pagination
                  locale={locale}
                  page={result.page}
                  pageSize={result.pageSize}
                  total={result.total}
                  label={t("pagination.labelTop")}
                />
                <SortSelect options={sortOptions} value={result.sort} quantity={result.quantity} />
              </div>
            </HydrateInTurn>
            {PRICE_SORTS.includes(result.sort) && (
              <p className="mt-1 text-sm text-gray-700" data-sorted-by="price">
                {result.quantity === null
                  ? t("sort.statedFirstBreak")
                  : t("sort.statedAtQuantity", { quantity: formatQuantity(result.quantity, locale) })}
              </p>
            )}
            <ActiveFilters facets={result.facets} />
            {result.items.length === 0 ? (
              <EmptyList hasFilters={filterCount > 0} search={search} />
            ) : (
              <>
                <HydrateInTurn>
                  <FavoriteSelectionForm />
                </HydrateInTurn>
                <ProductTable
                  locale={locale}
                  items={result.items}
                  columns={result.columns}
                  caption={title}
                  favorites={{ ids: favoriteIds, selectable: true }}
                />
                <HydrateInTurn>
                  <Pagination
                    locale={locale}
                    page={result.page}
                    pageSize={result.pageSize}
                    total={result.total}
                    label={t("pagination.labelBottom")}
                  />
                </HydrateInTurn>
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/** A page number past the list's last page (the loader answers 404): what exists instead, and the way to it. */
function PastEnd({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { t } = useTranslation("catalog");
  const { pathname, search } = useLocation();
  const { pageCount } = pageSummary(page, pageSize, total);
  const href = (target: number) => {
    const query = buildQuery(pageParams(new URLSearchParams(search), target));
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <div className="mt-4 rounded border border-gray-200 bg-white p-6 text-gray-700">
      <p>{t("list.pastEnd", { page, count: pageCount })}</p>
      <p className="mt-2 flex flex-wrap gap-4">
        <Link to={href(1)} className="font-semibold text-primary-700 underline">
          {t("list.firstPage")}
        </Link>
        {pageCount > 1 && (
          <Link to={href(pageCount)} className="font-semibold text-primary-700 underline">
            {t("list.lastPage")}
          </Link>
        )}
      </p>
    </div>
  );
}

function EmptyList({ hasFilters, search }: { hasFilters: boolean; search: string }) {
  const { locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  return (
    <div className="rounded border border-gray-200 bg-white p-6">
      <h3 className="text-lg font-semibold text-gray-900">{t("list.empty.title")}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
        {hasFilters && <li>{t("list.empty.removeFilters")}</li>}
        {search !== "" &&
          (isSearchable(search) ? (
            <li>{t("list.empty.checkSearch")}</li>
          ) : (
            <li>{t("list.empty.nothingToSearch", { min: MIN_SEARCH_CHARACTERS })}</li>
          ))}
        <li>
          <Link to={pathFor("categories", locale)} className="text-primary-700 underline">
            {t("list.empty.browse")}
          </Link>
        </li>
        <li>
          <Link to={pathFor("contact", locale)} className="text-primary-700 underline">
            {t("list.empty.ask")}
          </Link>
        </li>
      </ul>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  if (!loaderData) return [];
  const { title, search } = loaderData;
  return [
    titleMeta(title, matches),
    ...("description" in loaderData ? [{ name: "description", content: loaderData.description }] : []),
    ...(loaderData.filterCount > 0 || search || loaderData.expanded ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
};
