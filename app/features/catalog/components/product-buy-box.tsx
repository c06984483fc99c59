import { Link } from "@remix-run/react";
import { RouteLink } from "~/components/route-link";
import { HydrateInTurn } from "~/lib/hydration-turns";
import { useTranslation } from "~/lib/i18n/use-translation";
import type * as z from "zod";
import type { ProductDetail, VariantSummary } from "@contract/api/catalog/schemas";
import type { WishlistSummary } from "@contract/api/favorites/schemas";
import type { installmentsSchema } from "@contract/api/payments/card";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { AddToCartForm } from "~/features/cart/components/add-to-cart-form";
import { productPath } from "~/features/catalog/catalog-links";
import { packagingLabel } from "~/features/catalog/packaging-label";
import type { FormConstraint } from "~/lib/forms/use-lazy-validation";
import { AddToWishlistForm } from "~/features/favorites/components/add-to-wishlist-form";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { InstallmentTable } from "~/features/payments/components/installment-table";
import { CompareButton } from "./compare-button";
import { QuantityTotal } from "./quantity-total";
import { VariantPricing } from "./variant-pricing";

/**
 * The product page's buy box: the packaging switch, the selected packaging's prices, add-to-cart with the total of
 * the typed quantity, compare, favorites and wish lists, the price request when price or stock is not shown, the card
 * installments and the wrong-data report.
 */
export function ProductBuyBox({
  locale,
  product,
  selected,
  typedQuantity,
  inCompareList,
  isFavorite,
  wishlists,
  wishlistConstraint,
  installments,
}: {
  locale: Locale;
  product: ProductDetail;
  selected: VariantSummary;
  /** The quantity a "calculate total" post without JavaScript sent back. */
  typedQuantity: string | undefined;
  inCompareList: boolean;
  isFavorite: boolean;
  wishlists: WishlistSummary[];
  wishlistConstraint: FormConstraint;
  installments: z.output<typeof installmentsSchema>;
}) {
  const { t } = useTranslation("catalog");
  const categorySlug = product.categorySlugs[locale];
  const partAddress = [{ categoryName: categorySlug, name: product.slug }, { sku: selected.sku }] as const;
  const askable = !selected.isShowPrice || !selected.isShowStock || selected.totalStock === 0;
  return (
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
      {/* The box's forms hydrate in turns of their own (docs/decisions/067-hydration-in-turns.md). */}
      <HydrateInTurn>
        <div className="mt-3 flex flex-wrap gap-2">
          <CompareButton locale={locale} variantId={product.id} listed={inCompareList} />
          <FavoriteButton variantId={selected.variantId} isFavorite={isFavorite} />
        </div>
      </HydrateInTurn>
      <HydrateInTurn>
        <div className="mt-3">
          <AddToWishlistForm
            variantId={selected.variantId}
            wishlists={wishlists}
            minimumOrderQuantity={selected.minimumOrderQuantity}
            constraint={wishlistConstraint}
          />
        </div>
      </HydrateInTurn>
      {askable && (
        <p className="mt-3 rounded border border-primary-100 bg-primary-50 p-3 text-sm text-gray-800">
          {t("product-requests:request.offer")}{" "}
          <RouteLink to={pathFor("productRequest", locale, ...partAddress)} className="font-semibold text-primary-700 underline">
            {t("product-requests:request.offerLink")}
          </RouteLink>
        </p>
      )}
      <InstallmentTable
        locale={locale}
        installments={installments}
        caption={t("cart:installments.productCaption", { quantity: selected.minimumOrderQuantity })}
      />
      <p className="mt-3 text-sm">
        <RouteLink to={pathFor("productErrorReport", locale, ...partAddress)} rel="nofollow" className="text-gray-700 underline">
          {t("product-requests:report.link")}
        </RouteLink>
      </p>
    </section>
  );
}
