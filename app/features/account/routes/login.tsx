import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { AuthCard } from "~/features/account/components/auth-card";
import { RadioGroupField } from "~/components/ui/choice-field";
import { TextField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { safeRedirect } from "~/lib/auth/redirects";
import { loginSchema } from "~/features/account/forms/account";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { writeAccountFlow } from "~/features/account/account-flow.server";
import { ApiError } from "~/server/api.server";
import { apiErrorMessage, formFailure } from "~/server/api-errors.server";
import { mergeGuestCart } from "~/features/cart/cart.server";
import { PRIVATE_HEADERS, userOfSession } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { getSession } from "~/server/session.server";
import { accountSettingsCookie, authenticator, signedInCookie, signInFailure } from "~/features/account/sign-in.server";
import { analyticsEventCookie, LOGIN_METHODS } from "~/server/analytics-flash.server";
import { reloadIntoOtherLanguage } from "~/server/language-redirect.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  if (userOfSession(await getSession(request))) throw redirect(redirectTo || pathFor("dashboard", locale));
  const t = await i18n.getFixedT(request, "account");
  const userType = url.searchParams.get("userType") === "b2b" ? "b2b" : "b2c";
  return data({ title: t("login.title"), locale, redirectTo, userType }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, ["account", "common", "cart"]);
  // The strategy reads the same form data; the request itself stays unread for remix-auth.
  const formData = await readForm(request.clone());
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });

  const { email, userType, redirectTo } = submission.value;
  const reply = (options: Parameters<typeof submission.reply>[0]) => submission.reply({ ...options, hideFields: ["password"] });
  try {
    const authContext: AppLoadContext = Object.assign(Object.create(context) as AppLoadContext, context, { formData });
    const record = await authenticator().authenticate("form", request, { context: authContext });
    // The guest cart's lines join the user's active cart (once: what moved leaves the guest cart); what the rules
    // refuse stays with the guest and is said in the welcome.
    const notMerged = await mergeGuestCart({ request, context: authContext });
    const headers = new Headers({ "Set-Cookie": await signedInCookie(args, record) });
    headers.append("Set-Cookie", await analyticsEventCookie({ event: "login", method: LOGIN_METHODS[userType], userType }));
    // The account's saved language and currency apply from this sign-in on, whatever this browser had.
    const saved = await accountSettingsCookie({ request, context: authContext });
    if (saved) headers.append("Set-Cookie", saved.cookie);
    const language = saved?.settings.languageCode ?? locale;
    const welcome = language === locale ? t : await i18n.getFixedT(language, ["account", "cart"]);
    const target = safeRedirect(redirectTo, pathFor("dashboard", language));
    return redirectWithToast(
      target,
      {
        type: notMerged.length ? "info" : "success",
        title: welcome("login.welcome", { name: record.name }),
        ...(notMerged.length ? { description: welcome("cart:toast.notMerged", { reasons: notMerged.join(" ") }) } : {}),
      },
      { headers: reloadIntoOtherLanguage(headers, target, locale) },
    );
  } catch (error) {
    const cause = signInFailure(error);
    // An e-mail not verified yet: the API has sent a new code or says when one may be asked for; the code page takes over.
    if (cause instanceof ApiError && cause.status === 403 && cause.errors[0]?.field === "emailVerification") {
      return redirectWithToast(
        pathFor("otp", locale),
        { type: "info", title: t("otp.verifyFirst"), description: cause.message },
        {
          headers: {
            "Set-Cookie": await writeAccountFlow({
              purpose: "signup",
              email,
              userType,
              attempt: cause.errors.find((entry) => entry.field === "attempt")?.message,
            }),
          },
        },
      );
    }
    // The sign-in's own refusals, a wrong e-mail or password (401) and a locked account (423), are about what was
    // typed: said above the form, not taken for an ended session.
    if (cause instanceof ApiError && (cause.status === 401 || cause.status === 423)) {
      return data(reply({ formErrors: [apiErrorMessage(cause, t)] }), { status: 400 });
    }
    return formFailure(args, cause, reply);
  }
}

export default function LoginPage() {
  const { title, locale, redirectTo, userType } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "login-form",
    lastResult,
    defaultValue: { userType, redirectTo },
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  watchAllErrors(form);

  return (
    <AuthCard title={title} intro={t("login.intro")}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name={fields.redirectTo.name} value={redirectTo} />
        <RadioGroupField
          legend={t("userType.legend")}
          meta={fields.userType}
          options={[
            { value: "b2c", label: t("userType.b2c"), hint: t("userType.b2cHint") },
            { value: "b2b", label: t("userType.b2b"), hint: t("userType.b2bHint") },
          ]}
        />
        <TextField label={t("fields.email")} type="email" autoComplete="username" meta={fields.email} />
        <TextField label={t("fields.password")} type="password" autoComplete="current-password" meta={fields.password} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton pendingLabel={t("login.pending")}>{t("login.submit")}</SubmitButton>
          <Link to={pathFor("resetPassword", locale)} className="text-sm text-primary-700 underline">
            {t("login.forgot")}
          </Link>
        </div>
      </Form>
      <p className="mt-6 border-t border-gray-200 pt-4 text-sm text-gray-700">
        {t("login.noAccount")}{" "}
        <Link to={pathFor("signup", locale)} className="font-semibold text-primary-700 underline">
          {t("login.signUp")}
        </Link>
      </p>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
