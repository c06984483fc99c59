import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { consumerSignUpBody } from "@contract/api/identity/schemas";
import type { Locale } from "@contract/locale";
import { AgreementFields } from "./agreement-fields";

/** Consumer sign-up: the person, a password and the agreements; the code goes to the e-mail. */
export function ConsumerSignupForm({ locale, lastResult }: { locale: Locale; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "signup-b2c",
    lastResult,
    constraint: getZodConstraint(consumerSignUpBody),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: consumerSignUpBody }),
  });
  const optional = t("common:optional");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="b2c" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("fields.firstName")} autoComplete="given-name" meta={fields.firstName} />
        <TextField label={t("fields.lastName")} autoComplete="family-name" meta={fields.lastName} />
      </div>
      <TextField label={t("fields.email")} type="email" autoComplete="email" meta={fields.email} />
      <TextField
        label={t("fields.password")}
        type="password"
        autoComplete="new-password"
        hint={t("fields.passwordHint")}
        meta={fields.password}
      />
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField
          label={t("fields.phoneCountryCode")}
          optionalLabel={optional}
          autoComplete="tel-country-code"
          placeholder="+90"
          meta={fields.phoneCountryCode}
        />
        <TextField label={t("fields.phone")} optionalLabel={optional} type="tel" autoComplete="tel-national" meta={fields.phone} />
      </div>
      <AgreementFields locale={locale} fields={fields} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("signup.pending")}>{t("signup.submit")}</SubmitButton>
    </Form>
  );
}
