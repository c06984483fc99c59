import type { TFunction } from "~/lib/i18n/translate";
import { useTranslation } from "~/lib/i18n/use-translation";
import { HydrateInTurn } from "~/lib/hydration-turns";
import { RouteLink } from "~/components/route-link";
import { productPath } from "~/features/catalog/catalog-links";
import type { ProductCardItem } from "~/features/catalog/product-card";
import type { Locale } from "@contract/locale";
import { PartPrice } from "./price-cell";
import { ProductThumb } from "./product-thumb";
import { partImageAlt } from "~/features/catalog/part-image-alt";
import { StockBadge } from "./stock-badge";
import { listedStock } from "~/features/catalog/stock";

/** A compact grid of parts (home sections, related products, a category's top products). */
export function ProductCards({ locale, items }: { locale: Locale; items: ProductCardItem[] }) {
  const { t } = useTranslation("catalog");
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        // A turn holds one element: Preact resumes a part of several elements by moving them (decision 067). The card is
        // a component, so that its elements are made in its turn, not in the list's.
        <HydrateInTurn key={item.variantId}>
          <ProductCard locale={locale} item={item} t={t} />
        </HydrateInTurn>
      ))}
    </ul>
  );
}

function ProductCard({ locale, item, t }: { locale: Locale; item: ProductCardItem; t: TFunction }) {
  return (
    <li className="flex gap-2 rounded border border-gray-200 bg-white p-2">
      <ProductThumb
        src={item.imagePath}
        alt={partImageAlt(t, locale, { imagePath: item.imagePath, mpn: item.mpn, maker: item.manufacturer.name })}
      />
      <div className="min-w-0 text-sm">
        <RouteLink to={productPath(locale, item)} className="font-part block truncate font-semibold text-primary-800 hover:underline">
          {item.mpn}
        </RouteLink>
        <p className="truncate text-xs text-gray-700">{item.manufacturer.name}</p>
        <p className="line-clamp-2 text-xs text-gray-700">{item.description}</p>
        <div className="mt-1">
          <PartPrice locale={locale} currency={item.currency} part={item} t={t} />
        </div>
        <p className="mt-1">
          <StockBadge t={t} locale={locale} {...listedStock(item)} />
        </p>
      </div>
    </li>
  );
}
