import { useTranslation } from "~/lib/i18n/use-translation";
import type { PcbEstimate } from "@contract/api/offers/pcb-schemas";
import type { Locale } from "@contract/locale";
import { formatAmount } from "~/lib/format";
import type { ReactNode } from "react";

/** The indicative price the API worked out from its price table, labelled an estimate; `children` go under it (a button). */
export function PcbEstimateSummary({ estimate, locale, children }: { estimate: PcbEstimate | null; locale: Locale; children?: ReactNode }) {
  const { t } = useTranslation("offers");
  const amount = (money: { amount: string; currency: string }) => formatAmount(money.amount, locale, money.currency);
  return (
    <section aria-labelledby="pcb-estimate-title" className="rounded border border-primary-200 bg-primary-50 p-4">
      <h2 id="pcb-estimate-title" className="text-lg font-semibold text-gray-900">
        {t("pcb.form.estimateTitle")}
      </h2>
      <div aria-live="polite" data-estimate>
        {estimate ? (
          <dl className="mt-2 space-y-1 text-sm">
            {estimate.boards && (
              <div className="flex justify-between gap-4">
                <dt>{t("pcb.form.estimateBoards")}</dt>
                <dd className="tabular">{amount(estimate.boards)}</dd>
              </div>
            )}
            {estimate.stencil && (
              <div className="flex justify-between gap-4">
                <dt>{t("pcb.form.estimateStencil")}</dt>
                <dd className="tabular">{amount(estimate.stencil)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4 border-t border-primary-200 pt-1 font-semibold">
              <dt>{t("pcb.form.estimateTotal")}</dt>
              <dd className="tabular" data-estimate-total>
                {amount(estimate.total)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="mt-2 text-sm text-gray-700">{t("pcb.form.estimateNone")}</p>
        )}
        {estimate && estimate.boardAreaCm2 !== null && (
          <p className="mt-1 text-sm text-gray-700">{t("pcb.form.estimateArea", { area: formatAmount(estimate.boardAreaCm2, locale) })}</p>
        )}
      </div>
      <p className="mt-2 text-xs text-gray-700">{t("pcb.form.estimateNote")}</p>
      {children}
    </section>
  );
}
