import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { pcbOfferSummarySchema } from "@contract/api/offers/pcb-schemas";
import { pcbRequestNumber } from "@contract/api/offers/pcb-values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { formatDate } from "~/lib/dates";
import { formatAmount, formatMeasure } from "~/lib/format";

type PcbRequestSummary = z.output<typeof pcbOfferSummarySchema>;

/** The PCB and stencil requests: a table from md up, a card per request on phones (each cell then names its column). */
export function PcbRequestTable({ locale, requests }: { locale: Locale; requests: PcbRequestSummary[] }) {
  const { t } = useTranslation("offers");
  const label = {
    date: t("pcb.requests.date"),
    type: t("pcb.requests.type"),
    summary: t("pcb.requests.summary"),
    requester: t("pcb.requests.requester"),
    estimate: t("pcb.requests.estimate"),
    status: t("pcb.requests.statusColumn"),
  };
  const heading = "px-1.5 py-2";
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
  return (
    <div className="relative md:overflow-x-auto">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">{t("pcb.requests.title")}</caption>
        <thead className="hidden border-b-2 border-gray-300 bg-gray-100 text-left text-xs text-gray-700 md:table-header-group">
          <tr>
            <th scope="col" className={heading}>
              {t("pcb.requests.number")}
            </th>
            {Object.entries(label).map(([key, text]) => (
              <th key={key} scope="col" className={`${heading} ${key === "estimate" ? "text-right" : ""}`}>
                {text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-2 md:table-row-group md:space-y-0">
          {requests.map((request) => (
            <tr key={request.id} className="list-row">
              <td className="list-cell">
                <RouteLink
                  to={pathFor("pcbStencilRequest", locale, { id: String(request.id), type: request.type, userId: request.userId })}
                  className="tabular whitespace-nowrap font-semibold text-primary-700 underline"
                >
                  {pcbRequestNumber(request.id)}
                </RouteLink>
              </td>
              <td className="list-cell tabular" data-label={label.date}>
                {formatDate(request.createdAt, locale)}
              </td>
              <td className="list-cell" data-label={label.type}>
                {t(`pcb.fields.offerType.${request.type}`)}
              </td>
              <td className="list-cell" data-label={label.summary}>
                {what(request)}
              </td>
              <td className="list-cell" data-label={label.requester}>
                {request.requester}
              </td>
              <td className="list-cell tabular md:text-right" data-label={label.estimate}>
                {formatAmount(request.estimate.total.amount, locale, request.estimate.total.currency)}
              </td>
              <td className="list-cell" data-label={label.status}>
                {t(`pcb.status.${request.status}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
