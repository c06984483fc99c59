import { useTranslation } from "~/lib/i18n/use-translation";
import { writeWithPrefix } from "@contract/calculators/numbers";
import type { Locale } from "@contract/locale";
import { TextField } from "~/components/ui/field";
import type { CalculatorForm } from "~/features/calculators/forms";
import { CalculatorFormFrame, CalculatorResult, type LastResults, ResultList, useCalculator } from "./calculator-form";

/**
 * Ohm's law and the voltage divider: some of the fields given, the others found. The answer lists every quantity,
 * those found in bold, written with SI prefixes ("4,7 kΩ").
 */
export function SolverCalculator<T extends Record<string, number>>({
  calculator,
  units,
  alsoFound = {},
  hint,
  locale,
  lastResult,
}: {
  calculator: CalculatorForm<T>;
  /** The fields, each with the ways its unit is typed: the first is how its value is written. */
  units: Readonly<Record<string, readonly string[]>>;
  /** What the answer lists besides the fields, with its unit. */
  alsoFound?: Readonly<Record<string, string>>;
  hint: string;
  locale: Locale;
  lastResult: LastResults;
}) {
  const { t } = useTranslation("calculators");
  const { form, fields, texts, outcome } = useCalculator(calculator, lastResult(calculator.intent));
  const results = [...Object.entries(units).map(([name, [unit]]) => [name, unit] as const), ...Object.entries(alsoFound)];
  return (
    <div className="space-y-6">
      <CalculatorFormFrame form={form} intent={calculator.intent} submitLabel={t("calculate")}>
        <p className="text-sm text-gray-700">{hint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {Object.keys(units).map((name) => (
            <TextField key={name} label={t(`fields.${name}`)} autoComplete="off" spellCheck={false} meta={fields[name]} />
          ))}
        </div>
      </CalculatorFormFrame>
      <CalculatorResult outcome={outcome} formErrors={form.errors}>
        {(answer) => (
          <ResultList
            rows={results.map(([name, unit]) => ({
              label: t(`fields.${name}`),
              value: writeWithPrefix(answer[name], unit, locale),
              found: !texts[name]?.trim(),
            }))}
          />
        )}
      </CalculatorResult>
    </div>
  );
}
