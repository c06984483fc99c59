import { useTranslation } from "~/lib/i18n/use-translation";
import type { CartDocument } from "@contract/api/carts/documents";
import type { Locale } from "@contract/locale";
import { formatAmount, formatPercent, formatQuantity, formatUnitPrice } from "~/lib/format";

/** The table's columns: the `lines.<key>` heading, and whether it holds a figure (right-aligned). */
const COLUMNS = [
  ["mpn", false],
  ["manufacturer", false],
  ["description", false],
  ["quantity", true],
  ["unitPrice", true],
  ["vatRate", true],
  ["total", true],
] as const;

/** The goods of a cart document: one row per line, then the cart's totals as the API gave them (none computed here). */
export function CartDocumentLines({ locale, document }: { locale: Locale; document: Pick<CartDocument, "lines" | "totals"> }) {
  const { t } = useTranslation("cart-documents");
  const { lines, totals } = document;
  const amount = (value: string) => formatAmount(value, locale, totals.currency);
  const totalRows: Array<[string, string, boolean]> = [
    [t("totals.subtotal"), amount(totals.subtotal), true],
    [t("totals.discount"), amount(totals.discount), Number(totals.discount) > 0],
    [t("totals.projectSubtotal"), amount(totals.projectSubtotal), Number(totals.projectSubtotal) > 0],
    [t("totals.tax"), amount(totals.tax), true],
    [t("totals.projectTax"), amount(totals.projectTax), Number(totals.projectTax) > 0],
    [t("totals.shipping"), t("totals.shippingLater"), true],
  ];
  const cell = "border-b border-gray-200 px-2 py-1.5 align-top";
  const number = `${cell} tabular whitespace-nowrap text-right`;

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="pb-2 text-left font-semibold text-gray-900">{t("lines.caption")}</caption>
        <thead>
          <tr className="border-b border-gray-300 text-left text-xs uppercase tracking-wide text-gray-600">
            {COLUMNS.map(([key, numeric]) => (
              <th key={key} scope="col" className={`px-2 py-1 font-semibold ${numeric ? "text-right" : ""}`}>
                {t(`lines.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <th scope="row" className={`${cell} font-part text-left font-medium`}>
                {line.mpn}
              </th>
              <td className={cell}>{line.manufacturerName}</td>
              <td className={cell}>{line.description}</td>
              <td className={number}>{formatQuantity(line.quantity, locale)}</td>
              <td className={number}>{line.unitPrice ? formatUnitPrice(line.unitPrice, locale, totals.currency) : t("lines.onRequest")}</td>
              <td className={number}>{formatPercent(Number(line.vatRate), locale)}</td>
              <td className={number}>{line.totalPrice ? amount(line.totalPrice) : t("lines.onRequest")}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totalRows
            .filter(([, , shown]) => shown)
            .map(([label, value]) => (
              <tr key={label}>
                <th scope="row" colSpan={6} className="px-2 py-1 text-right font-normal text-gray-700">
                  {label}
                </th>
                <td className="tabular whitespace-nowrap px-2 py-1 text-right">{value}</td>
              </tr>
            ))}
          <tr className="border-t border-gray-300 text-base font-semibold">
            <th scope="row" colSpan={6} className="px-2 py-1.5 text-right">
              {t("totals.total")}
            </th>
            <td className="tabular whitespace-nowrap px-2 py-1.5 text-right" data-document-total>
              {amount(totals.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
