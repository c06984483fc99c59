import type { MetaDescriptor } from "@remix-run/node";
import type { ContentPage } from "@contract/api/content/schemas";
import { pageTitle } from "~/lib/meta";
import { ContentBody } from "./content-body";

export function ContentArticle({ page }: { page: ContentPage }) {
  return (
    <article className="min-w-0 flex-1">
      <h1 className="mb-6 text-3xl font-bold text-gray-900">{page.title}</h1>
      <ContentBody body={page.body} />
    </article>
  );
}

export function contentMeta(loaderData: { page: ContentPage; storeName: string } | undefined): MetaDescriptor[] {
  return [
    { title: pageTitle(loaderData?.page.title, loaderData?.storeName) },
    { name: "description", content: loaderData?.page.summary || loaderData?.page.title || "" },
  ];
}
