import { useTranslation } from "~/lib/i18n/use-translation";
import type * as z from "zod";
import type { installmentsSchema } from "@contract/api/payments/card";
import type { Locale } from "@contract/locale";
import { formatAmount } from "~/lib/format";

type Installments = z.output<typeof installmentsSchema>;

/** The smallest installment a card payment is split into: under it, the row is not a real choice. */
const MINIMUM_INSTALLMENT = 1;

/**
 * The card installments for an amount (the provider's commission table), folded under its summary so that the
 * price stays the first thing read; nothing when no choice beyond a single payment is worth showing.
 */
export function InstallmentTable({ locale, installments, caption }: { locale: Locale; installments: Installments; caption: string }) {
  const { t } = useTranslation("cart");
  const rows = installments.filter((row) => row.count === 1 || Number(row.perInstallment) >= MINIMUM_INSTALLMENT);
  if (rows.length < 2) return null;
  const amount = (value: string, currency: string) => formatAmount(value, locale, currency);
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-primary-700">{t("installments.summary")}</summary>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-700">
            <th scope="col" className="py-1 font-medium">
              {t("installments.count")}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t("installments.each")}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t("installments.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.count} className="border-b border-gray-100">
              <th scope="row" className="py-1 font-normal">
                {row.count === 1 ? t("installments.single") : t("installments.countValue", { count: row.count })}
              </th>
              <td className="tabular py-1 text-right">{amount(row.perInstallment, row.currency)}</td>
              <td className="tabular py-1 text-right">{amount(row.total, row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-gray-600">{t("installments.note")}</p>
    </details>
  );
}
