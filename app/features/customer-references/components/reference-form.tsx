import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CustomerReference } from "@contract/api/customer-references/schemas";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { SAVE_INTENT, saveReferenceForm } from "~/features/customer-references/forms/customer-references";

/** Add a part's number, or change a listed one (`editing`): the part by its SKU (or MPN), the number and a note. */
export function ReferenceForm({
  editing,
  lastResult,
  action,
  cancelHref,
}: {
  editing: CustomerReference | null;
  lastResult?: SubmissionResult<string[]>;
  action: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("customer-references");
  const [form, fields] = useForm({
    id: "customer-reference",
    lastResult,
    defaultValue: { sku: editing?.sku ?? "", number: editing?.number ?? "", note: editing?.note ?? "" },
    constraint: getZodConstraint(saveReferenceForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: saveReferenceForm }),
  });
  watchAllErrors(form);
  return (
    <section aria-labelledby="reference-form-title" className="space-y-4 rounded border border-gray-200 bg-white p-6">
      <h2 id="reference-form-title" className="text-lg font-semibold text-gray-900">
        {editing ? t("form.editTitle", { sku: editing.sku }) : t("form.addTitle")}
      </h2>
      <p className="text-sm text-gray-700">{t("form.intro")}</p>
      <Form method="post" action={action} {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value={SAVE_INTENT} />
        <TextField label={t("form.sku")} hint={t("form.skuHint")} meta={fields.sku} autoComplete="off" />
        <TextField label={t("form.number")} meta={fields.number} autoComplete="off" />
        <TextField label={t("form.note")} optionalLabel={t("form.optional")} meta={fields.note} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pendingLabel={t("form.pending")}>{t("form.submit")}</SubmitButton>
          {editing && (
            <Link to={cancelHref} className="text-sm text-primary-700 underline">
              {t("form.cancel")}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
