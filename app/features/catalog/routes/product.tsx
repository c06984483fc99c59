import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteLink } from "~/components/route-link";
import { HydrateInTurn } from "~/lib/hydration-turns";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Breadcrumb } from "~/features/catalog/components/breadcrumb";
import { useRecordView } from "~/features/catalog/components/use-record-view";
import { ProductBuyBox } from "~/features/catalog/components/product-buy-box";
import { ProductCards } from "~/features/catalog/components/product-cards";
import { ProductSpecifications } from "~/features/catalog/components/product-specifications";
import { VariantPricing } from "~/features/catalog/components/variant-pricing";
import { QUANTITY_TOTAL_INTENT, quantityTotalOf, type QuantityTotalAnswer } from "~/features/catalog/quantity-total";
import { useNonce } from "~/components/nonce";
import { productPath } from "~/features/catalog/catalog-links";
import { productBySlug, relatedProducts } from "@contract/api/catalog/operations";
import { productCard } from "~/features/catalog/product-card";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from "~/features/catalog/product-jsonld";
import { passCacheControl, publicPageCacheControl } from "~/server/cache.server";
import { addToWishlistConstraint, partsPageAction } from "~/features/favorites/favorite-actions.server";
import { formId, readForm } from "~/server/forms.server";
import { favoriteIdsOf, wishlistsOf } from "~/features/favorites/favorites.server";
import { catalogGet, optionalCatalogGet } from "~/features/catalog/catalog.server";
import { customerNumberOf } from "~/features/customer-references/customer-number.server";
import { ProductProjects } from "~/features/projects/components/product-projects";
import { projectItemsOf } from "~/features/projects/project-items.server";
import { readCompareList } from "~/features/catalog/compare.server";
import { i18n } from "~/server/i18n.server";
import { recordProductView } from "~/features/catalog/last-viewed.server";
import { installmentsFor } from "~/features/payments/installments.server";
import { breakAt } from "@contract/price-breaks";
import type { PriceBreak, ProductDetail } from "@contract/api/catalog/schemas";
import { packagingLabel } from "~/features/catalog/packaging-label";
import { keepPageAfterServerFailure } from "~/lib/keep-page-after-failure";

// "product-requests": the two links to the price and stock request and the wrong-data report pages.
export const handle = { i18n: ["common", "catalog", "cart", "product-requests", "favorites", "projects"] };

/** The packaging the page shows: the one the address names (`?sku`), else the first. */
const selectedOf = (product: ProductDetail) => product.variants.find((variant) => variant.variantId === product.id) ?? product.variants[0];

/** What the smallest order of the selected packaging costs: the amount its card installments are shown for. */
function minimumOrderAmount(product: { isShowPrice: boolean; minimumOrderQuantity: number; priceBreaks: readonly PriceBreak[] }) {
  if (!product.isShowPrice) return 0;
  const step = breakAt(product.priceBreaks, product.minimumOrderQuantity, (candidate) => candidate.quantity);
  return step ? step.unitPrice * product.minimumOrderQuantity : 0;
}

export const shouldRevalidate = keepPageAfterServerFailure;
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const sku = url.searchParams.get("sku") ?? undefined;
  const product = await catalogGet(args, productBySlug, { params: { slug: params.name ?? "" }, query: { sku } });

  // One address per product and language: another language's category slug (after a language switch)
  // or an old one redirects to this language's.
  const categorySlug = product.categorySlugs[locale];
  if (params.categoryName !== categorySlug || params.name !== product.slug) {
    throw redirect(productPath(locale, { categorySlug, productSlug: product.slug, sku }), 301);
  }

  const t = await i18n.getFixedT(request, ["catalog", "common"]);
  const [related, compareList, view, installments, favoriteIds, wishlists, customerNumber, projectItems] = await Promise.all([
    optionalCatalogGet(args, relatedProducts, [], { params: { productId: product.productId }, query: { take: 8 } }),
    readCompareList(request),
    recordProductView(args, product.id, { createGuestId: false }),
    installmentsFor(args, minimumOrderAmount(selectedOf(product)), product.currency),
    // A signed-in visitor's own (their page is private already); nothing for a guest, whose page stays cacheable.
    favoriteIdsOf(args, [selectedOf(product).variantId]),
    wishlistsOf(args),
    customerNumberOf(args, selectedOf(product).variantId),
    projectItemsOf(args, product.productId),
  ]);

  const absolute = (path: string) => new URL(path, url.origin).toString();
  const crumbs = [
    { name: t("breadcrumbHome"), url: absolute(pathFor("home", locale)) },
    ...product.breadcrumb.map((item) => ({ name: item.name, url: absolute(pathFor("category", locale, { id: item.id })) })),
    { name: product.mpn, url: absolute(productPath(locale, { categorySlug, productSlug: product.slug })) },
  ];
  const jsonLd = [
    productJsonLd(product, {
      url: crumbs[crumbs.length - 1].url,
      imageUrl: absolute,
      variantUrl: (variantSku) => absolute(productPath(locale, { categorySlug, productSlug: product.slug, sku: variantSku })),
    }),
    breadcrumbJsonLd(crumbs),
  ];

  const headers = { "Cache-Control": publicPageCacheControl(request) };
  return data(
    {
      locale,
      product,
      related: related.map(productCard),
      inCompareList: compareList.includes(product.id),
      isFavorite: favoriteIds.includes(selectedOf(product).variantId),
      wishlists,
      wishlistConstraint: addToWishlistConstraint,
      customerNumber,
      projectItems,
      viewRecorded: view.recorded,
      installments,
      jsonLd,
      description: `${product.mpn} – ${product.manufacturer.name}: ${product.description}`,
    },
    { headers },
  );
}

export const headers = passCacheControl;

/**
 * The page's posts (favorite-actions.server.ts), and "calculate total" without JavaScript: the typed quantity comes
 * back for the page to show its total, nothing is added. That button's intent comes on top of the form's own `add`.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args.request);
  const variantId = formId(formData.get("variantId"));
  if (formData.getAll("intent").includes(QUANTITY_TOTAL_INTENT) && variantId !== null) {
    const quantity = String(formData.get("quantity") ?? "");
    return data({ quantityTotal: { variantId, quantity } } satisfies QuantityTotalAnswer);
  }
  return partsPageAction(args, formData);
}

export default function ProductPage() {
  const {
    locale,
    product,
    related,
    inCompareList,
    isFavorite,
    wishlists,
    wishlistConstraint,
    customerNumber,
    projectItems,
    jsonLd,
    viewRecorded,
    installments,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  useRecordView(product.id, viewRecorded);
  const nonce = useNonce();
  const selected = selectedOf(product);
  const typedQuantity = quantityTotalOf(useActionData<typeof action>(), selected.variantId);

  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      {!viewRecorded && (
        <noscript>
          <img src={`/api/product-views?variantId=${product.id}`} alt="" width={1} height={1} className="absolute" />
        </noscript>
      )}
      {jsonLd.map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: jsonLdText(item) }}
        />
      ))}
      <Breadcrumb
        items={[
          { label: t("breadcrumbHome"), to: pathFor("home", locale) },
          ...product.breadcrumb.map((item) => ({ label: item.name, to: pathFor("category", locale, { id: item.id }) })),
          { label: product.mpn },
        ]}
      />

      {/* Title, then the buy box: beside the title, the description, the picture and the specifications from 768 px,
          right under the title on a phone, so that the price and add-to-cart show without scrolling. */}
      <div className="mt-3 grid gap-x-6 gap-y-4 md:grid-cols-[1fr_300px] md:grid-rows-[auto_auto_1fr] lg:grid-cols-[1fr_340px]">
        <header className="min-w-0 md:col-start-1 md:row-start-1">
          <h1 className="font-part text-2xl font-bold text-gray-900">{product.mpn}</h1>
          <p className="mt-1 text-sm text-gray-700">
            {t("product.by")}{" "}
            <RouteLink
              to={pathFor("manufacturer", locale, { name: product.manufacturer.slug })}
              className="font-semibold text-primary-700 hover:underline"
            >
              {product.manufacturer.name}
            </RouteLink>
            <span className="mx-2 text-gray-400" aria-hidden="true">
              |
            </span>
            {t("product.sku")}: <span className="font-part">{product.sku}</span>
            <span className="mx-2 text-gray-400" aria-hidden="true">
              |
            </span>
            {t(`status.${product.productStatus}`)}
          </p>
          {customerNumber && (
            <p className="mt-1 text-sm text-gray-800">
              {t("product.customerNumber")}: <span className="font-part font-semibold">{customerNumber}</span>
            </p>
          )}
          <ProductProjects items={projectItems} />
        </header>

        {/* The page's parts hydrate in turns of their own (docs/decisions/067-hydration-in-turns.md). */}
        <HydrateInTurn>
          <ProductBuyBox
            locale={locale}
            product={product}
            selected={selected}
            typedQuantity={typedQuantity}
            inCompareList={inCompareList}
            isFavorite={isFavorite}
            wishlists={wishlists}
            wishlistConstraint={wishlistConstraint}
            installments={installments}
          />
        </HydrateInTurn>

        <div className="min-w-0 border-b border-gray-200 pb-3 md:col-start-1 md:row-start-2">
          <p className="text-gray-800">{product.description}</p>
          <p className="mt-2 flex flex-wrap gap-2 text-xs">
            <span
              className={`rounded border px-1.5 py-0.5 ${product.rohs ? "border-ok-700 text-ok-700" : "border-warn-700 text-warn-700"}`}
            >
              {product.rohs ? t("product.rohsYes") : t("product.rohsNo")}
            </span>
            {product.datasheetUrl && (
              <a
                href={product.datasheetUrl}
                className="rounded border border-primary-700 px-1.5 py-0.5 font-medium text-primary-700 hover:bg-primary-50"
                rel="noopener"
              >
                {t("product.datasheet")}
                <span className="sr-only">
                  {/* A maker's datasheet is a PDF or, for some makers, the part's page that offers it. */}
                  {product.datasheetUrl.toLowerCase().endsWith(".pdf") ? ` (${product.mpn}, PDF)` : ` (${product.mpn})`}
                </span>
              </a>
            )}
          </p>
        </div>

        <HydrateInTurn>
          <ProductSpecifications locale={locale} product={product} />
        </HydrateInTurn>
      </div>

      <HydrateInTurn>
        <section aria-labelledby="variants-heading" className="mt-8">
          <h2 id="variants-heading" className="text-lg font-semibold text-gray-900">
            {t("product.packagingOptions")}
          </h2>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {product.variants.map((variant) => (
              <li key={variant.variantId} className="rounded border border-gray-200 bg-white p-3">
                <h3 className="text-sm font-semibold text-gray-900">
                  {packagingLabel(t, variant.packaging)} <span className="font-part font-normal text-gray-600">{variant.sku}</span>
                </h3>
                <VariantPricing locale={locale} currency={product.currency} variant={variant} />
              </li>
            ))}
          </ul>
        </section>
      </HydrateInTurn>

      {product.detailedDescription && (
        <section aria-labelledby="details-heading" className="mt-8 max-w-3xl">
          <h2 id="details-heading" className="text-lg font-semibold text-gray-900">
            {t("product.details")}
          </h2>
          <p className="mt-2 whitespace-pre-line text-gray-800">{product.detailedDescription}</p>
        </section>
      )}

      {related.length > 0 && (
        <HydrateInTurn>
          <section aria-labelledby="related-heading" className="mt-8">
            <h2 id="related-heading" className="text-lg font-semibold text-gray-900">
              {t("product.related")}
            </h2>
            <ProductCards locale={locale} items={related} />
          </section>
        </HydrateInTurn>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  if (!loaderData) return [];
  const { product, description } = loaderData;
  return [titleMeta(`${product.mpn} ${product.manufacturer.name}`, matches), { name: "description", content: description }];
};
