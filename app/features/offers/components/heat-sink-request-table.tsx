import { useTranslation } from "~/lib/i18n/use-translation";
import { heatSinkRequestNumber, type HeatSinkOfferSummary } from "@contract/api/offers/heat-sink-schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { formatDate } from "~/lib/dates";
import { formatMeasure, formatQuantity } from "~/lib/format";

/** The heat-sink requests: a table from md up, a card per request on phones. */
export function HeatSinkRequestTable({ locale, requests }: { locale: Locale; requests: HeatSinkOfferSummary[] }) {
  const { t } = useTranslation("heat-sinks");
  const columns: Array<ListColumn<HeatSinkOfferSummary>> = [
    {
      key: "number",
      label: t("requests.number"),
      cell: (request) => (
        <RouteLink
          to={pathFor("heatSinkRequest", locale, { id: String(request.id), userId: request.userId })}
          className="tabular whitespace-nowrap font-semibold text-primary-700 underline"
        >
          {heatSinkRequestNumber(request.id)}
        </RouteLink>
      ),
    },
    { key: "date", label: t("requests.date"), className: "tabular", cell: (request) => formatDate(request.createdAt, locale) },
    { key: "profile", label: t("requests.profile"), className: "part-number", cell: (request) => request.profile },
    { key: "length", label: t("requests.length"), numeric: true, cell: (request) => `${formatMeasure(request.lengthMm, locale)} mm` },
    { key: "quantity", label: t("requests.quantity"), numeric: true, cell: (request) => formatQuantity(request.quantity, locale) },
    { key: "requester", label: t("requests.requester"), className: "[overflow-wrap:anywhere]", cell: (request) => request.requester },
    { key: "status", label: t("requests.statusColumn"), cell: (request) => t(`status.${request.status}`) },
  ];
  return <ListTable caption={t("requests.title")} columns={columns} rows={requests} rowKey={(request) => request.id} />;
}
