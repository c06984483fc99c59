import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { ContentArticle, contentMeta } from "~/features/content/components/content-article";
import { PAGES } from "@contract/pages.js";
import { matchPage, pathFor } from "@contract/paths";
import { POLICY_PAGE_KEYS } from "~/features/content/policies";
import { usePageLocale } from "~/lib/use-page-locale";
import { passCacheControl } from "~/server/cache.server";
import { loadContentPage } from "~/features/content/content.server";

export const handle = { i18n: ["common"] };

/** One route per language serves the ten policy pages; the path says which, and its English slug is the content key. */
export function loader(args: LoaderFunctionArgs) {
  const match = matchPage(new URL(args.request.url).pathname);
  const page = PAGES.find((candidate) => candidate.key === match?.key && "family" in candidate && candidate.family === "policy");
  if (!page) throw new Response(null, { status: 404 });
  return loadContentPage(args, page.en.split("/").pop()!);
}

export const headers = passCacheControl;

export default function PolicyPage() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = usePageLocale();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 md:flex-row">
      <nav aria-label={t("footer.policies")} className="md:w-64 md:shrink-0">
        <ul className="space-y-1 border-l border-gray-200">
          {POLICY_PAGE_KEYS.map((key) => {
            const href = pathFor(key, locale);
            const current = href === pathname;
            return (
              <li key={key}>
                <Link
                  to={href}
                  aria-current={current ? "page" : undefined}
                  className={`-ml-px block border-l-2 py-1 pl-3 text-sm ${current ? "border-primary-700 font-semibold text-primary-800" : "border-transparent text-gray-700 hover:text-primary-700"}`}
                >
                  {t(`pages.${key}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <ContentArticle page={page} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = contentMeta;
