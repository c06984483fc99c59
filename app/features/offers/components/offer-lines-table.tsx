import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Offer, OfferLine } from "@contract/api/requests-desk/offer-schemas";
import type { Locale } from "@contract/locale";
import { formatAmount, formatQuantity, formatUnitPrice } from "~/lib/format";

/**
 * An offer's lines with quantity, unit price, lead time and amount, and the total before VAT
 * (docs/decisions/046-offers.md): the same table for the customer who reads the offer and for the staff member who
 * writes it. The back office adds what only it needs: each line's position and kind, and an action per line.
 */
export function OfferLinesTable({
  offer,
  locale,
  forStaff,
  lineAction,
}: {
  offer: Pick<Offer, "number" | "currency" | "lines" | "total">;
  locale: Locale;
  /** Shows each line's position and kind, as the staff's editor numbers and sorts them. */
  forStaff?: { kindLabel: (kind: OfferLine["kind"]) => string; actionsLabel?: string };
  /** A cell of its own at the end of each line (the draft's "remove" button). */
  lineAction?: (line: OfferLine) => ReactNode;
}) {
  const { t } = useTranslation("offers");
  const leadingColumns = forStaff ? 1 : 0;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{t("requestOffers.linesCaption", { number: offer.number })}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-left text-gray-700">
            {forStaff ? (
              <th scope="col" className="py-1 pr-3">
                #
              </th>
            ) : null}
            <th scope="col" className="py-1 pr-3">
              {t("requestOffers.item")}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {t("requestOffers.quantity")}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {t("requestOffers.unitPrice", { currency: offer.currency })}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {t("requestOffers.leadTime")}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {t("requestOffers.amount", { currency: offer.currency })}
            </th>
            {lineAction ? (
              <th scope="col" className="py-1">
                <span className="sr-only">{forStaff?.actionsLabel}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {offer.lines.map((line) => (
            <tr key={line.id} className="border-b border-gray-100 align-top">
              {forStaff ? <td className="py-1 pr-3">{line.position}</td> : null}
              <td className="py-1 pr-3">
                {forStaff ? <span className="block text-gray-700">{forStaff.kindLabel(line.kind)}</span> : null}
                <span className="font-medium">{line.description}</span>
                {line.sku && line.sku !== line.description ? <span className="block text-gray-700">{line.sku}</span> : null}
                {line.specification ? <span className="block whitespace-pre-line text-gray-700">{line.specification}</span> : null}
              </td>
              <td className="py-1 pr-3 text-right">{formatQuantity(line.quantity, locale)}</td>
              <td className="py-1 pr-3 text-right">{formatUnitPrice(line.unitPrice, locale)}</td>
              <td className="py-1 pr-3 text-right">{t("requestOffers.days", { count: line.leadTimeDays })}</td>
              <td className="py-1 pr-3 text-right">{formatAmount(line.amount, locale)}</td>
              {lineAction ? <td className="py-1">{lineAction(line)}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={leadingColumns + 4} className="py-1 pr-3 text-right">
              {t("requestOffers.total")}
            </th>
            <td className="py-1 pr-3 text-right font-semibold">{formatAmount(offer.total, locale, offer.currency)}</td>
            {lineAction ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
