import type { TFunction } from "~/lib/i18n/translate";
import type { Locale } from "@contract/locale";
import { stockLevel, stockText, type StockFigures } from "~/features/catalog/stock";

/**
 * Stock as words with a colour and a shape (never colour alone); nothing when the product hides its stock.
 * `t` is the caller's (catalog namespace): lists render one badge per row and a hook per row adds up.
 */
export function StockBadge({ locale, isShowStock, t, ...figures }: StockFigures & { locale: Locale; isShowStock: boolean; t: TFunction }) {
  const text = stockText(t, locale, { isShowStock, ...figures });
  if (!isShowStock) return <span className="text-sm text-gray-600">{text}</span>;
  // Colour and shape per level come from .stock-badge in tailwind.css.
  return (
    <span className="stock-badge" data-level={stockLevel(figures)}>
      {text}
    </span>
  );
}
