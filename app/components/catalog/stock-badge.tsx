import { useTranslation } from "react-i18next";
import { formatQuantity } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { stockLevel, type StockFigures, type StockLevel } from "~/lib/stock";

const levelClass: Record<StockLevel, string> = {
  inStock: "border-ok-700 bg-ok-50 text-ok-700",
  belowMinimum: "border-warn-700 bg-warn-50 text-warn-700",
  incoming: "border-warn-700 bg-warn-50 text-warn-700",
  outOfStock: "border-danger-700 bg-danger-50 text-danger-700",
};

const levelIcon: Record<StockLevel, string> = { inStock: "●", belowMinimum: "◐", incoming: "◔", outOfStock: "○" };

/** Stock as words with a colour and a shape (never colour alone); nothing when the product hides its stock. */
export function StockBadge({ locale, isShowStock, ...figures }: StockFigures & { locale: Locale; isShowStock: boolean }) {
  const { t } = useTranslation("catalog");
  if (!isShowStock) return <span className="text-sm text-gray-600">{t("stock.onRequest")}</span>;
  const level = stockLevel(figures);
  const quantity = formatQuantity(level === "incoming" ? figures.onOrder : figures.totalStock, locale);
  return (
    <span className={`tabular inline-flex items-baseline gap-1 whitespace-nowrap rounded border px-1.5 py-0.5 text-xs font-medium ${levelClass[level]}`}>
      <span aria-hidden="true">{levelIcon[level]}</span>
      {t(`stock.${level}`, { quantity })}
    </span>
  );
}
