import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { PartPrice } from "~/features/catalog/components/price-cell";
import { ProductThumb } from "~/features/catalog/components/product-thumb";
import { partImageAlt } from "~/features/catalog/part-image-alt";
import { StockBadge } from "~/features/catalog/components/stock-badge";
import { listedStock } from "~/features/catalog/stock";
import { productPath } from "~/features/catalog/catalog-links";
import { compareVariants } from "@contract/api/catalog/operations";
import type { CompareResult } from "@contract/api/catalog/schemas";
import { addToCompare, COMPARE_LIMIT, removeFromCompare, valuesDiffer } from "~/features/catalog/compare-list";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { isLocalPath, pathFor } from "@contract/paths";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { compareListCookie, readCompareList } from "~/features/catalog/compare.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { packagingLabel } from "~/features/catalog/packaging-label";

export const handle = { i18n: ["common", "catalog"] };

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = await i18n.getFixedT(request, "catalog");
  const list = await readCompareList(request);
  let result: CompareResult = { products: [], properties: [] };
  if (list.length > 0) {
    try {
      ({ data: result } = await api(args).call(compareVariants, { body: { variantIds: list } }));
    } catch (error) {
      return await throwRouteError(error, args);
    }
  }
  // Keep the cookie's order (the order things were added), whatever order the API answers in.
  const products = list.flatMap((id) => result.products.filter((product) => product.variantId === id));
  return data(
    {
      locale,
      title: t("compare.title"),
      products,
      properties: result.properties,
      onlyDifferences: url.searchParams.get("differences") === "only",
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, "catalog");
  const form = await readForm(request);
  const variantId = Number(form.get("variantId"));
  const redirectTo = form.get("redirectTo");
  const back = isLocalPath(redirectTo) ? redirectTo : pathFor("compareProducts", locale);
  const list = await readCompareList(request);
  const comparePage = { href: pathFor("compareProducts", locale), label: t("compare.open") };

  switch (form.get("intent")) {
    case "add": {
      if (!Number.isSafeInteger(variantId) || variantId <= 0) return data({ error: "variantId" }, { status: 400 });
      const added = addToCompare(list, variantId);
      const headers = { "Set-Cookie": await compareListCookie(added.list) };
      if (added.result === "full") {
        return redirectWithToast(
          back,
          { type: "error", title: t("compare.fullTitle", { limit: COMPARE_LIMIT }), description: t("compare.fullText"), link: comparePage },
          { headers },
        );
      }
      const title =
        added.result === "added" ? t("compare.added", { count: added.list.length, limit: COMPARE_LIMIT }) : t("compare.alreadyListed");
      return redirectWithToast(back, { type: "success", title, link: comparePage }, { headers });
    }
    case "remove": {
      const next = removeFromCompare(list, variantId);
      return redirect(back, { status: 303, headers: { "Set-Cookie": await compareListCookie(next) } });
    }
    case "clear":
      return redirect(back, { status: 303, headers: { "Set-Cookie": await compareListCookie([]) } });
    default:
      return data({ error: "intent" }, { status: 400 });
  }
}

/** The property names stay in view while a phone scrolls the parts sideways (narrower there, to leave room for one). */
const FIRST_COLUMN = "sticky left-0 z-10 w-28 px-2 text-left sm:w-48";

export default function ComparePage() {
  const { locale, title, products, properties, onlyDifferences } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  const rows = properties
    .map((property) => {
      const values = products.map((product) => product.allProperties[property.code]?.display ?? null);
      return { property, values, differs: valuesDiffer(values) };
    })
    .filter((row) => !onlyDifferences || row.differs);
  const here = pathFor("compareProducts", locale);

  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-1 text-sm text-gray-700">{t("compare.intro", { limit: COMPARE_LIMIT })}</p>
      {products.length === 0 ? (
        <div className="mt-4 rounded border border-gray-200 bg-white p-6">
          <h2 className="text-lg font-semibold">{t("compare.emptyTitle")}</h2>
          <p className="mt-1 text-gray-700">{t("compare.emptyText")}</p>
          <Link
            to={pathFor("categories", locale)}
            className="mt-3 inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
          >
            {t("compare.browse")}
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
            <Link
              to={onlyDifferences ? here : pathFor("compareProducts", locale, {}, { differences: "only" })}
              className="font-medium text-primary-700 underline"
            >
              {onlyDifferences ? t("compare.showAll") : t("compare.showDifferences")}
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="clear" />
              <button type="submit" className="text-danger-700 underline">
                {t("compare.clear")}
              </button>
            </Form>
          </div>
          {/* relative: the scroller holds its screen-reader-only texts too (absolute), or they would widen the page. */}
          <div className="relative mt-3 overflow-x-auto">
            <table className="min-w-full border-collapse text-sm">
              <caption className="sr-only">{t("compare.caption")}</caption>
              <thead>
                <tr className="border-b-2 border-gray-300 align-top">
                  <th scope="col" className={`${FIRST_COLUMN} bg-gray-50 py-2 text-xs text-gray-600`}>
                    {t("compare.property")}
                  </th>
                  {products.map((product) => (
                    <th key={product.variantId} scope="col" className="min-w-44 px-2 py-2 text-left font-normal">
                      <ProductThumb
                        src={product.imagePath}
                        alt={partImageAlt(t, locale, { imagePath: product.imagePath, mpn: product.mpn, maker: product.manufacturer.name })}
                      />
                      <Link
                        to={productPath(locale, product)}
                        className="font-part mt-1 block font-semibold text-primary-800 hover:underline"
                      >
                        {product.mpn}
                      </Link>
                      <span className="block text-xs text-gray-700">{product.manufacturer.name}</span>
                      <span className="font-part block text-xs text-gray-600">
                        {product.sku} · {packagingLabel(t, product.packaging)}
                      </span>
                      <Form method="post" className="mt-1">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="variantId" value={product.variantId} />
                        <button type="submit" className="text-xs text-danger-700 underline">
                          {t("compare.remove")}
                          <span className="sr-only"> {product.mpn}</span>
                        </button>
                      </Form>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className="border-b border-gray-100">
                  <th scope="row" className={`${FIRST_COLUMN} bg-gray-50 py-1.5 font-normal text-gray-600`}>
                    {t("list.unitPrice")}
                  </th>
                  {products.map((product) => (
                    <td key={product.variantId} className="px-2 py-1.5">
                      <PartPrice locale={locale} currency={product.currency} part={product} t={t} />
                    </td>
                  ))}
                </tr>
                <tr className="border-b border-gray-100">
                  <th scope="row" className={`${FIRST_COLUMN} bg-gray-50 py-1.5 font-normal text-gray-600`}>
                    {t("list.stock")}
                  </th>
                  {products.map((product) => (
                    <td key={product.variantId} className="px-2 py-1.5">
                      <StockBadge t={t} locale={locale} {...listedStock(product)} />
                    </td>
                  ))}
                </tr>
                {rows.map(({ property, values, differs }) => (
                  <tr key={property.code} className={`border-b border-gray-100 ${differs ? "bg-warn-50" : ""}`}>
                    <th scope="row" className={`${FIRST_COLUMN} py-1.5 font-normal text-gray-700 ${differs ? "bg-warn-50" : "bg-gray-50"}`}>
                      {property.label}
                      {differs && (
                        <span className="ml-1 whitespace-nowrap text-xs font-semibold text-warn-700">
                          <span aria-hidden="true">≠ </span>
                          {t("compare.differs")}
                        </span>
                      )}
                    </th>
                    {values.map((value, index) => (
                      <td
                        key={products[index].variantId}
                        className={`tabular px-2 py-1.5 ${differs ? "font-semibold text-gray-900" : "text-gray-800"}`}
                      >
                        {value ?? <span aria-label={t("list.noValue")}>–</span>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
