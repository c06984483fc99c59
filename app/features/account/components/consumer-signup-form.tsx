import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { consumerSignUpBody } from "@contract/api/identity/schemas";
import type { Locale } from "@contract/locale";
import { AgreementFields } from "./agreement-fields";
import { PersonFields } from "./person-fields";
import { FieldsKeptMarker } from "~/features/account/components/fields-kept-marker";
import { formConstraint } from "~/lib/forms/constraint";

/** Consumer sign-up: the person, a password and the agreements; the code goes to the e-mail. */
export function ConsumerSignupForm({ locale, lastResult }: { locale: Locale; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "signup-b2c",
    lastResult,
    constraint: formConstraint(consumerSignUpBody, ["isCommercialMessagesAccepted"]),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: consumerSignUpBody }),
  });
  watchAllErrors(form);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="b2c" />
      <FieldsKeptMarker />
      <PersonFields fields={fields} />
      <AgreementFields locale={locale} fields={fields} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("signup.pending")}>{t("signup.submit")}</SubmitButton>
    </Form>
  );
}
