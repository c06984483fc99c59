import { useTranslation } from "~/lib/i18n/use-translation";
import type { ReturnDetail } from "@contract/api/returns/schemas";
import type { Locale } from "@contract/locale";
import { formatDateTime } from "~/lib/dates";
import { formatAmount } from "~/lib/format";

/** The store's answer to a return: its decision with the staff's words, the goods' arrival and the money given back. */
export function ReturnOutcome({ locale, detail }: { locale: Locale; detail: ReturnDetail }) {
  const { t } = useTranslation("returns");
  const date = (value: string) => formatDateTime(value, locale);
  if (!detail.decision) return <p className="text-sm text-gray-700">{t("outcome.waiting")}</p>;
  return (
    <div className="space-y-2 text-sm text-gray-900" data-testid="return-outcome">
      <p>{t(detail.status === "rejected" ? "outcome.rejected" : "outcome.approved", { date: date(detail.decision.decidedAt) })}</p>
      <div>
        <h3 className="text-gray-700">{t(detail.status === "rejected" ? "outcome.reason" : "outcome.note")}</h3>
        <p className="mt-1 whitespace-pre-line font-medium [overflow-wrap:anywhere]">{detail.decision.note}</p>
      </div>
      {detail.receivedAt && <p>{t("outcome.received", { date: date(detail.receivedAt) })}</p>}
      {detail.refund && (
        <p>
          {t(`outcome.refund.${detail.refund.method}`, {
            amount: formatAmount(detail.refund.amount, locale, detail.refund.currency),
            date: date(detail.refund.refundedAt),
          })}
        </p>
      )}
    </div>
  );
}
