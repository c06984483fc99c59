import { useTranslation } from "~/lib/i18n/use-translation";
import type { Offer } from "@contract/api/requests-desk/offer-schemas";
import type { Locale } from "@contract/locale";
import { formatDate } from "~/lib/dates";
import { OfferLinesTable } from "./offer-lines-table";

/**
 * What an offer says (docs/decisions/046-offers.md): its validity, its lines and total, and its terms. Read on the request's dashboard page and on a guest's signed offer link.
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
      <OfferLinesTable offer={offer} locale={locale} />
      {offer.terms ? <p className="mt-2 whitespace-pre-line text-sm text-gray-700">{offer.terms}</p> : null}
    </>
  );
}
