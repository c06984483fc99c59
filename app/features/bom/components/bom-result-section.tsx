import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { Form } from "~/components/ui/form";
import { HoneypotField } from "~/components/ui/honeypot";
import { SubmitButton } from "~/components/ui/submit-button";
import { BOM_INTENTS } from "~/features/bom/bom-form-values";
import type { BomResult } from "@contract/bom/priced";
import { formatAmount, formatPercent, formatQuantity } from "~/lib/format";
import { type BomRequestFormProps, BomRequestForms } from "./bom-request-form";
import { BomResultTable } from "./bom-result-table";
import { BomSaveForm, type BomSaveFormProps } from "./bom-save-form";
import { type BomSource, BomSourceFields } from "./bom-source-fields";
import { BomTotals } from "./bom-totals";

/**
 * The priced BOM in the form that puts it into the cart: every matched or ambiguous line that can be bought goes
 * in (a hidden field in its row), a suggested one only when its box is ticked.
 */
export function BomResultSection({
  result,
  source,
  locale,
  cartRefusal,
  save,
  request,
}: {
  result: BomResult;
  source: BomSource;
  locale: Locale;
  /** Why the cart took none of it, the last time it was sent there. */
  cartRefusal?: string;
  save: BomSaveFormProps;
  request: BomRequestFormProps;
}) {
  const { t } = useTranslation("bom");
  const buyable = result.lines.some((line) => line.toCart !== "never");
  return (
    <section aria-labelledby="bom-result-title" className="space-y-4">
      <div>
        <h2 id="bom-result-title" className="text-xl font-semibold text-gray-900">
          {t("result.heading")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          {t("result.summary", {
            lines: formatQuantity(result.lines.length, locale),
            boards: formatQuantity(result.boards, locale),
            spare: formatPercent(result.sparePercent, locale),
            currency: result.currency,
          })}
        </p>
      </div>
      <Form method="post" className="space-y-4">
        <HoneypotField id="bom-cart-hp" />
        <BomSourceFields source={source} />
        <BomResultTable result={result} locale={locale} />
        <div className="flex flex-wrap items-end justify-between gap-4 border-t border-gray-300 pt-4">
          <div>
            <p className="text-lg font-semibold text-gray-900">
              {t("result.total")}: <span className="tabular">{formatAmount(result.total, locale, result.currency)}</span>
            </p>
            <BomTotals result={result} locale={locale} />
            <p className="text-sm text-gray-700">{t("result.totalHint")}</p>
          </div>
          {cartRefusal && (
            <p role="alert" className="rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-gray-900">
              {cartRefusal}
            </p>
          )}
          {buyable && (
            <SubmitButton name="intent" value={BOM_INTENTS.add} pendingLabel={t("cart.pending")}>
              {t("cart.submit")}
            </SubmitButton>
          )}
        </div>
      </Form>
      <BomSaveForm {...save} />
      <BomRequestForms {...request} />
    </section>
  );
}
