import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { AuthCard } from "~/features/account/components/auth-card";
import { TextField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { confirmActivation } from "@contract/api/identity/operations";
import { activationBody } from "@contract/api/identity/schemas";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

/**
 * The mail's activation link opens this page; a GET changes nothing. The form confirms (POST) with the password chosen
 * at sign-up: the mailbox may not be the one who signed up (docs/decisions/028-pending-sign-ups.md).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = await i18n.getFixedT(request, "account");
  return data(
    {
      title: t("activation.title"),
      locale: localeFromPath(url.pathname),
      token: url.searchParams.get("token") ?? "",
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, ["account", "common"]);
  const submission = parseWithZod(await readForm(request), { schema: activationBody });
  // The password is never sent back into the form.
  const reply = (options: Parameters<typeof submission.reply>[0] = {}) => submission.reply({ ...options, hideFields: ["password"] });
  if (submission.status !== "success") {
    // The token is a hidden field: a link without one is said above the form, not next to a field the user cannot see.
    const tokenMissing = Boolean(submission.error?.token);
    return data(reply(tokenMissing ? { formErrors: [t("activation.missingToken")] } : {}), { status: 400 });
  }
  try {
    await api(args).call(confirmActivation, { body: submission.value });
  } catch (error) {
    // A wrong password (400 on `password`) goes next to the field; a used or invalid link (400), a locked account
    // (423) and too many tries (429) above the form.
    return formFailure(args, error, reply, { formStatuses: [423] });
  }
  return redirectWithToast(pathFor("login", locale), {
    type: "success",
    title: t("activation.done"),
    description: t("activation.signInNow"),
  });
}

export default function AccountActivationPage() {
  const { title, locale, token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "activation-form",
    lastResult,
    defaultValue: { token },
    constraint: getZodConstraint(activationBody),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: activationBody }),
  });
  watchAllErrors(form);
  return (
    <AuthCard title={title} intro={token ? t("activation.intro") : t("activation.missingToken")}>
      {token ? (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <input type="hidden" name={fields.token.name} value={token} />
          <TextField label={t("activation.password")} type="password" autoComplete="current-password" meta={fields.password} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <SubmitButton pendingLabel={t("activation.pending")}>{t("activation.submit")}</SubmitButton>
        </Form>
      ) : (
        <Link to={pathFor("signup", locale)} className="font-semibold text-primary-700 underline">
          {t("activation.toSignup")}
        </Link>
      )}
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
