import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { TOLERANCE_LETTERS, TOLERANCES, type ToleranceLetter } from "@contract/calculators/capacitor-code";
import { writeNumber, writeWithPrefix, writeWithUnit } from "@contract/calculators/numbers";
import { CAPACITANCE_UNITS } from "@contract/calculators/units";
import type { Locale } from "@contract/locale";
import { TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { CAPACITOR_DECODE_FORM, CAPACITOR_ENCODE_FORM } from "~/features/calculators/forms";
import { CalculatorFormFrame, CalculatorResult, type LastResult, type LastResults, ResultList, useCalculator } from "./calculator-form";

/** The units a capacitor's value is also written in, as datasheets and BOMs give it: 100 000 pF = 100 nF = 0,1 µF. */
const LISTED_UNITS = ["pF", "nF", "uF"].map((id) => CAPACITANCE_UNITS.find((unit) => unit.id === id)!);

/** "±%10" in Turkish, "±10%" in English; "±0,25 pF"; Z is "+80 % / −20 %". */
function useToleranceText(locale: Locale) {
  const { t } = useTranslation("calculators");
  return (letter: ToleranceLetter) => {
    const { unit, plus, minus } = TOLERANCES[letter];
    if (unit === "pF") return `±${writeWithUnit(plus, "pF", locale)}`;
    const percent = (value: number) => t("capacitor.percent", { value: writeNumber(value, locale) });
    return plus === minus ? `±${percent(plus)}` : `+${percent(plus)} / −${percent(minus)}`;
  };
}

/** One direction of the page, its form and its answer under their heading. */
function Direction({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function DecodeForm({ locale, lastResult }: { locale: Locale; lastResult: LastResult }) {
  const { t } = useTranslation("calculators");
  const toleranceText = useToleranceText(locale);
  const { form, fields, outcome } = useCalculator(CAPACITOR_DECODE_FORM, lastResult);
  return (
    <Direction id="code-to-value" title={t("capacitor.decodeTitle")}>
      <CalculatorFormFrame form={form} intent={CAPACITOR_DECODE_FORM.intent} submitLabel={t("capacitor.decode")}>
        <TextField label={t("fields.code")} hint={t("hints.code")} autoComplete="off" spellCheck={false} meta={fields.code} />
      </CalculatorFormFrame>
      <CalculatorResult outcome={outcome} formErrors={form.errors} heading="h3">
        {(capacitor) => (
          <ResultList
            rows={[
              { label: t("fields.code"), value: capacitor.code },
              { label: t("fields.capacitance"), value: writeWithPrefix(capacitor.farads, "F", locale), found: true },
              ...LISTED_UNITS.map((unit) => ({
                label: unit.symbol,
                value: writeWithUnit(unit.fromBase(capacitor.farads), unit.symbol, locale),
              })),
              {
                label: t("fields.tolerance"),
                value: capacitor.tolerance ? toleranceText(capacitor.tolerance) : t("capacitor.toleranceNotGiven"),
                found: capacitor.tolerance !== null,
              },
            ]}
          />
        )}
      </CalculatorResult>
    </Direction>
  );
}

function EncodeForm({ locale, lastResult }: { locale: Locale; lastResult: LastResult }) {
  const { t } = useTranslation("calculators");
  const toleranceText = useToleranceText(locale);
  const { form, fields, texts, outcome } = useCalculator(CAPACITOR_ENCODE_FORM, lastResult);
  return (
    <Direction id="value-to-code" title={t("capacitor.encodeTitle")}>
      <CalculatorFormFrame form={form} intent={CAPACITOR_ENCODE_FORM.intent} submitLabel={t("capacitor.encode")}>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
          <TextField
            label={t("fields.capacitance")}
            hint={t("hints.capacitance")}
            autoComplete="off"
            spellCheck={false}
            meta={fields.capacitance}
          />
          <SelectField
            label={t("fields.tolerance")}
            meta={fields.tolerance}
            placeholder={t("capacitor.noToleranceLetter")}
            options={TOLERANCE_LETTERS.map((letter) => ({ id: letter, name: `${letter}: ${toleranceText(letter)}` }))}
          />
        </div>
      </CalculatorFormFrame>
      <CalculatorResult outcome={outcome} formErrors={form.errors} heading="h3">
        {(capacitor) => (
          <>
            <ResultList
              rows={[
                { label: t("fields.code"), value: capacitor.code, found: true },
                { label: t("capacitor.codeValue"), value: writeWithPrefix(capacitor.farads, "F", locale) },
              ]}
            />
            {!capacitor.exact && (
              <p className="mt-3 text-sm text-gray-700">{t("capacitor.rounded", { typed: texts.capacitance?.trim() })}</p>
            )}
          </>
        )}
      </CalculatorResult>
    </Direction>
  );
}

/** Both ways on one page: a code read as a value, and a value written as a code. */
export function CapacitorCodeCalculator({ locale, lastResult }: { locale: Locale; lastResult: LastResults }) {
  return (
    <div className="space-y-10">
      <DecodeForm locale={locale} lastResult={lastResult(CAPACITOR_DECODE_FORM.intent)} />
      <EncodeForm locale={locale} lastResult={lastResult(CAPACITOR_ENCODE_FORM.intent)} />
    </div>
  );
}
