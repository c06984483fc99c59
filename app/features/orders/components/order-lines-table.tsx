import { useTranslation } from "~/lib/i18n/use-translation";
import type { Order } from "@contract/api/orders/schemas";
import type { Locale } from "@contract/locale";
import { formatAmount, formatPercent, formatQuantity, formatUnitPrice } from "~/lib/format";

/**
 * The ordered parts as the order keeps them (its own copy of each line: part, price and VAT at the time of the
 * order): a table from md up, a card per line on phones.
 */
export function OrderLinesTable({ locale, order }: { locale: Locale; order: Order }) {
  const { t } = useTranslation("orders");
  const currency = order.totals.currency;
  const label = {
    maker: t("detail.maker"),
    description: t("detail.description"),
    customerReference: t("detail.customerReference"),
    quantity: t("detail.quantity"),
    unitPrice: t("detail.unitPrice"),
    lineTotal: t("detail.lineTotal"),
    vatRate: t("detail.vatRate"),
  };
  const heading = "px-1.5 py-2";
  return (
    <div className="relative md:overflow-x-auto">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">{t("detail.linesCaption", { orderNumber: order.orderNumber })}</caption>
        <thead className="hidden border-b-2 border-gray-300 bg-gray-100 text-left text-xs text-gray-700 md:table-header-group">
          <tr>
            <th scope="col" className={heading}>
              {t("detail.mpn")}
            </th>
            <th scope="col" className={heading}>
              {label.maker}
            </th>
            <th scope="col" className={heading}>
              {label.description}
            </th>
            <th scope="col" className={heading}>
              {label.customerReference}
            </th>
            <th scope="col" className={`${heading} text-right`}>
              {label.quantity}
            </th>
            <th scope="col" className={`${heading} text-right`}>
              {label.unitPrice}
            </th>
            <th scope="col" className={`${heading} text-right`}>
              {label.lineTotal}
            </th>
            <th scope="col" className={`${heading} text-right`}>
              {label.vatRate}
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-2 md:table-row-group md:space-y-0">
          {order.lines.map((line) => (
            <tr key={line.lineNumber} className="list-row">
              <td className="list-cell font-part font-semibold [overflow-wrap:anywhere] md:whitespace-nowrap">{line.mpn}</td>
              <td className="list-cell" data-label={label.maker}>
                {line.manufacturerName}
              </td>
              <td className="list-cell min-w-48" data-label={label.description}>
                {line.description}
              </td>
              {/* A line without a reference leaves its cell empty on the table and out of the card. */}
              <td
                className={`list-cell [overflow-wrap:anywhere] ${line.customerReference ? "" : "max-md:hidden"}`}
                data-label={label.customerReference}
              >
                {line.customerReference}
              </td>
              <td className="list-cell tabular md:text-right" data-label={label.quantity}>
                {formatQuantity(line.quantity, locale)}
              </td>
              <td className="list-cell tabular whitespace-nowrap md:text-right" data-label={label.unitPrice}>
                {formatUnitPrice(line.unitPrice, locale, currency)}
              </td>
              <td className="list-cell tabular whitespace-nowrap font-semibold md:text-right" data-label={label.lineTotal}>
                {formatAmount(line.extendedPrice, locale, currency)}
              </td>
              <td className="list-cell tabular md:text-right" data-label={label.vatRate}>
                {formatPercent(Number(line.vatRate), locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
