import { useTranslation } from "~/lib/i18n/use-translation";
import type * as z from "zod";
import type { pcbOfferSummarySchema } from "@contract/api/offers/pcb-schemas";
import { pcbRequestNumber } from "@contract/api/offers/pcb-values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { formatDate } from "~/lib/dates";
import { formatAmount, formatMeasure } from "~/lib/format";

type PcbRequestSummary = z.output<typeof pcbOfferSummarySchema>;

/** The PCB and stencil requests: a table from md up, a card per request on phones. */
export function PcbRequestTable({ locale, requests }: { locale: Locale; requests: PcbRequestSummary[] }) {
  const { t } = useTranslation("offers");
  const what = (request: PcbRequestSummary) =>
    [
      request.boards &&
        t("pcb.requests.boardsSummary", {
          quantity: request.boards.pcbQuantity,
          width: formatMeasure(request.boards.dimensionWidth, locale),
          height: formatMeasure(request.boards.dimensionHeigth, locale),
          unit: t(`pcb.options.dimensionMeasurementType.${request.boards.dimensionMeasurementType}`),
          layers: request.boards.layer,
        }),
      request.stencilQuantity !== null && t("pcb.requests.stencilSummary", { count: request.stencilQuantity }),
    ]
      .filter(Boolean)
      .join(" · ");
  const columns: Array<ListColumn<PcbRequestSummary>> = [
    {
      key: "number",
      label: t("pcb.requests.number"),
      cell: (request) => (
        <RouteLink
          to={pathFor("pcbStencilRequest", locale, { id: String(request.id), type: request.type, userId: request.userId })}
          className="tabular whitespace-nowrap font-semibold text-primary-700 underline"
        >
          {pcbRequestNumber(request.id)}
        </RouteLink>
      ),
    },
    { key: "date", label: t("pcb.requests.date"), className: "tabular", cell: (request) => formatDate(request.createdAt, locale) },
    { key: "type", label: t("pcb.requests.type"), cell: (request) => t(`pcb.fields.offerType.${request.type}`) },
    { key: "summary", label: t("pcb.requests.summary"), cell: what },
    { key: "requester", label: t("pcb.requests.requester"), className: "[overflow-wrap:anywhere]", cell: (request) => request.requester },
    {
      key: "estimate",
      label: t("pcb.requests.estimate"),
      numeric: true,
      cell: (request) => formatAmount(request.estimate.total.amount, locale, request.estimate.total.currency),
    },
    { key: "status", label: t("pcb.requests.statusColumn"), cell: (request) => t(`pcb.status.${request.status}`) },
  ];
  return <ListTable caption={t("pcb.requests.title")} columns={columns} rows={requests} rowKey={(request) => request.id} />;
}
