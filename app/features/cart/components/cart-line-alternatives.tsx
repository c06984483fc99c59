import { useTranslation } from "~/lib/i18n/use-translation";
import type { ProductListItem } from "@contract/api/catalog/schemas";
import type { Locale } from "@contract/locale";
import { productPath } from "~/features/catalog/catalog-links";
import { formatQuantity } from "~/lib/format";
import { packagingLabel } from "~/features/catalog/packaging-label";
import { RouteLink } from "~/components/route-link";
import { AddToCartForm } from "./add-to-cart-form";

/**
 * What can be ordered instead of a line's part that cannot be ordered now: the catalog's related parts in stock, each
 * with its own add-to-cart form (a plain post to the cart page's action).
 */
export function CartLineAlternatives({ locale, mpn, items }: { locale: Locale; mpn: string; items: ProductListItem[] }) {
  const { t } = useTranslation("cart");
  const { t: catalogText } = useTranslation("catalog");
  if (items.length === 0) return <p className="mt-2 text-sm text-gray-700">{t("alternatives.none")}</p>;
  return (
    <section aria-label={t("alternatives.titleFor", { mpn })} className="mt-3 rounded border border-gray-200 bg-gray-50 p-3">
      <h3 className="text-sm font-semibold text-gray-900">{t("alternatives.title")}</h3>
      <ul className="mt-2 divide-y divide-gray-200">
        {items.map((item) => {
          const packaging = packagingLabel(catalogText, item.packaging);
          return (
            <li key={item.variantId} className="flex flex-wrap items-end justify-between gap-3 py-2">
              <div className="min-w-0 text-sm">
                <RouteLink
                  to={productPath(locale, { categorySlug: item.categorySlug, productSlug: item.productSlug, sku: item.sku })}
                  className="font-part font-semibold text-primary-800 hover:underline"
                >
                  {item.mpn}
                </RouteLink>
                <p className="text-gray-700">
                  {item.manufacturer.name} · {packaging}
                </p>
                <p className="tabular text-gray-700">{t("alternatives.stock", { stock: formatQuantity(item.stock ?? 0, locale) })}</p>
              </div>
              <AddToCartForm
                locale={locale}
                part={item}
                partLabel={`${item.mpn}, ${packaging}`}
                inputId={`alternative-${item.variantId}`}
                compact
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
