import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/use-translation";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { INVITE_USER_INTENT, inviteUserForm } from "~/features/business-admin/forms/company-users";
import type { LookupItem } from "@contract/api/lookups/schemas";
import { usePageLocale } from "~/lib/use-page-locale";

/** The invitation of a sub-user: who, with which role, in which language the mail goes. */
export function InviteUserForm({
  roles,
  lastResult,
  cancelHref,
}: {
  roles: LookupItem[];
  lastResult?: SubmissionResult<string[]>;
  cancelHref: string;
}) {
  const { t } = useTranslation(["company-users", "account", "common"]);
  const locale = usePageLocale();
  const [form, fields] = useForm({
    id: "invite-user",
    lastResult,
    defaultValue: { languageCode: locale },
    constraint: getZodConstraint(inviteUserForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteUserForm }),
  });
  watchAllErrors(form);
  const optional = t("common:optional");
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-4 rounded border border-gray-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-gray-900">{t("users.inviteTitle")}</h2>
      <p className="text-sm text-gray-700">{t("users.inviteHint")}</p>
      <input type="hidden" name="intent" value={INVITE_USER_INTENT} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("account:fields.firstName")} meta={fields.firstName} />
        <TextField label={t("account:fields.lastName")} meta={fields.lastName} />
      </div>
      <TextField label={t("users.email")} type="email" meta={fields.email} />
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField label={t("account:fields.phoneCountryCode")} optionalLabel={optional} placeholder="+90" meta={fields.phoneCountryCode} />
        <TextField label={t("account:fields.phone")} optionalLabel={optional} type="tel" meta={fields.phone} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t("users.role")} meta={fields.roleId} options={roles} placeholder={t("account:address.choose")} />
        <SelectField
          label={t("users.language")}
          meta={fields.languageCode}
          options={[
            { id: "tr", name: t("users.languages.tr") },
            { id: "en", name: t("users.languages.en") },
          ]}
        />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex items-center gap-4">
        <SubmitButton pendingLabel={t("users.sending")}>{t("users.sendInvitation")}</SubmitButton>
        <a href={cancelHref} className="text-sm font-semibold text-primary-700 underline">
          {t("users.cancel")}
        </a>
      </div>
    </Form>
  );
}
