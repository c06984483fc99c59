import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CartLine } from "@contract/api/carts/schemas";
import type { Locale } from "@contract/locale";
import { productPath } from "~/features/catalog/catalog-links";
import { ProductThumb } from "~/features/catalog/components/product-thumb";
import { packagingLabel } from "~/features/catalog/packaging-label";
import { partImageAlt } from "~/features/catalog/part-image-alt";

/**
 * The part of a cart line: its picture, its page's link (an item made to order: its reference), maker, description, SKU
 * and packaging, and why it cannot be ordered.
 */
export function CartLinePart({ locale, line }: { locale: Locale; line: CartLine }) {
  const { t } = useTranslation("cart");
  const { t: catalogText } = useTranslation("catalog");
  return (
    <div className="flex gap-3">
      {line.imagePath && (
        <ProductThumb
          src={line.imagePath}
          alt={partImageAlt(catalogText, locale, { imagePath: line.imagePath, mpn: line.mpn, maker: line.manufacturerName })}
          size={56}
        />
      )}
      <div className="min-w-0">
        {line.productId > 0 ? (
          <Link
            to={productPath(locale, { categorySlug: line.categorySlug, productSlug: line.slug, sku: line.sku })}
            className="font-part font-semibold text-primary-800 hover:underline"
          >
            {line.mpn}
          </Link>
        ) : (
          // An item made to order (docs/decisions/046-offers.md) has no catalog page.
          <p className="font-part font-semibold text-gray-900">{line.sku}</p>
        )}
        <p className="text-sm text-gray-700">{line.manufacturerName}</p>
        <p className="text-sm text-gray-700">{line.description}</p>
        <p className="tabular text-xs text-gray-600">
          {t("sku")}: {line.sku} · {packagingLabel(catalogText, line.packaging)}
        </p>
        {line.error && <p className="mt-1 text-sm font-medium text-danger-700">{line.error}</p>}
      </div>
    </div>
  );
}
