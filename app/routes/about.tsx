import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentArticle, contentMeta } from "~/components/content-article";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { passCacheControl } from "~/server/cache.server";
import { loadContentPage } from "~/server/content.server";

export const handle = { i18n: ["common"] };

export const loader = (args: LoaderFunctionArgs) => loadContentPage(args, "about");

export const headers = passCacheControl;

export default function AboutPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <ContentArticle page={page} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => contentMeta(data);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
