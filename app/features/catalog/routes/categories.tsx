import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Breadcrumb } from "~/features/catalog/components/breadcrumb";
import { categoryTree } from "@contract/api/catalog/operations";
import type { CategoryNode } from "@contract/api/catalog/schemas";
import { formatQuantity } from "~/lib/format";
import { localeFromPath, type Locale } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { passCacheControl, publicPageCacheControl } from "~/server/cache.server";
import { catalogGet } from "~/features/catalog/catalog.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "catalog"] };

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, "catalog");
  const tree = await catalogGet(args, categoryTree);
  return data({ locale, tree, title: t("categories.title") }, { headers: { "Cache-Control": publicPageCacheControl(request) } });
}

export const headers = passCacheControl;

function Branch({ nodes, locale, depth }: { nodes: CategoryNode[]; locale: Locale; depth: number }) {
  return (
    <ul className={depth === 0 ? "" : "ml-3 border-l border-gray-200 pl-3"}>
      {nodes.map((node) => (
        <li key={node.id} className="py-0.5">
          <Link to={pathFor("category", locale, { id: node.id })} className="text-sm text-gray-800 hover:text-primary-700 hover:underline">
            {node.name}
          </Link>{" "}
          <span className="tabular text-xs text-gray-600">({formatQuantity(node.productCount, locale)})</span>
          {node.children.length > 0 && <Branch nodes={node.children} locale={locale} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** /c: the whole category tree, top categories as blocks with their branches. */
export default function CategoriesPage() {
  const { locale, tree, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <Breadcrumb items={[{ label: t("breadcrumbHome"), to: pathFor("home", locale) }, { label: title }]} />
      <h1 className="mt-2 text-2xl font-bold text-gray-900">{title}</h1>
      {tree.length === 0 ? (
        <p className="mt-4 text-gray-700">{t("categories.empty")}</p>
      ) : (
        <ul className="mt-4 columns-1 gap-4 sm:columns-2 lg:columns-3">
          {tree.map((root) => (
            <li key={root.id} className="mb-4 break-inside-avoid rounded border border-gray-200 bg-white p-3">
              <h2 className="text-base font-semibold">
                <Link to={pathFor("category", locale, { id: root.id })} className="text-primary-800 hover:underline">
                  {root.name}
                </Link>{" "}
                <span className="tabular text-xs font-normal text-gray-600">({formatQuantity(root.productCount, locale)})</span>
              </h2>
              {root.children.length > 0 && (
                <div className="mt-1">
                  <Branch nodes={root.children} locale={locale} depth={0} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
