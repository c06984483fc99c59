import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { CONTENT_SLUG_PATTERN, getArticle } from "@contract/api/content/library";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { ContentBody } from "~/features/content/components/content-body";
import { ArticleByline, ArticleTags } from "~/features/content/components/article-meta";
import { titleMeta } from "~/lib/meta";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { passCacheControl, publicPageCacheControl } from "~/server/cache.server";

export const handle = { i18n: ["common", "content-library"] };

/** One article of the magazine; a slug no article has (or not even of a slug's shape) is the 404 page. */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const slug = params.slug ?? "";
  if (!CONTENT_SLUG_PATTERN.test(slug)) throw new Response(null, { status: 404 });
  const { data: article } = await api(args)
    .call(getArticle, { params: { slug } })
    .catch((error) => throwRouteError(error, args));
  return data(
    { locale: localeFromPath(new URL(request.url).pathname), article },
    { headers: { "Cache-Control": publicPageCacheControl(request) } },
  );
}

export const headers = passCacheControl;

export default function MagazineArticlePage() {
  const { locale, article } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content-library");
  const back = (
    <Link to={pathFor("magazine", locale)} className="text-sm font-semibold text-primary-700 underline hover:text-primary-800">
      <span aria-hidden="true">← </span>
      {t("magazine.back")}
    </Link>
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {back}
      <article className="mt-4">
        <header className="mb-6 border-b border-gray-200 pb-6">
          <h1 className="text-3xl font-bold text-gray-900">{article.title}</h1>
          <ArticleByline publishedAt={article.publishedAt} author={article.author} locale={locale} />
          <p className="mt-4 text-lg text-gray-700">{article.summary}</p>
          <ArticleTags tags={article.tags} />
        </header>
        <ContentBody body={article.body} />
      </article>
      <p className="mt-10 border-t border-gray-200 pt-6">{back}</p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.article.title, matches),
  { name: "description", content: loaderData?.article.summary ?? "" },
];
