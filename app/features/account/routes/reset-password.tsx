import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { AuthCard } from "~/features/account/components/auth-card";
import { NewPasswordField } from "~/features/account/components/person-fields";
import { TextField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { resetPassword, sendResetCode, verifyResetCode } from "@contract/api/identity/operations";
import { emailBody } from "@contract/api/identity/schemas";
import { otpSchema } from "~/features/account/forms/signup";
import { newPasswordSchema } from "~/features/account/forms/reset-password";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { clearAccountFlow, codeFailure, readAccountFlow, writeAccountFlow } from "~/features/account/account-flow.server";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

type Step = "email" | "code" | "password";

/** Three steps, each its own form: e-mail → the code mailed to it → a new password. */
export async function loader({ request }: LoaderFunctionArgs) {
  const flow = await readAccountFlow(request, "reset");
  const step: Step = !flow ? "email" : flow.resetToken ? "password" : "code";
  const t = await i18n.getFixedT(request, "account");
  return data({ title: t("reset.title"), step, email: flow?.email ?? "" }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const here = pathFor("resetPassword", locale);
  const t = await i18n.getFixedT(request, ["account", "common"]);
  const flow = await readAccountFlow(request, "reset");
  const formData = await readForm(request);
  const startAgain = () => redirectWithToast(here, { type: "info", title: t("reset.startAgain") });

  const sendCode = async (email: string) => {
    const { data: sent } = await api(args).call(sendResetCode, { body: { email } });
    // Known or not, the answer is the same (the API says so too): the code step follows.
    return redirectWithToast(
      here,
      { type: "success", title: t("reset.codeSent", { email: sent.email }) },
      { headers: { "Set-Cookie": await writeAccountFlow({ purpose: "reset", email: sent.email }) } },
    );
  };

  switch (formData.get("intent")) {
    case "email": {
      const submission = parseWithZod(formData, { schema: emailBody });
      if (submission.status !== "success") return data({ step: "email", result: submission.reply() }, { status: 400 });
      try {
        return await sendCode(submission.value.email);
      } catch (error) {
        return formFailure(args, error, (options) => ({ step: "email", result: submission.reply(options) }));
      }
    }
    case "resend":
      if (!flow) return startAgain();
      try {
        return await sendCode(flow.email);
      } catch (error) {
        // Asked again too soon (429): said above the steps; the code mailed before still works.
        return formFailure(args, error, ({ formErrors }) => ({ step: null, result: null, error: formErrors?.[0] ?? null }));
      }
    case "restart":
      return redirectWithToast(
        here,
        { type: "info", title: t("reset.startAgain") },
        { headers: { "Set-Cookie": await clearAccountFlow() } },
      );
    case "code": {
      if (!flow) return startAgain();
      const submission = parseWithZod(formData, { schema: otpSchema });
      if (submission.status !== "success") return data({ step: "code", result: submission.reply() }, { status: 400 });
      try {
        const { data: verified } = await api(args).call(verifyResetCode, { body: { email: flow.email, code: submission.value.code } });
        return redirectWithToast(
          here,
          { type: "success", title: t("reset.codeAccepted") },
          { headers: { "Set-Cookie": await writeAccountFlow({ ...flow, resetToken: verified.resetToken }) } },
        );
      } catch (error) {
        return codeFailure(args, error, (options) => ({ step: "code", result: submission.reply(options) }));
      }
    }
    case "password": {
      if (!flow?.resetToken) return startAgain();
      const submission = parseWithZod(formData, { schema: newPasswordSchema });
      const hideFields = ["password", "confirmPassword"];
      if (submission.status !== "success") return data({ step: "password", result: submission.reply({ hideFields }) }, { status: 400 });
      try {
        await api(args).call(resetPassword, { body: { resetToken: flow.resetToken, password: submission.value.password } });
        return redirectWithToast(
          pathFor("resetPasswordSuccess", locale),
          { type: "success", title: t("reset.done") },
          { headers: { "Set-Cookie": await clearAccountFlow() } },
        );
      } catch (error) {
        return formFailure(args, error, (options) => ({ step: "password", result: submission.reply({ ...options, hideFields }) }));
      }
    }
    default:
      return data({ step: null, result: null }, { status: 400 });
  }
}

export default function ResetPasswordPage() {
  const { title, step, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const failure = actionData && "error" in actionData && typeof actionData.error === "string" ? actionData.error : null;
  return (
    <AuthCard title={title} intro={t(`reset.intro.${step}`, { email })}>
      {failure && (
        <p role="alert" className="mb-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          <span aria-hidden="true">⚠ </span>
          {failure}
        </p>
      )}
      <ol className="mb-6 flex gap-2 text-xs" aria-label={t("reset.stepsLabel")}>
        {(["email", "code", "password"] as const).map((name, index) => (
          <li
            key={name}
            aria-current={name === step ? "step" : undefined}
            className={`flex-1 rounded px-2 py-1 text-center ${name === step ? "bg-primary-700 font-semibold text-white" : "bg-gray-100 text-gray-700"}`}
          >
            {index + 1}. {t(`reset.steps.${name}`)}
          </li>
        ))}
      </ol>
      {step === "email" && <EmailStep />}
      {step === "code" && <CodeStep />}
      {step === "password" && <PasswordStep />}
    </AuthCard>
  );
}

function useStepForm<Schema extends typeof emailBody | typeof otpSchema | typeof newPasswordSchema>(id: Step, schema: Schema) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: `reset-${id}`,
    lastResult: actionData?.step === id ? actionData.result : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  watchAllErrors(form);
  return [form, fields] as const;
}

function EmailStep() {
  const { t } = useTranslation("account");
  const [form, fields] = useStepForm("email", emailBody);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="email" />
      <TextField label={t("fields.email")} type="email" autoComplete="email" meta={fields.email} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("reset.pending")}>{t("reset.sendCode")}</SubmitButton>
    </Form>
  );
}

function CodeStep() {
  const { t } = useTranslation("account");
  const [form, fields] = useStepForm("code", otpSchema);
  return (
    <>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="code" />
        <TextField
          label={t("fields.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          hint={t("otp.hint")}
          meta={fields.code}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("reset.pending")}>{t("reset.verifyCode")}</SubmitButton>
      </Form>
      <div className="mt-6 flex flex-wrap gap-3 border-t border-gray-200 pt-4">
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <button
            type="submit"
            className="rounded border border-primary-700 px-3 py-1.5 text-sm font-semibold text-primary-700 hover:bg-primary-50"
          >
            {t("otp.resend")}
          </button>
        </Form>
        <RestartForm />
      </div>
    </>
  );
}

function PasswordStep() {
  const { t } = useTranslation("account");
  const [form, fields] = useStepForm("password", newPasswordSchema);
  return (
    <>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="password" />
        <NewPasswordField label={t("fields.newPassword")} meta={fields.password} />
        <TextField label={t("fields.confirmPassword")} type="password" autoComplete="new-password" meta={fields.confirmPassword} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("reset.pending")}>{t("reset.savePassword")}</SubmitButton>
      </Form>
      <div className="mt-6 border-t border-gray-200 pt-4">
        <RestartForm />
      </div>
    </>
  );
}

function RestartForm() {
  const { t } = useTranslation("account");
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="restart" />
      <button type="submit" className="rounded px-3 py-1.5 text-sm text-primary-700 underline">
        {t("reset.otherEmail")}
      </button>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
