import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/use-translation";
import { CUSTOMER_REFERENCE_LIMITS } from "@contract/api/customer-references/values";
import { FileField } from "~/components/ui/file-field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { IMPORT_INTENT, importReferencesForm } from "~/features/customer-references/forms/customer-references";

/** The import: a CSV or XLSX file with a SKU (or MPN) column and a customer part number column. */
export function ImportForm({ lastResult, action }: { lastResult?: SubmissionResult<string[]>; action: string }) {
  const { t } = useTranslation("customer-references");
  const [form, fields] = useForm({
    id: "customer-reference-import",
    lastResult,
    constraint: getZodConstraint(importReferencesForm),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: importReferencesForm }),
  });
  return (
    <section aria-labelledby="import-title" className="space-y-4 rounded border border-gray-200 bg-white p-6">
      <h2 id="import-title" className="text-lg font-semibold text-gray-900">
        {t("import.title")}
      </h2>
      <p className="text-sm text-gray-700">{t("import.intro")}</p>
      <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value={IMPORT_INTENT} />
        <FileField
          label={t("import.file")}
          hint={t("import.fileHint", {
            megabytes: CUSTOMER_REFERENCE_LIMITS.importMaxBytes / 1024 / 1024,
            rows: CUSTOMER_REFERENCE_LIMITS.importMaxRows,
          })}
          meta={fields.file}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("import.pending")}>{t("import.submit")}</SubmitButton>
      </Form>
    </section>
  );
}
