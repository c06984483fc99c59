import { useActionData } from "@remix-run/react";
import type { TFunction } from "~/lib/i18n/translate";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { AddToCartForm } from "~/features/cart/components/add-to-cart-form";
import { cartErrorOf } from "~/features/cart/cart-forms";
import { RouteLink } from "~/components/route-link";
import { HydrateInTurn } from "~/lib/hydration-turns";
import { productPath } from "~/features/catalog/catalog-links";
import { PACKAGING_VALUES } from "@contract/limits";
import { rememberingTranslator } from "~/features/catalog/remembering-translator";
import type { Locale } from "@contract/locale";
import { packagingChoiceLabel, shownPackaging, type ListRow, type ListView } from "~/features/catalog/product-list-view";
import { FirstAndBestPrice } from "./price-cell";
import { ProductThumb } from "./product-thumb";
import { partImageAlt } from "~/features/catalog/part-image-alt";
import { StockBadge } from "./stock-badge";
import { listedStock } from "~/features/catalog/stock";
import { packagingLabel } from "~/features/catalog/packaging-label";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { FavoriteSelectBox } from "~/features/favorites/components/favorite-selection";

interface ProductTableProps {
  locale: Locale;
  items: ListRow[];
  columns: ListView["columns"];
  caption: string;
  /**
   * Each row's favorite button (the ids are the user's favorites among the rows' packagings) and, when `selectable`,
   * its tick box for the "add selected to favorites" form (favorite-selection.tsx).
   */
  favorites?: { ids: readonly number[]; selectable: boolean };
}

/**
 * The list of parts: a table on desktop, stacked cards on mobile (the same markup, restyled by the list-* classes
 * of tailwind.css; on a card each cell names its column from data-label), with the category's key properties as
 * columns and a quantity field with "add to cart" per row.
 */
export function ProductTable({ locale, items, columns, caption, favorites }: ProductTableProps) {
  const { t: translate } = useTranslation("catalog");
  const t = rememberingTranslator(translate);
  const answer = useActionData();
  // Translated once per table, not once per row.
  const label = {
    manufacturer: t("list.manufacturer"),
    stock: t("list.stock"),
    unitPrice: t("list.unitPrice"),
    quantity: t("list.quantity"),
    noValue: t("list.noValue"),
  };
  const packagingNames = Object.fromEntries(PACKAGING_VALUES.map((packaging) => [packaging, packagingLabel(t, packaging)]));
  const text: RowText = { t, translate, label, packagingNames };
  return (
    // relative: the scroller holds its screen-reader-only labels too (absolute), or they would widen the page.
    <div className="relative md:overflow-x-auto">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b-2 border-gray-300 bg-gray-100 text-left text-xs text-gray-700 md:table-header-group">
          <tr>
            <th scope="col" className="px-1.5 py-2">
              <span className="sr-only">{t("list.image")}</span>
            </th>
            <th scope="col" className="px-1.5 py-2">
              {t("list.partNumber")}
              <span className="2xl:hidden">{` / ${label.manufacturer}`}</span>
            </th>
            <th scope="col" className="hidden px-1.5 py-2 2xl:table-cell">
              {label.manufacturer}
            </th>
            <th scope="col" className="px-1.5 py-2">
              {t("list.description")}
            </th>
            {columns.map((column) => (
              <th key={column.code} scope="col" className="px-1.5 py-2">
                {column.label}
              </th>
            ))}
            <th scope="col" className="px-1.5 py-2">
              {label.stock}
            </th>
            <th scope="col" className="list-sticky list-sticky-price px-1.5 py-2 text-right">
              {label.unitPrice}
            </th>
            <th scope="col" className="list-sticky list-sticky-quantity px-1.5 py-2">
              {label.quantity}
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-2 md:table-row-group md:space-y-0">
          {items.map((item) => (
            <HydrateInTurn key={item.variantId}>
              <ProductRow
                locale={locale}
                item={item}
                columns={columns}
                text={text}
                favorites={favorites}
                // Without JavaScript a refused add comes back as the page's action data: the row shows the packaging it was for.
                initialVariantId={item.packagings.find((packaging) => cartErrorOf(answer, `add-${packaging.variantId}`))?.variantId ?? null}
              />
            </HydrateInTurn>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What every row says alike, translated once per table. */
interface RowText {
  /** The table's remembering catalog translator; `translate` the plain one (for the image's alt text). */
  t: TFunction;
  translate: TFunction;
  label: Record<"manufacturer" | "stock" | "unitPrice" | "quantity" | "noValue", string>;
  packagingNames: Record<string, string>;
}

/**
 * One part. When it comes in several packagings the row offers them in a select (which posts with the row's add-to-cart
 * form); with JavaScript the row then shows the chosen one: its SKU, stock, price, quantity rules, and the favorite
 * buttons act on it.
 */
function ProductRow({
  locale,
  item,
  columns,
  text: { t, translate, label, packagingNames },
  favorites,
  initialVariantId,
}: Pick<ProductTableProps, "locale" | "columns" | "favorites"> & { item: ListRow; text: RowText; initialVariantId: number | null }) {
  const [chosenId, setChosenId] = useState(initialVariantId);
  const shown = shownPackaging(item, chosenId);
  const packagingName = packagingNames[shown.packaging] ?? shown.packaging;
  const partLabel = `${item.mpn}, ${packagingName}`;
  const formId = item.packagings.length > 0 ? `add-to-cart-${item.variantId}` : undefined;
  const choiceId = `packaging-${item.variantId}`;
  return (
    <tr className="list-row">
      <td className="list-cell float-left md:float-none">
        <ProductThumb
          src={item.imagePath}
          alt={partImageAlt(translate, locale, { imagePath: item.imagePath, mpn: item.mpn, maker: item.manufacturerName })}
          size={40}
        />
      </td>
      <td className="list-cell">
        <RouteLink
          to={productPath(locale, { ...item, sku: shown.sku })}
          className="font-part whitespace-nowrap font-semibold text-primary-800 hover:underline"
        >
          {item.mpn}
        </RouteLink>
        <span className="hidden text-xs text-gray-800 md:block 2xl:hidden">{item.manufacturerName}</span>
        {formId === undefined ? (
          <span className="font-part block text-xs text-gray-600">{`${shown.sku} · ${packagingName}`}</span>
        ) : (
          <>
            <span className="font-part block text-xs text-gray-600">{shown.sku}</span>
            <label htmlFor={choiceId} className="sr-only">
              {t("list.packagingFor", { mpn: item.mpn })}
            </label>
            {/* Uncontrolled: a choice made before the script loads stays; the row follows it from then on. */}
            <select
              id={choiceId}
              name="variantId"
              form={formId}
              defaultValue={shown.variantId}
              onChange={(event) => setChosenId(Number(event.target.value))}
              className="mt-1 block w-full rounded border border-gray-400 bg-white px-1 py-0.5 text-xs text-gray-900"
            >
              {item.packagings.map((packaging) => (
                <option key={packaging.variantId} value={packaging.variantId}>
                  {packagingChoiceLabel(packaging, item.currency, locale, t)}
                </option>
              ))}
            </select>
          </>
        )}
        {favorites && (
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {favorites.selectable && <FavoriteSelectBox variantId={shown.variantId} partLabel={partLabel} />}
            <FavoriteButton variantId={shown.variantId} isFavorite={favorites.ids.includes(shown.variantId)} partLabel={partLabel} />
          </div>
        )}
      </td>
      <td className="list-cell text-gray-800 md:hidden 2xl:table-cell" data-label={label.manufacturer}>
        {item.manufacturerName}
      </td>
      <td className="list-cell clear-left text-xs text-gray-800 md:min-w-32">
        {item.description}
        {item.rohs && <span className="ml-1 whitespace-nowrap rounded border border-ok-700 px-1 text-xs text-ok-700">RoHS</span>}
      </td>
      {columns.map((column) => (
        <td key={column.code} className="list-property" data-label={column.label}>
          {item.properties[column.code] ?? <span aria-label={label.noValue}>–</span>}
        </td>
      ))}
      <td className="list-cell" data-label={label.stock}>
        <StockBadge t={t} locale={locale} {...listedStock(shown)} />
      </td>
      <td className="list-cell list-sticky list-sticky-price md:text-right" data-label={label.unitPrice}>
        <FirstAndBestPrice
          locale={locale}
          currency={item.currency}
          breaks={shown.priceBreaks}
          discount={shown.discount}
          isShowPrice={shown.isShowPrice}
          t={t}
        />
      </td>
      <td className="list-cell list-sticky list-sticky-quantity" data-label={label.quantity}>
        <AddToCartForm locale={locale} part={shown} partLabel={partLabel} inputId={`qty-${item.variantId}`} formId={formId} compact />
      </td>
    </tr>
  );
}
