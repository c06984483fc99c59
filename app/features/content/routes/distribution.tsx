import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { pathFor } from "@contract/paths";
import { ContentArticle, contentMeta } from "~/features/content/components/content-article";
import { usePageLocale } from "~/lib/use-page-locale";
import { passCacheControl } from "~/server/cache.server";
import { loadContentPage } from "~/features/content/content.server";

export const handle = { i18n: ["common", "content-library"] };

/** The distribution page's text is a content page kept in the API (key "distribution"), as the about page's is. */
export const loader = (args: LoaderFunctionArgs) => loadContentPage(args, "distribution");

export const headers = passCacheControl;

const RELATED = [
  { key: "manufacturers", label: "distribution.manufacturers" },
  { key: "documentsCertificates", label: "distribution.certificates" },
  { key: "contact", label: "distribution.contact" },
] as const;

export default function DistributionPage() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content-library");
  const locale = usePageLocale();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 md:flex-row md:items-start">
      <ContentArticle page={page} />
      <nav
        aria-labelledby="distribution-related"
        className="rounded border border-gray-200 bg-white p-4 md:sticky md:top-4 md:w-64 md:shrink-0"
      >
        <h2 id="distribution-related" className="text-sm font-semibold uppercase tracking-wide text-gray-700">
          {t("distribution.related")}
        </h2>
        <ul className="mt-2 space-y-2">
          {RELATED.map(({ key, label }) => (
            <li key={key}>
              <Link to={pathFor(key, locale)} className="text-primary-700 underline hover:text-primary-800">
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = contentMeta;
