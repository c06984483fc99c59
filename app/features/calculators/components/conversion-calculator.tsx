import { useMemo } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { QUANTITIES, type QuantityId } from "@contract/calculators/conversions";
import { writeWithUnit } from "@contract/calculators/numbers";
import type { Locale } from "@contract/locale";
import { TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { conversionForm } from "~/features/calculators/forms";
import { CalculatorFormFrame, CalculatorResult, type LastResults, useCalculator } from "./calculator-form";

/** A value and its unit in; the value in every unit of its quantity out, as a table. */
export function ConversionCalculator({ quantity, locale, lastResult }: { quantity: QuantityId; locale: Locale; lastResult: LastResults }) {
  const { t } = useTranslation("calculators");
  const calculator = useMemo(() => conversionForm(quantity), [quantity]);
  const { form, fields, outcome } = useCalculator(calculator, lastResult(calculator.intent));
  const unitName = (unit: string) => t(`units.${quantity}.${unit}`);
  const units = QUANTITIES[quantity].units;

  return (
    <div className="space-y-6">
      <CalculatorFormFrame form={form} intent={calculator.intent} submitLabel={t("convert")}>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
          <TextField label={t("fields.value")} hint={t("hints.value")} autoComplete="off" spellCheck={false} meta={fields.value} />
          <SelectField
            label={t("fields.unit")}
            meta={fields.unit}
            options={units.map((unit) => ({ id: unit.id, name: `${unit.symbol} – ${unitName(unit.id)}` }))}
          />
        </div>
      </CalculatorFormFrame>
      <CalculatorResult outcome={outcome} formErrors={form.errors}>
        {(conversion) => (
          <table className="w-full table-fixed text-left text-sm tabular-nums sm:text-base">
            <thead>
              <tr className="border-b border-primary-100 text-sm text-gray-700">
                <th scope="col" className="w-2/5 py-2 pr-4 font-medium">
                  {t("table.unit")}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t("table.value")}
                </th>
              </tr>
            </thead>
            <tbody>
              {conversion.rows.map((row) => (
                <tr key={row.unit} className="border-b border-primary-100 last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal text-gray-700">
                    {unitName(row.unit)}
                  </th>
                  <td
                    className={`py-2 [overflow-wrap:anywhere] ${row.unit === conversion.from ? "text-gray-700" : "font-semibold text-gray-900"}`}
                  >
                    {writeWithUnit(row.value, row.symbol, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CalculatorResult>
    </div>
  );
}
