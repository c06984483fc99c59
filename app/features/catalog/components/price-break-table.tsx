import { useTranslation } from "~/lib/i18n/use-translation";
import { formatQuantity, formatUnitPrice } from "~/lib/format";
import type { Locale } from "@contract/locale";

export interface PriceBreakRow {
  quantity: number;
  unitPrice: number | string;
}

interface PriceBreakTableProps {
  locale: Locale;
  currency: string;
  breaks: PriceBreakRow[];
  isShowPrice: boolean;
  caption: string;
}

/** Quantity → unit price, unit prices by the decimals of docs/spec.md §9, numbers in tabular figures. */
export function PriceBreakTable({ locale, currency, breaks, isShowPrice, caption }: PriceBreakTableProps) {
  const { t } = useTranslation("catalog");
  if (!isShowPrice || breaks.length === 0) {
    return (
      <p className="rounded border border-gray-200 bg-gray-50 px-3 py-2 text-sm font-medium text-gray-800">
        <span className="sr-only">{caption}: </span>
        {t("price.callForPrice")}
      </p>
    );
  }
  return (
    <table className="w-full max-w-xs text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-300 text-left text-xs uppercase tracking-wide text-gray-600">
          <th scope="col" className="py-1 pr-4 font-semibold">
            {t("price.quantity")}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            {t("price.unitPrice")}
          </th>
        </tr>
      </thead>
      <tbody>
        {breaks.map((row) => (
          <tr key={row.quantity} className="border-b border-gray-100 last:border-0">
            <td className="tabular py-1 pr-4">{formatQuantity(row.quantity, locale)}+</td>
            <td className="tabular py-1 text-right font-medium">{formatUnitPrice(row.unitPrice, locale, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
