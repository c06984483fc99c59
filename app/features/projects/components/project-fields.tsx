import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/use-translation";
import { projectBody } from "@contract/api/projects/schemas";
import { PROJECT_STATUSES } from "@contract/api/projects/values";
import { TextField } from "~/components/ui/field";
import { FieldErrors } from "~/components/ui/field-errors";
import type { FieldMeta } from "~/components/ui/field-meta";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";

/** A date field of the project form: the browser's date picker, the value an ISO date the API reads as is. */
function DateField({ label, meta }: { label: string; meta: FieldMeta }) {
  const { key, ...props } = getInputProps(meta, { type: "date" });
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        key={key}
        {...props}
        className="mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600 aria-[invalid=true]:border-danger-700"
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * A project's fields as sales sets them (docs/decisions/045-projects.md), for a new project and an existing one: the
 * API's body is the form's schema, checked again by the server.
 */
export function ProjectFieldsForm({
  id,
  intent,
  lastResult,
  defaultValue,
  submitLabel,
  pendingLabel,
}: {
  id: string;
  intent?: string;
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: Record<string, string>;
  submitLabel: string;
  pendingLabel: string;
}) {
  const { t } = useTranslation("back-office-projects");
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaultValue ?? { status: "active" },
    constraint: getZodConstraint(projectBody),
    shouldValidate: "onBlur",
    // Once refused, a field is checked as it is typed: its error goes before the click that sends the form.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: projectBody }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-xl space-y-3">
      {intent && <input type="hidden" name="intent" value={intent} />}
      <TextField label={t("fields.name")} meta={fields.name} />
      <SelectField
        label={t("fields.status")}
        meta={fields.status}
        options={PROJECT_STATUSES.map((status) => ({ id: status, name: t(`status.${status}`) }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField label={t("fields.periodStart")} meta={fields.periodStart} />
        <DateField label={t("fields.periodEnd")} meta={fields.periodEnd} />
      </div>
      <TextField label={t("fields.interestRateCode")} hint={t("fields.interestRateCodeHint")} meta={fields.interestRateCode} />
      <TextField label={t("fields.maturityDays")} hint={t("fields.maturityDaysHint")} inputMode="numeric" meta={fields.maturityDays} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </Form>
  );
}
