import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listDeskProducts } from "@contract/api/catalog-desk/operations";
import { deskProductListQuery, type DeskProductList } from "@contract/api/catalog-desk/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { DeskFilters, DeskResults } from "../components/desk-list";
import { FilterInput } from "~/components/ui/filter-fields";
import { requireStaff, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "catalog", "back-office", "back-office-catalog"] };

export const headers = passCacheControl;

/**
 * The catalog desk's search (issue 33 item 5, docs/decisions/044-catalog-desk.md): products by the start of an MPN
 * or SKU, or by maker, a plain GET form and page links; each product opens its editor.
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "catalog.manage");
  const search = new URL(args.request.url).searchParams;
  // An empty field of the form is no filter.
  const given = Object.fromEntries([...search].filter(([name, value]) => value !== "" && ["q", "page"].includes(name)));
  const query = deskProductListQuery.safeParse(given);
  if (!query.success) throw new Response(null, { status: 400 });
  const list = await staffGet(args, listDeskProducts, { query: query.data });
  const t = await i18n.getFixedT(args.request, "back-office-catalog");
  return data({ title: t("list.title"), staff, q: query.data.q ?? "", list }, { headers: PRIVATE_HEADERS });
}

function ProductTable({ locale, items }: { locale: Locale; items: DeskProductList["items"] }) {
  const { t } = useTranslation("back-office-catalog");
  const { t: catalog } = useTranslation("catalog");
  const columns: Array<ListColumn<DeskProductList["items"][number]>> = [
    {
      key: "mpn",
      label: t("list.mpn"),
      cell: (product) => (
        <RouteLink
          to={pathFor("backOfficeCatalogProduct", locale, { productId: product.id })}
          className="font-part font-semibold text-primary-700 underline"
        >
          {product.mpn}
        </RouteLink>
      ),
    },
    { key: "manufacturer", label: t("list.manufacturer"), cell: (product) => product.manufacturer },
    { key: "skus", label: t("list.skus"), className: "font-part [overflow-wrap:anywhere]", cell: (product) => product.skus.join(", ") },
    { key: "category", label: t("list.category"), cell: (product) => product.category },
    { key: "status", label: t("list.status"), cell: (product) => catalog(`status.${product.status}`) },
  ];
  return <ListTable caption={t("list.caption")} columns={columns} rows={items} rowKey={(product) => String(product.id)} />;
}

export default function CatalogDeskPage() {
  const { title, staff, q, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("back-office-catalog");
  const locale = usePageLocale();
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("list.intro")}>
      <p className="mb-4 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={pathFor("backOfficeCatalogNewProduct", locale)} className="font-medium text-primary-700 underline">
          {t("list.newProduct")}
        </Link>
        <Link to={pathFor("backOfficeCatalogImports", locale)} className="font-medium text-primary-700 underline">
          {t("list.import")}
        </Link>
      </p>
      <DeskFilters
        id="catalog-filters"
        title={t("list.filters")}
        searchLabel={t("list.search")}
        clearLabel={t("list.clear")}
        clearTo={pathFor("backOfficeCatalog", locale)}
      >
        <FilterInput id="catalog-q" name="q" type="search" label={t("list.q")} hint={t("list.qHint")} defaultValue={q} />
      </DeskFilters>
      <DeskResults
        locale={locale}
        list={list}
        emptyText={t("list.empty")}
        pagesLabel={t("list.pagination")}
        countText={(range) => t("list.count", range)}
      >
        <ProductTable locale={locale} items={list.items} />
      </DeskResults>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
