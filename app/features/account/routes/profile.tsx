import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { TextField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { updateProfile, userProfile } from "@contract/api/accounts/operations";
import { profileBody as profileSchema } from "@contract/api/accounts/schemas";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { matchPage, pathFor } from "@contract/paths";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { lookupList } from "~/features/account/lookups.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

/** /dashboard/profile (consumer) and /dashboard/profile/personal (business): one module, the user type picks the page. */
export async function loader(args: LoaderFunctionArgs) {
  const { pathname } = new URL(args.request.url);
  const locale = localeFromPath(pathname);
  const user = await requireUser(args);
  const expected = user.userType === "b2b" ? "profilePersonal" : "profile";
  if (matchPage(pathname)?.key !== expected) throw redirect(pathFor(expected, locale));
  const [profile, genders, titles] = await Promise.all([
    dashboardGet(args, userProfile),
    lookupList(args, "genders"),
    user.userType === "b2b" ? lookupList(args, "titles") : [],
  ]);
  return data({ ...(await dashboardMeta(args.request, `profile.${expected}`)), profile, genders, titles }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireUser(args);
  const t = await i18n.getFixedT(request, ["account", "common"]);
  const submission = parseWithZod(await readForm(request), { schema: profileSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await api(args).call(updateProfile, { body: submission.value });
    const { pathname } = new URL(request.url);
    return redirectWithToast(pathname, { type: "success", title: t("profile.saved") });
  } catch (error) {
    return formFailure(args, error, submission.reply);
  }
}

export default function ProfilePage() {
  const { title, profile, genders, titles } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult,
    defaultValue: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneCountryCode: profile.phoneCountryCode ?? "",
      phone: profile.phone ?? "",
      genderCode: profile.genderCode ?? "",
      birthDate: profile.birthDate ?? "",
      titleCode: profile.titleCode ?? "",
    },
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  watchAllErrors(form);
  const optional = t("common:optional");
  const business = profile.userType === "b2b";

  return (
    <DashboardShell title={title}>
      <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-4 rounded border border-gray-200 bg-white p-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("fields.firstName")} autoComplete="given-name" meta={fields.firstName} />
          <TextField label={t("fields.lastName")} autoComplete="family-name" meta={fields.lastName} />
        </div>
        <div>
          <p className="block text-sm font-medium text-gray-800">{t("fields.email")}</p>
          <p className="mt-1 text-gray-900">{profile.email}</p>
          <p className="text-xs text-gray-600">{t("profile.emailFixed")}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <TextField label={t("fields.phoneCountryCode")} optionalLabel={optional} placeholder="+90" meta={fields.phoneCountryCode} />
          <TextField label={t("fields.phone")} optionalLabel={optional} inputMode="tel" autoComplete="tel-national" meta={fields.phone} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t("fields.gender")} meta={fields.genderCode} options={genders} placeholder={t("address.choose")} />
          {business ? (
            <SelectField label={t("fields.title")} meta={fields.titleCode} options={titles} placeholder={t("address.choose")} />
          ) : (
            <div>
              <label htmlFor={fields.birthDate.id} className="block text-sm font-medium text-gray-800">
                {t("fields.birthDate")} <span className="font-normal text-gray-600">({optional})</span>
              </label>
              <input
                id={fields.birthDate.id}
                name={fields.birthDate.name}
                type="date"
                defaultValue={String(fields.birthDate.initialValue ?? "")}
                className="mt-1 block w-full rounded border border-gray-400 px-3 py-2"
              />
            </div>
          )}
        </div>
        {profile.company && (
          <p className="text-sm text-gray-700">
            {t("profile.companyLine", {
              company: profile.company.title,
              role: profile.company.isAdmin ? t("dashboard.companyAdmin") : (profile.company.roleName ?? "–"),
            })}
          </p>
        )}
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("saving")}>{t("profile.save")}</SubmitButton>
      </Form>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
