import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { ReturnableOrder, ReturnReason } from "@contract/api/returns/schemas";
import type { Locale } from "@contract/locale";
import { FileField } from "~/components/ui/file-field";
import { RadioGroupField } from "~/components/ui/choice-field";
import { TextAreaField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { returnFormSchema } from "~/features/returns/forms/returns";
import { ReturnLineQuantities } from "./return-line-quantities";

interface ReturnFormProps {
  locale: Locale;
  order: ReturnableOrder;
  reasons: ReturnReason[];
  lastResult?: SubmissionResult<string[]> | null;
  /** The photo chosen when the form was sent and came back: a browser cannot put it back in the field. */
  photoName?: string | null;
}

/** The return request: a quantity per line, the reason (saying what each needs), a description and a photo (multipart). */
export function ReturnForm({ locale, order, reasons, lastResult, photoName }: ReturnFormProps) {
  const { t } = useTranslation("returns");
  const schema = useMemo(() => returnFormSchema(reasons, order), [reasons, order]);
  const [form, fields] = useForm({
    id: `return-${order.orderNumber}`,
    lastResult,
    defaultValue: { lines: order.lines.map((line) => ({ lineNumber: line.lineNumber, quantity: 0 })) },
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  watchAllErrors(form);
  const needs = (reason: ReturnReason) =>
    [reason.requiresDescription && t("request.needsDescription"), reason.requiresPhoto && t("request.needsPhoto")]
      .filter(Boolean)
      .join(", ") || t("request.needsNothing");
  const photoHint = t("request.photoHint");

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="max-w-4xl space-y-6">
      <ReturnLineQuantities locale={locale} order={order} meta={fields.lines} />
      <RadioGroupField
        legend={t("request.reason")}
        meta={fields.reasonCode}
        options={reasons.map((reason) => ({ value: reason.code, label: reason.name, hint: needs(reason) }))}
      />
      <TextAreaField label={t("request.description")} hint={t("request.descriptionHint")} meta={fields.description} rows={4} />
      <FileField
        label={t("request.photo")}
        hint={photoName ? `${photoHint} ${t("request.photoAgain", { name: photoName })}` : photoHint}
        accept=".jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf"
        meta={fields.photo}
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("request.pending")}>{t("request.submit")}</SubmitButton>
    </Form>
  );
}
