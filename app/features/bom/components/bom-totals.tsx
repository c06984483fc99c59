import { useTranslation } from "~/lib/i18n/use-translation";
import type { BomResult } from "@contract/bom/priced";
import type { Locale } from "@contract/locale";
import { RateNote } from "~/components/rate-note";
import { formatAmount } from "~/lib/format";

/**
 * The BOM's total in the other currencies (USD and TRY beside the caller's), each line converted as the cart converts
 * its second currency (contract/bom/priced.ts), and the stored rates with their dates.
 */
export function BomTotals({ result, locale }: { result: BomResult; locale: Locale }) {
  const { t } = useTranslation("bom");
  const others = result.totals.filter((total) => total.currency !== result.currency);
  return (
    <div className="mt-1" data-bom-totals>
      {others.length > 0 && (
        <dl aria-label={t("totals.label")} className="text-sm text-gray-800">
          {others.map((total) => (
            <div key={total.currency} className="flex gap-2" data-bom-total={total.currency}>
              <dt>{t("totals.other", { currency: total.currency })}:</dt>
              <dd className="tabular font-semibold">{formatAmount(total.total, locale, total.currency)}</dd>
            </div>
          ))}
        </dl>
      )}
      {result.totals.map((total) => (
        <RateNote key={total.currency} locale={locale} rate={total.rate} />
      ))}
    </div>
  );
}
