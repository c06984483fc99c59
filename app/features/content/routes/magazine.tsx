import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { ARTICLE_PAGE_LIMIT, listArticles, type ArticleSummary } from "@contract/api/content/library";
import { localeFromPath, type Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { Pagination } from "~/components/ui/pagination";
import { ArticleByline, ArticleTags } from "~/features/content/components/article-meta";
import { pageFrom, pageParams } from "~/lib/list-query";
import { publicPageMeta } from "~/lib/meta";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { passCacheControl, publicPageCacheControl } from "~/server/cache.server";
import { env } from "~/server/env.server";
import { i18n } from "~/server/i18n.server";

// "catalog": the pager's words (previous, next, page N).
export const handle = { i18n: ["common", "content-library", "catalog"] };

const PAGE_SIZE = 10;

/** The magazine's articles, newest first, ten a page (`?page=`). */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const page = Math.min(pageFrom(url.searchParams), ARTICLE_PAGE_LIMIT);
  const { STORE_NAME } = env();
  const [t, { data: list }] = await Promise.all([
    i18n.getFixedT(request, ["content-library", "common"]),
    api(args)
      .call(listArticles, { query: { page, pageSize: PAGE_SIZE } })
      .catch((error) => throwRouteError(error, args)),
  ]);
  // A page past the end (an old link) shows the last page there is.
  const pageCount = Math.max(1, Math.ceil(list.totalCount / list.pageSize));
  if (page > pageCount) throw redirect(pathFor("magazine", locale, {}, pageParams(url.searchParams, pageCount)));
  return data(
    {
      locale,
      list,
      title: t("common:pages.magazine"),
      description: t("magazine.metaDescription", { storeName: STORE_NAME }),
    },
    { headers: { "Cache-Control": publicPageCacheControl(request) } },
  );
}

export const headers = passCacheControl;

export default function MagazinePage() {
  const { locale, list, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content-library");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 max-w-3xl text-gray-700">{t("magazine.intro")}</p>
      <section aria-labelledby="magazine-articles" className="mt-8">
        <h2 id="magazine-articles" className="sr-only">
          {t("magazine.listHeading")}
        </h2>
        {list.totalCount === 0 ? (
          <div className="rounded border border-dashed border-gray-400 bg-white p-6 text-gray-700">
            <p>{t("magazine.empty")}</p>
            <Link
              to={pathFor("categories", locale)}
              className="mt-4 inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
            >
              {t("magazine.emptyAction")}
            </Link>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-gray-200 border-y border-gray-200">
              {list.items.map((article) => (
                <li key={article.slug}>
                  <ArticleTeaser article={article} locale={locale} />
                </li>
              ))}
            </ul>
            <Pagination
              locale={locale}
              page={list.page}
              pageSize={list.pageSize}
              total={list.totalCount}
              label={t("magazine.pages")}
              rangeText={(range) => t("magazine.range", range)}
            />
          </>
        )}
      </section>
    </div>
  );
}

function ArticleTeaser({ article, locale }: { article: ArticleSummary; locale: Locale }) {
  return (
    <article className="py-6">
      <h3 className="text-xl font-semibold text-gray-900">
        <Link to={pathFor("magazineArticle", locale, { slug: article.slug })} className="text-primary-800 hover:underline">
          {article.title}
        </Link>
      </h3>
      <ArticleByline publishedAt={article.publishedAt} author={article.author} locale={locale} />
      <p className="mt-2 text-gray-800">{article.summary}</p>
      <ArticleTags tags={article.tags} />
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = publicPageMeta;
