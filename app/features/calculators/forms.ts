import type { TFunction } from "~/lib/i18n/translate";
import * as z from "zod";
import { decodeCapacitor, encodeCapacitor } from "@contract/calculators/capacitor-code";
import { convert, CONVERSION_FIELDS, QUANTITIES, type QuantityId } from "@contract/calculators/conversions";
import { OHMS_LAW_UNITS, solveOhmsLaw } from "@contract/calculators/ohms-law";
import type { FieldTexts, Outcome } from "@contract/calculators/outcome";
import { solveVoltageDivider, VOLTAGE_DIVIDER_UNITS } from "@contract/calculators/voltage-divider";
import type { CalculatorPage } from "./pages";

// The calculators' forms: the same contract function answers the form post on the server and each keystroke in the
// browser; the zod schema only carries its issues to conform, worded in the page's language.

export interface CalculatorForm<T> {
  /** The form's `intent` field: which of a page's forms was posted. */
  intent: string;
  fields: readonly string[];
  defaultValue?: Record<string, string>;
  compute: (texts: FieldTexts) => Outcome<T>;
}

export const conversionForm = (quantity: QuantityId) => ({
  intent: "convert",
  fields: CONVERSION_FIELDS,
  defaultValue: { unit: QUANTITIES[quantity].units[0].id },
  compute: (texts: FieldTexts) => convert(quantity, texts),
});

export const OHMS_LAW_FORM = { intent: "ohms-law", fields: Object.keys(OHMS_LAW_UNITS), compute: solveOhmsLaw };
export const VOLTAGE_DIVIDER_FORM = { intent: "voltage-divider", fields: Object.keys(VOLTAGE_DIVIDER_UNITS), compute: solveVoltageDivider };
export const CAPACITOR_DECODE_FORM = { intent: "code-to-value", fields: ["code"], compute: decodeCapacitor };
export const CAPACITOR_ENCODE_FORM = { intent: "value-to-code", fields: ["capacitance", "tolerance"], compute: encodeCapacitor };

/** The forms of a calculator page (the capacitor page has one for each direction). */
export function formsOf(page: CalculatorPage): Array<CalculatorForm<unknown>> {
  switch (page.kind) {
    case "conversion":
      return [conversionForm(page.quantity)];
    case "ohmsLaw":
      return [OHMS_LAW_FORM];
    case "voltageDivider":
      return [VOLTAGE_DIVIDER_FORM];
    case "capacitorCode":
      return [CAPACITOR_DECODE_FORM, CAPACITOR_ENCODE_FORM];
  }
}

/**
 * The form's schema: its fields as text, and the calculator's answer as the parsed value. Each issue goes under its
 * field; a prompt (too little given) and an issue of the whole form go above the button.
 */
export function calculatorSchema<T>(form: CalculatorForm<T>, t: TFunction) {
  return z.object(Object.fromEntries(form.fields.map((field) => [field, z.string().optional()]))).transform((texts, context) => {
    const outcome = form.compute(texts);
    if (outcome.status === "done") return outcome.value;
    if (outcome.status === "incomplete") context.addIssue({ code: "custom", path: [], message: t(`prompts.${outcome.prompt}`) });
    else
      for (const issue of outcome.issues)
        context.addIssue({ code: "custom", path: issue.field ? [issue.field] : [], message: t(`errors.${issue.code}`) });
    return z.NEVER;
  });
}
