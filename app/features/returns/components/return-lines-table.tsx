import { useTranslation } from "~/lib/i18n/use-translation";
import type { ReturnDetail } from "@contract/api/returns/schemas";
import type { Locale } from "@contract/locale";
import { formatQuantity } from "~/lib/format";

/** The parts going back, as the order sold them, with how many: a table from md up, a card per line on phones. */
export function ReturnLinesTable({ locale, detail }: { locale: Locale; detail: ReturnDetail }) {
  const { t } = useTranslation("returns");
  const label = { maker: t("detail.maker"), description: t("detail.itemDescription"), quantity: t("detail.quantity") };
  const heading = "px-1.5 py-2";
  return (
    <div className="relative md:overflow-x-auto">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">{t("detail.linesCaption", { returnNumber: detail.returnNumber })}</caption>
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
            <th scope="col" className={`${heading} text-right`}>
              {label.quantity}
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-2 md:table-row-group md:space-y-0">
          {detail.lines.map((line) => (
            <tr key={line.lineNumber} className="list-row">
              <td className="list-cell font-part font-semibold [overflow-wrap:anywhere] md:whitespace-nowrap">{line.mpn}</td>
              <td className="list-cell" data-label={label.maker}>
                {line.manufacturerName}
              </td>
              <td className="list-cell [overflow-wrap:anywhere]" data-label={label.description}>
                {line.description}
              </td>
              <td className="list-cell tabular md:text-right" data-label={label.quantity}>
                {formatQuantity(line.quantity, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
