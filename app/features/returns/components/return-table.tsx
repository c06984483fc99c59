import { useTranslation } from "~/lib/i18n/use-translation";
import type { ReturnSummary } from "@contract/api/returns/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { formatDateTime } from "~/lib/dates";
import { formatQuantity } from "~/lib/format";
import { ReturnStatusBadge } from "./return-status-badge";

/** The return history: a table from md up, a card per return on phones. */
export function ReturnTable({ locale, returns }: { locale: Locale; returns: ReturnSummary[] }) {
  const { t } = useTranslation("returns");
  const columns: Array<ListColumn<ReturnSummary>> = [
    {
      key: "returnNumber",
      label: t("history.returnNumber"),
      cell: (item) => (
        <RouteLink
          to={pathFor("returnStatus", locale, {}, { number: item.returnNumber })}
          className="tabular whitespace-nowrap font-part font-semibold text-primary-700 underline"
        >
          {item.returnNumber}
        </RouteLink>
      ),
    },
    {
      key: "orderNumber",
      label: t("history.orderNumber"),
      cell: (item) => (
        <RouteLink
          to={pathFor("orderDetail", locale, { id: item.orderNumber })}
          className="tabular whitespace-nowrap font-part text-primary-700 underline"
        >
          {item.orderNumber}
        </RouteLink>
      ),
    },
    { key: "date", label: t("history.date"), cell: (item) => formatDateTime(item.createdAt, locale) },
    { key: "status", label: t("history.status"), cell: (item) => <ReturnStatusBadge status={item.status} /> },
    { key: "reason", label: t("history.reason"), cell: (item) => item.reason.name },
    { key: "items", label: t("history.items"), numeric: true, cell: (item) => formatQuantity(item.itemCount, locale) },
  ];
  return <ListTable caption={t("history.caption")} columns={columns} rows={returns} rowKey={(item) => item.returnNumber} />;
}
