import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CompanyUser } from "@contract/api/identity/user-management-schemas";
import type { LookupItem } from "@contract/api/lookups/schemas";
import { CheckboxField } from "~/components/ui/choice-field";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { CHANGE_ROLE_INTENT, editUserForm, UPDATE_USER_INTENT, userRoleForm } from "~/features/business-admin/forms/company-users";

interface EditProps {
  user: CompanyUser;
  roles: LookupItem[];
  /** The answer of the last post, for the form it came from. */
  lastResult?: SubmissionResult<string[]>;
  lastIntent?: string;
  cancelHref: string;
}

/**
 * A user's name, phone and whether the account may sign in; and, apart, their role, among the roles the caller may
 * give (nobody changes their own role: docs/decisions/027-business-accounts.md).
 */
export function EditUserForms({ user, roles, lastResult, lastIntent, cancelHref }: EditProps) {
  const { t } = useTranslation(["company-users", "account", "common"]);
  const name = `${user.firstName} ${user.lastName}`;
  const [form, fields] = useForm({
    id: "edit-user",
    lastResult: lastIntent === UPDATE_USER_INTENT ? lastResult : undefined,
    defaultValue: {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneCountryCode: user.phoneCountryCode ?? "",
      phone: user.phone ?? "",
      isActive: user.status !== "deactivated" ? "on" : "",
    },
    constraint: getZodConstraint(editUserForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editUserForm }),
  });
  const [roleForm, roleFields] = useForm({
    id: "user-role",
    lastResult: lastIntent === CHANGE_ROLE_INTENT ? lastResult : undefined,
    defaultValue: { roleId: user.role?.id ?? "" },
    constraint: getZodConstraint(userRoleForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: userRoleForm }),
  });
  watchAllErrors(form);
  const optional = t("common:optional");
  return (
    <section aria-labelledby="edit-user-title" className="max-w-2xl space-y-6 rounded border border-gray-200 bg-white p-6">
      <h2 id="edit-user-title" className="text-lg font-semibold text-gray-900">
        {t("users.editTitle", { name })}
      </h2>
      <p className="text-sm text-gray-700">{user.email}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value={UPDATE_USER_INTENT} />
        <input type="hidden" name="id" value={user.id} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("account:fields.firstName")} meta={fields.firstName} />
          <TextField label={t("account:fields.lastName")} meta={fields.lastName} />
        </div>
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <TextField
            label={t("account:fields.phoneCountryCode")}
            optionalLabel={optional}
            placeholder="+90"
            meta={fields.phoneCountryCode}
          />
          <TextField label={t("account:fields.phone")} optionalLabel={optional} type="tel" meta={fields.phone} />
        </div>
        <CheckboxField label={t("users.isActive")} meta={fields.isActive} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("account:saving")}>{t("users.save")}</SubmitButton>
      </Form>
      {user.isSelf ? (
        <p className="border-t border-gray-200 pt-4 text-sm text-gray-700">
          {t("users.roleTitle")}: {user.role?.name ?? t("users.noRole")}. {t("users.ownRole")}
        </p>
      ) : (
        <Form method="post" {...getFormProps(roleForm)} className="space-y-3 border-t border-gray-200 pt-4">
          <input type="hidden" name="intent" value={CHANGE_ROLE_INTENT} />
          <input type="hidden" name="id" value={user.id} />
          <SelectField label={t("users.roleTitle")} meta={roleFields.roleId} options={roles} placeholder={t("account:address.choose")} />
          <FormErrors id={roleForm.errorId} errors={roleForm.errors} />
          <SubmitButton pendingLabel={t("account:saving")}>{t("users.changeRole")}</SubmitButton>
        </Form>
      )}
      <a href={cancelHref} className="inline-block text-sm font-semibold text-primary-700 underline">
        {t("users.cancel")}
      </a>
    </section>
  );
}
