import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import type { ContentPage } from "@contract/api/content/schemas";
import { titleMeta } from "~/lib/meta";
import { ContentBody } from "./content-body";

export function ContentArticle({ page }: { page: ContentPage }) {
  return (
    <article className="min-w-0 flex-1">
      <h1 className="mb-6 text-3xl font-bold text-gray-900">{page.title}</h1>
      <ContentBody body={page.body} />
    </article>
  );
}

export function contentMeta({
  data,
  matches,
}: {
  data: { page: ContentPage } | undefined;
  matches: MetaArgs["matches"];
}): MetaDescriptor[] {
  return [titleMeta(data?.page.title, matches), { name: "description", content: data?.page.summary || data?.page.title || "" }];
}
