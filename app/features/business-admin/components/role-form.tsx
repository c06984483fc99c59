import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CompanyRole, GrantablePermission } from "@contract/api/identity/user-management-schemas";
import { SCOPES } from "@contract/api/identity/permissions";
import { TextField } from "~/components/ui/field";
import { FieldErrors } from "~/components/ui/field-errors";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { roleForm, SAVE_ROLE_INTENT } from "~/features/business-admin/forms/company-users";

/**
 * A role's name and its permissions, ticked by scope, each with its description (new when `role` is null); only the
 * permissions the caller may grant (the API's `canGrant`) are offered.
 */
export function RoleForm({
  role,
  permissions,
  lastResult,
  cancelHref,
}: {
  role: CompanyRole | null;
  permissions: GrantablePermission[];
  lastResult?: SubmissionResult<string[]>;
  cancelHref: string;
}) {
  const { t } = useTranslation("company-users");
  const [form, fields] = useForm({
    id: "role",
    lastResult,
    defaultValue: { name: role?.name ?? "", permissions: role?.permissions ?? [] },
    constraint: getZodConstraint(roleForm),
    // Checked on submit, not on leaving the name: a message appearing then would move the boxes under the pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: roleForm }),
  });
  watchAllErrors(form);
  // Plain boxes of one name: ticked ones post their codes; what was ticked comes back after a refused post.
  const ticked = [fields.permissions.initialValue ?? []].flat();
  const grantable = permissions.filter((item) => item.canGrant);
  const scopes = SCOPES.filter((scope) => grantable.some((item) => item.scope === scope));
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-4 rounded border border-gray-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-gray-900">{role ? t("roles.editTitle", { name: role.name }) : t("roles.createTitle")}</h2>
      <input type="hidden" name="intent" value={SAVE_ROLE_INTENT} />
      {role && <input type="hidden" name="id" value={role.id} />}
      <TextField label={t("roles.name")} meta={fields.name} />
      <fieldset aria-describedby={fields.permissions.errors?.length ? fields.permissions.errorId : undefined} className="space-y-4">
        <legend className="text-sm font-medium text-gray-800">{t("roles.permissions")}</legend>
        {role?.isAdmin && <p className="text-sm text-gray-700">{t("roles.administrator")}</p>}
        {grantable.length < permissions.length && <p className="text-sm text-gray-700">{t("roles.onlyYours")}</p>}
        {scopes.map((scope) => (
          <div key={scope} className="rounded border border-gray-200 p-3">
            <h3 className="text-sm font-semibold text-gray-900">{t(`roles.scopes.${scope}`)}</h3>
            <ul className="mt-2 space-y-2">
              {grantable
                .filter((item) => item.scope === scope)
                .map((item) => {
                  const id = `${fields.permissions.id}-${item.code}`;
                  return (
                    <li key={item.code} className="flex items-start gap-2">
                      <input
                        id={id}
                        type="checkbox"
                        form={form.id}
                        name={fields.permissions.name}
                        value={item.code}
                        defaultChecked={ticked.includes(item.code)}
                        aria-describedby={`${id}-description`}
                        className="mt-1 h-4 w-4"
                      />
                      <label htmlFor={id} className="text-sm">
                        <span className="block font-medium text-gray-900">{item.name}</span>
                        <span id={`${id}-description`} className="block text-gray-700">
                          {item.description}
                        </span>
                      </label>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
        <FieldErrors id={fields.permissions.errorId} errors={fields.permissions.errors} />
      </fieldset>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex items-center gap-4">
        <SubmitButton pendingLabel={t("roles.saving")}>{t("roles.save")}</SubmitButton>
        <a href={cancelHref} className="text-sm font-semibold text-primary-700 underline">
          {t("roles.cancel")}
        </a>
      </div>
    </Form>
  );
}
