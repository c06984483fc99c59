import type { TFunction } from "i18next";
import { formatQuantity } from "~/lib/format";
import type { Locale } from "@contract/locale";
import { stockLevel, type StockFigures } from "~/features/catalog/stock";

/**
 * Stock as words with a colour and a shape (never colour alone); nothing when the product hides its stock.
 * `t` is the caller's (catalog namespace): lists render one badge per row and a hook per row adds up.
 */
export function StockBadge({ locale, isShowStock, t, ...figures }: StockFigures & { locale: Locale; isShowStock: boolean; t: TFunction }) {
  if (!isShowStock) return <span className="text-sm text-gray-600">{t("stock.onRequest")}</span>;
  const level = stockLevel(figures);
  const quantity = formatQuantity(level === "incoming" ? figures.onOrder : figures.totalStock, locale);
  // Colour and shape per level come from .stock-badge in tailwind.css.
  return (
    <span className="stock-badge" data-level={level}>
      {t(`stock.${level}`, { quantity })}
    </span>
  );
}
