import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AddToCartForm } from "~/features/cart/components/add-to-cart-form";
import { Breadcrumb } from "~/features/catalog/components/breadcrumb";
import { useRecordView } from "~/features/catalog/components/use-record-view";
import { CompareButton } from "~/features/catalog/components/compare-button";
import { ProductCards } from "~/features/catalog/components/product-cards";
import { ProductThumb } from "~/features/catalog/components/product-thumb";
import { partImageAlt } from "~/features/catalog/part-image-alt";
import { VariantPricing } from "~/features/catalog/components/variant-pricing";
import { QuantityTotal } from "~/features/catalog/components/quantity-total";
import { QUANTITY_TOTAL_INTENT, quantityTotalOf, type QuantityTotalAnswer } from "~/features/catalog/quantity-total";
import { useNonce } from "~/components/nonce";
import { productPath } from "~/features/catalog/catalog-links";
import { productBySlug, relatedProducts } from "@contract/api/catalog/operations";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from "~/features/catalog/product-jsonld";
import { passCacheControl, publicPageCacheControl } from "~/server/cache.server";
import { partsPageAction } from "~/features/favorites/favorite-actions.server";
import { formId, readForm } from "~/server/forms.server";
import { favoriteIdsOf, wishlistsOf } from "~/features/favorites/favorites.server";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { AddToWishlistForm } from "~/features/favorites/components/add-to-wishlist-form";
import { catalogGet, optionalCatalogGet } from "~/features/catalog/catalog.server";
import { customerNumberOf } from "~/features/customer-references/customer-number.server";
import { ProductProjects } from "~/features/projects/components/product-projects";
import { projectItemsOf } from "~/features/projects/project-items.server";
import { readCompareList } from "~/features/catalog/compare.server";
import { i18n } from "~/server/i18n.server";
import { recordProductView } from "~/features/catalog/last-viewed.server";
import { installmentsFor } from "~/features/payments/installments.server";
import { InstallmentTable } from "~/features/payments/components/installment-table";
import { breakAt } from "@contract/price-breaks";
import type { PriceBreak, ProductDetail } from "@contract/api/catalog/schemas";
import { packagingLabel } from "~/features/catalog/packaging-label";

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
      related,
      inCompareList: compareList.includes(product.id),
      isFavorite: favoriteIds.includes(selectedOf(product).variantId),
      wishlists,
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
    customerNumber,
    projectItems,
    jsonLd,
    viewRecorded,
    installments,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  useRecordView(product.id, viewRecorded);
  const nonce = useNonce();
  const images = product.medias.filter((media) => media.kind === "image");
  const selected = selectedOf(product);
  const typedQuantity = quantityTotalOf(useActionData<typeof action>(), selected.variantId);
  const categorySlug = product.categorySlugs[locale];
  const partAddress = [{ categoryName: categorySlug, name: product.slug }, { sku: selected.sku }] as const;
  const askable = !selected.isShowPrice || !selected.isShowStock || selected.totalStock === 0;

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
            <Link
              to={pathFor("manufacturer", locale, { name: product.manufacturer.slug })}
              className="font-semibold text-primary-700 hover:underline"
            >
              {product.manufacturer.name}
            </Link>
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

        <section
          aria-labelledby="buy-heading"
          className="rounded border border-gray-200 bg-white p-4 md:col-start-2 md:row-span-3 md:row-start-1"
        >
          <h2 id="buy-heading" className="text-base font-semibold text-gray-900">
            {t("product.priceAndStock")}
          </h2>
          {product.variants.length > 1 && (
            <nav aria-label={t("product.packagingOptions")} className="mt-2">
              <ul className="flex flex-wrap gap-1">
                {product.variants.map((variant) => (
                  <li key={variant.variantId}>
                    <Link
                      to={productPath(locale, { categorySlug, productSlug: product.slug, sku: variant.sku })}
                      aria-current={variant.variantId === selected.variantId ? "page" : undefined}
                      preventScrollReset
                      className={`inline-block rounded border px-2 py-1 text-xs ${
                        variant.variantId === selected.variantId
                          ? "border-primary-700 bg-primary-700 text-white"
                          : "border-gray-300 text-gray-800 hover:bg-primary-50"
                      }`}
                    >
                      {packagingLabel(t, variant.packaging)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <VariantPricing locale={locale} currency={product.currency} variant={selected}>
            <AddToCartForm
              locale={locale}
              part={selected}
              partLabel={product.mpn}
              inputId="product-quantity"
              quantity={typedQuantity}
              quantityNote={{
                id: "product-quantity-total",
                render: (typed) => (
                  <QuantityTotal id="product-quantity-total" locale={locale} currency={product.currency} part={selected} typed={typed} />
                ),
              }}
            />
          </VariantPricing>
          <div className="mt-3 flex flex-wrap gap-2">
            <CompareButton locale={locale} variantId={product.id} listed={inCompareList} />
            <FavoriteButton variantId={selected.variantId} isFavorite={isFavorite} />
          </div>
          <div className="mt-3">
            <AddToWishlistForm variantId={selected.variantId} wishlists={wishlists} minimumOrderQuantity={selected.minimumOrderQuantity} />
          </div>
          {askable && (
            <p className="mt-3 rounded border border-primary-100 bg-primary-50 p-3 text-sm text-gray-800">
              {t("product-requests:request.offer")}{" "}
              <Link to={pathFor("productRequest", locale, ...partAddress)} className="font-semibold text-primary-700 underline">
                {t("product-requests:request.offerLink")}
              </Link>
            </p>
          )}
          <InstallmentTable
            locale={locale}
            installments={installments}
            caption={t("cart:installments.productCaption", { quantity: selected.minimumOrderQuantity })}
          />
          <p className="mt-3 text-sm">
            <Link to={pathFor("productErrorReport", locale, ...partAddress)} rel="nofollow" className="text-gray-700 underline">
              {t("product-requests:report.link")}
            </Link>
          </p>
        </section>

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
                <span className="sr-only"> ({product.mpn}, PDF)</span>
              </a>
            )}
          </p>
        </div>

        <div className="grid min-w-0 content-start gap-6 md:col-start-1 md:row-start-3 lg:grid-cols-[240px_1fr]">
          <section aria-label={t("product.images")}>
            {/* The photo, else the package drawing: small on a phone, where it comes after the price. */}
            <ul className="flex flex-wrap items-start gap-2">
              <li>
                <img
                  src={product.imagePath}
                  alt={partImageAlt(t, locale, { imagePath: product.imagePath, mpn: product.mpn, maker: product.manufacturer.name })}
                  width={224}
                  height={224}
                  className="h-28 w-28 rounded border border-gray-200 bg-white object-contain md:h-56 md:w-56"
                />
              </li>
              {images.slice(1).map((media) => (
                <li key={media.path}>
                  <ProductThumb src={media.path} alt={media.alt || product.mpn} size={64} />
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="properties-heading" className="min-w-0">
            <h2 id="properties-heading" className="text-base font-semibold text-gray-900">
              {t("product.properties")}
            </h2>
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">{t("product.propertiesOf", { mpn: product.mpn })}</caption>
              <tbody>
                <tr className="border-b border-gray-100">
                  <th scope="row" className="w-1/2 py-1 pr-3 text-left font-normal text-gray-600">
                    {t("product.manufacturer")}
                  </th>
                  <td className="py-1">{product.manufacturer.name}</td>
                </tr>
                {product.properties.map((property) => (
                  <tr key={property.code} className="border-b border-gray-100">
                    <th scope="row" className="py-1 pr-3 text-left font-normal text-gray-600">
                      {property.label}
                    </th>
                    <td className="tabular py-1 text-gray-900">{property.display}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      </div>

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

      {product.detailedDescription && (
        <section aria-labelledby="details-heading" className="mt-8 max-w-3xl">
          <h2 id="details-heading" className="text-lg font-semibold text-gray-900">
            {t("product.details")}
          </h2>
          <p className="mt-2 whitespace-pre-line text-gray-800">{product.detailedDescription}</p>
        </section>
      )}

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-8">
          <h2 id="related-heading" className="text-lg font-semibold text-gray-900">
            {t("product.related")}
          </h2>
          <ProductCards locale={locale} items={related} />
        </section>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  if (!loaderData) return [];
  const { product, description } = loaderData;
  return [titleMeta(`${product.mpn} ${product.manufacturer.name}`, matches), { name: "description", content: description }];
};
