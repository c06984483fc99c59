import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CardCharges } from "@contract/api/checkout/card-charges";
import type { Locale } from "@contract/locale";
import { FieldErrors } from "~/components/ui/field-errors";
import { Form } from "~/components/ui/form";
import { formatDate } from "~/lib/dates";
import { formatAmount, formatUnitPrice } from "~/lib/format";

/**
 * What a card payment charges, as the API computed it (docs/decisions/033-card-payments-in-lira.md): the order's total
 * in lira at the day's rate, and per installment count allowed the amount with its commission. The chosen count posts
 * with the order, and so do the table's quote and BIN: the API places the order only while these are still its amounts.
 */
export function CardChargeChoice({
  charges,
  locale,
  installments,
}: {
  charges: CardCharges;
  locale: Locale;
  installments: FieldMetadata<number>;
}) {
  const { t } = useTranslation("checkout");
  const { key, ...selectProps } = getSelectProps(installments);
  const lira = (amount: string) => formatAmount(amount, locale, charges.currency);
  const basis =
    charges.orderCurrency === "TRY"
      ? t("payment.chargeBasisTry", { base: lira(charges.base) })
      : t("payment.chargeBasis", {
          total: formatAmount(charges.orderTotal, locale, charges.orderCurrency),
          rate: formatUnitPrice(charges.rate, locale),
          currency: charges.orderCurrency,
          date: formatDate(charges.rateDate, locale) ?? charges.rateDate,
          base: lira(charges.base),
        });
  return (
    <div className="space-y-2" data-card-charges>
      <p className="text-sm text-gray-800">{basis}</p>
      <input type="hidden" name="cardQuote" value={charges.quote} />
      {charges.bin && <input type="hidden" name="cardBin" value={charges.bin} />}
      <div>
        <label htmlFor={installments.id} className="block text-sm font-medium text-gray-800">
          {t("payment.installments")}
        </label>
        <select
          key={key}
          {...selectProps}
          aria-describedby={`${installments.id}-hint`}
          className="mt-1 block w-full max-w-xl rounded border border-gray-400 bg-white px-3 py-2 text-gray-900"
        >
          {charges.options.map((option) => (
            <option key={option.count} value={option.count} data-charge-amount={option.amount}>
              {option.count === 1
                ? t("payment.chargeSingle", { amount: lira(option.amount) })
                : t("payment.chargeInstallments", {
                    count: option.count,
                    each: lira(option.perInstallment),
                    amount: lira(option.amount),
                    commission: lira(option.commission),
                  })}
            </option>
          ))}
        </select>
        <p id={`${installments.id}-hint`} className="mt-1 text-xs text-gray-600">
          {t(charges.bin ? "payment.chargeHintBin" : "payment.chargeHint", { max: charges.maxInstallments, bin: charges.bin })}
        </p>
        <FieldErrors id={installments.errorId} errors={installments.errors} />
      </div>
    </div>
  );
}

/**
 * The card's first digits, asked on their own form (a GET of the payment step): the provider then answers that card's
 * installment table. Optional; a card number is never asked here (docs/decisions/018-iyzico.md).
 */
export function CardBinForm({ bin, invalid }: { bin: string | null; invalid: boolean }) {
  const { t } = useTranslation("checkout");
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-3 rounded border border-gray-200 bg-white p-4"
      aria-labelledby="card-bin-title"
    >
      <div>
        <h2 id="card-bin-title" className="text-sm font-semibold text-gray-900">
          {t("payment.binTitle")}
        </h2>
        <label htmlFor="card-bin" className="mt-2 block text-sm font-medium text-gray-800">
          {t("payment.binLabel")} <span className="font-normal text-gray-600">{t("payment.binOptional")}</span>
        </label>
        <input
          id="card-bin"
          name="bin"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          defaultValue={bin ?? ""}
          aria-describedby={invalid ? "card-bin-hint card-bin-error" : "card-bin-hint"}
          aria-invalid={invalid || undefined}
          className="tabular mt-1 block w-40 rounded border border-gray-400 bg-white px-3 py-2 text-gray-900"
        />
        <p id="card-bin-hint" className="mt-1 text-xs text-gray-600">
          {t("payment.binHint")}
        </p>
        {invalid && <FieldErrors id="card-bin-error" errors={["validation.cardBin"]} />}
      </div>
      <button
        type="submit"
        className="rounded border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-700 hover:bg-primary-50"
      >
        {t("payment.binSubmit")}
      </button>
    </Form>
  );
}
