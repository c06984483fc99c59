import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { acceptInvitation } from "@contract/api/identity/user-management-operations";
import { acceptInvitationBody } from "@contract/api/identity/user-management-schemas";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { AuthCard } from "~/features/account/components/auth-card";
import { NewPasswordField } from "~/features/account/components/person-fields";
import { CheckboxField } from "~/components/ui/choice-field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "account", "company-users"] };

export const headers = passCacheControl;

/** The invitation mail's link opens this page (docs/decisions/027-business-accounts.md): the invited user sets a password. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = await i18n.getFixedT(request, "company-users");
  return data({ title: t("invitation.title"), token: url.searchParams.get("token") ?? "" }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, "company-users");
  const submission = parseWithZod(await readForm(request), { schema: acceptInvitationBody });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  try {
    await api(args).call(acceptInvitation, { body: submission.value });
  } catch (error) {
    return formFailure(args, error, (reply) => submission.reply({ ...reply, hideFields: ["password"] }));
  }
  // A sub-user is a business account: the sign-in form opens on it.
  return redirectWithToast(pathFor("login", locale, {}, { userType: "b2b" }), { type: "success", title: t("invitation.done") });
}

export default function AcceptInvitationPage() {
  const { title, token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation(["company-users", "account"]);
  const [form, fields] = useForm({
    id: "invitation-form",
    lastResult,
    defaultValue: { token },
    constraint: getZodConstraint(acceptInvitationBody),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: acceptInvitationBody }),
  });
  watchAllErrors(form);
  const locale = usePageLocale();
  const policyLink = (key: "policyMembership" | "policyDataProtection", label: string) => (
    <Link to={pathFor(key, locale)} target="_blank" rel="noopener" className="font-semibold text-primary-700 underline">
      {label}
    </Link>
  );
  return (
    <AuthCard title={title} intro={token ? t("invitation.intro") : t("invitation.missingToken")}>
      {token && (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <input type="hidden" name={fields.token.name} value={token} />
          <NewPasswordField label={t("invitation.password")} meta={fields.password} />
          <CheckboxField
            meta={fields.isMembershipAgreementAccepted}
            label={
              <>
                {t("invitation.membership")} ({policyLink("policyMembership", t("account:signup.readMembership"))})
              </>
            }
          />
          <CheckboxField
            meta={fields.isKvkkAccepted}
            label={
              <>
                {t("invitation.kvkk")} ({policyLink("policyDataProtection", t("account:signup.readKvkk"))})
              </>
            }
          />
          <FormErrors id={form.errorId} errors={form.errors} />
          <SubmitButton pendingLabel={t("invitation.submitting")}>{t("invitation.submit")}</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
