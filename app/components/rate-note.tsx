import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { formatDate } from "~/lib/dates";
import { formatRate } from "~/lib/format";

export interface ShownRate {
  currency: string;
  rate: string;
  rateDate: string;
  stale: boolean;
}

/**
 * The exchange rate amounts were converted at, "rate of <date>", and when the day's central-bank fetch failed a
 * notice that it is the last good day's (docs/decisions/032-exchange-rates.md). Nothing for USD, which needs none.
 */
export function RateNote({ locale, rate }: { locale: Locale; rate: ShownRate }) {
  const { t } = useTranslation("common");
  if (rate.currency === "USD") return null;
  const date = formatDate(rate.rateDate, locale) ?? rate.rateDate;
  return (
    <>
      <p className="tabular mt-1 text-xs text-gray-600" data-exchange-rate data-rate-date={rate.rateDate}>
        {t("exchangeRate.of", { rate: formatRate(rate.rate, locale), currency: rate.currency, date })}
      </p>
      {rate.stale && (
        <p role="note" className="mt-1 rounded border border-warn-700 bg-warn-50 px-2 py-1 text-xs text-warn-700" data-rate-stale>
          <span aria-hidden="true">⚠ </span>
          {t("exchangeRate.stale", { date })}
        </p>
      )}
    </>
  );
}
