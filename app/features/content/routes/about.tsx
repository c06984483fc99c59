import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentArticle, contentMeta } from "~/features/content/components/content-article";
import { passCacheControl } from "~/server/cache.server";
import { loadContentPage } from "~/features/content/content.server";

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

export const meta: MetaFunction<typeof loader> = contentMeta;
