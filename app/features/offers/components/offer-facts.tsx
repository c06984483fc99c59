import { useTranslation } from "react-i18next";
import type { Offer } from "@contract/api/requests-desk/offer-schemas";
import type { Locale } from "@contract/locale";
import { formatDate } from "~/lib/dates";
import { formatAmount } from "~/lib/format";

/**
 * What an offer says (docs/decisions/046-offers.md): its validity, its lines with quantity, unit price, lead time and
 * amount, the total before VAT, and its terms. Read on the request's dashboard page and on a guest's signed offer link.
 */
export function OfferFacts({
  offer,
  locale,
}: {
  offer: Pick<Offer, "number" | "currency" | "validUntil" | "terms" | "lines" | "total">;
  locale: Locale;
}) {
  const { t } = useTranslation("offers");
  return (
    <>
      <p className="text-sm text-gray-700">{t("requestOffers.validUntil", { date: formatDate(offer.validUntil, locale) })}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t("requestOffers.linesCaption", { number: offer.number })}</caption>
          <thead>
            <tr className="border-b border-gray-200 text-left text-gray-700">
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
              <th scope="col" className="py-1 text-right">
                {t("requestOffers.amount", { currency: offer.currency })}
              </th>
            </tr>
          </thead>
          <tbody>
            {offer.lines.map((line) => (
              <tr key={line.id} className="border-b border-gray-100 align-top">
                <td className="py-1 pr-3">
                  <span className="font-medium">{line.description}</span>
                  {line.sku && line.sku !== line.description ? <span className="block text-gray-700">{line.sku}</span> : null}
                  {line.specification ? <span className="block whitespace-pre-line text-gray-700">{line.specification}</span> : null}
                </td>
                <td className="py-1 pr-3 text-right">{line.quantity}</td>
                <td className="py-1 pr-3 text-right">{line.unitPrice}</td>
                <td className="py-1 pr-3 text-right">{t("requestOffers.days", { count: line.leadTimeDays })}</td>
                <td className="py-1 text-right">{formatAmount(line.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className="py-1 pr-3 text-right">
                {t("requestOffers.total")}
              </th>
              <td className="py-1 text-right font-semibold">{formatAmount(offer.total, locale, offer.currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {offer.terms ? <p className="mt-2 whitespace-pre-line text-sm text-gray-700">{offer.terms}</p> : null}
    </>
  );
}
