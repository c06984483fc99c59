import { useTranslation } from "react-i18next";
import type { ReturnSummary } from "@contract/api/returns/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { formatDateTime } from "~/lib/dates";
import { formatQuantity } from "~/lib/format";
import { ReturnStatusBadge } from "./return-status-badge";

/** The return history: a table from md up, a card per return on phones (each cell then names its column). */
export function ReturnTable({ locale, returns }: { locale: Locale; returns: ReturnSummary[] }) {
  const { t } = useTranslation("returns");
  const label = {
    orderNumber: t("history.orderNumber"),
    date: t("history.date"),
    status: t("history.status"),
    reason: t("history.reason"),
    items: t("history.items"),
  };
  const heading = "px-1.5 py-2";
  return (
    <div className="relative md:overflow-x-auto">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">{t("history.caption")}</caption>
        <thead className="hidden border-b-2 border-gray-300 bg-gray-100 text-left text-xs text-gray-700 md:table-header-group">
          <tr>
            <th scope="col" className={heading}>
              {t("history.returnNumber")}
            </th>
            <th scope="col" className={heading}>
              {label.orderNumber}
            </th>
            <th scope="col" className={heading}>
              {label.date}
            </th>
            <th scope="col" className={heading}>
              {label.status}
            </th>
            <th scope="col" className={heading}>
              {label.reason}
            </th>
            <th scope="col" className={`${heading} text-right`}>
              {label.items}
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-2 md:table-row-group md:space-y-0">
          {returns.map((item) => (
            <tr key={item.returnNumber} className="list-row">
              <td className="list-cell">
                <RouteLink
                  to={pathFor("returnStatus", locale, {}, { number: item.returnNumber })}
                  className="tabular whitespace-nowrap font-part font-semibold text-primary-700 underline"
                >
                  {item.returnNumber}
                </RouteLink>
              </td>
              <td className="list-cell" data-label={label.orderNumber}>
                <RouteLink
                  to={pathFor("orderDetail", locale, { id: item.orderNumber })}
                  className="tabular whitespace-nowrap font-part text-primary-700 underline"
                >
                  {item.orderNumber}
                </RouteLink>
              </td>
              <td className="list-cell" data-label={label.date}>
                {formatDateTime(item.createdAt, locale)}
              </td>
              <td className="list-cell" data-label={label.status}>
                <ReturnStatusBadge status={item.status} />
              </td>
              <td className="list-cell" data-label={label.reason}>
                {item.reason.name}
              </td>
              <td className="list-cell tabular md:text-right" data-label={label.items}>
                {formatQuantity(item.itemCount, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
