import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { FieldTexts, Outcome } from "@contract/calculators/outcome";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { calculatorSchema, type CalculatorForm } from "~/features/calculators/forms";

export type LastResult = SubmissionResult<string[]> | undefined;
/** The answer to the post of a page's form, by the form's intent (undefined for the forms not posted). */
export type LastResults = (intent: string) => LastResult;

/** The fields' texts as the form holds them now (typed, or posted and sent back). */
function textsOf(value: Record<string, unknown> | undefined): FieldTexts {
  return Object.fromEntries(Object.entries(value ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/**
 * A calculator's conform form and its answer. The answer is computed from the form's current values at every render:
 * on the server from what was posted, in the browser at each keystroke, with the same function.
 */
export function useCalculator<T>(calculator: CalculatorForm<T>, lastResult: LastResult) {
  const { t } = useTranslation("calculators");
  const [form, fields] = useForm({
    id: calculator.intent,
    lastResult,
    defaultValue: calculator.defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: calculatorSchema(calculator, t) }),
  });
  watchAllErrors(form);
  const texts = textsOf(form.value);
  return { form, fields, texts, outcome: calculator.compute(texts) };
}

/** The plain form post every calculator is: its fields, the errors of the whole form, and the button. */
export function CalculatorFormFrame({
  form,
  intent,
  submitLabel,
  children,
}: {
  form: ReturnType<typeof useCalculator>["form"];
  intent: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("calculators");
  return (
    <Form method="post" {...getFormProps(form)} className="rounded border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <input type="hidden" name="intent" value={intent} />
      <div className="space-y-4">
        {children}
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("pending")}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The answer, in a live region so that a screen reader hears it change as one types; before there is one, what to
 * enter (unless the form already says it above its button).
 */
export function CalculatorResult<T>({
  outcome,
  formErrors,
  heading: Heading = "h2",
  children,
}: {
  outcome: Outcome<T>;
  formErrors: string[] | undefined;
  heading?: "h2" | "h3";
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation("calculators");
  const waiting = outcome.status === "incomplete" ? t(`prompts.${outcome.prompt}`) : t("noAnswer");
  return (
    <section className="rounded border border-primary-100 bg-primary-50 p-4 sm:p-6">
      <Heading className="text-lg font-semibold text-gray-900">{t("resultTitle")}</Heading>
      <div aria-live="polite" className="mt-3">
        {outcome.status === "done" ? children(outcome.value) : !formErrors?.length && <p className="text-gray-700">{waiting}</p>}
      </div>
    </section>
  );
}

/** Label and value pairs of an answer; the values the calculator found stand out from those given. */
export function ResultList({ rows }: { rows: Array<{ label: string; value: string; found?: boolean }> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 tabular-nums">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-gray-700">{row.label}</dt>
          <dd className={row.found ? "font-semibold text-gray-900" : "text-gray-900"}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
