import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { AuthCard } from "~/features/account/components/auth-card";
import { FieldErrors } from "~/components/ui/field-errors";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { resendSignupCode, verifySignupCode } from "@contract/api/identity/operations";
import { otpSchema } from "~/features/account/forms/signup";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { clearAccountFlow, codeFailure, readAccountFlow } from "~/features/account/account-flow.server";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { sessionRecordFor, signedInCookie } from "~/features/account/sign-in.server";
import { analyticsEventCookie } from "~/server/analytics-flash.server";
import { toCodePage } from "~/features/account/signup.server";
import { safeRedirect } from "~/lib/auth/redirects";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const flow = await readAccountFlow(request, "signup");
  if (!flow) throw redirect(pathFor("signup", locale));
  const t = await i18n.getFixedT(request, "account");
  return data({ title: t("otp.title"), email: flow.email }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, ["account", "common"]);
  const flow = await readAccountFlow(request, "signup");
  if (!flow?.attempt) throw redirect(pathFor("signup", locale));
  const { email, attempt } = flow;
  const formData = await readForm(request);

  switch (formData.get("intent")) {
    case "resend": {
      try {
        const { data: started } = await api(args).call(resendSignupCode, { body: { email, attempt } });
        return toCodePage(locale, started, t, flow.redirectTo);
      } catch (error) {
        // Asked again too soon (429): said by the resend button, the code typed so far stays.
        return formFailure(args, error, ({ formErrors }) => ({ result: null, resendError: formErrors?.[0] ?? null }));
      }
    }
    case "verify": {
      const submission = parseWithZod(formData, { schema: otpSchema });
      if (submission.status !== "success") return data({ result: submission.reply(), resendError: null }, { status: 400 });
      try {
        const { data: verified } = await api(args).call(verifySignupCode, { body: { email, attempt, code: submission.value.code } });
        const congratz = pathFor(verified.userType === "b2b" ? "registerB2bCongratz" : "registerB2cCongratz", locale);
        const headers = new Headers({ "Set-Cookie": await clearAccountFlow() });
        // The verified code signs the user in: the congratz page (or the page the sign-up came from) shows them signed in.
        if (verified.token) headers.append("Set-Cookie", await signedInCookie(args, await sessionRecordFor(args, verified.token)));
        const method = verified.userType === "b2b" ? "B2B_Signup" : "B2C_Signup";
        headers.append("Set-Cookie", await analyticsEventCookie({ event: "sign_up", method, userType: verified.userType }));
        return redirectWithToast(safeRedirect(flow.redirectTo, congratz), { type: "success", title: t("otp.verified") }, { headers });
      } catch (error) {
        return codeFailure(args, error, (options) => ({ result: submission.reply(options), resendError: null }));
      }
    }
    default:
      return data({ result: null, resendError: null }, { status: 400 });
  }
}

export default function OtpPage() {
  const { title, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "otp-verify",
    lastResult: actionData?.result,
    constraint: getZodConstraint(otpSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: otpSchema }),
  });
  watchAllErrors(form);
  const { key, ...codeProps } = getInputProps(fields.code, { type: "text", ariaDescribedBy: fields.code.descriptionId });

  return (
    <AuthCard title={title} intro={t("otp.intro", { email })}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="verify" />
        <div>
          <label htmlFor={fields.code.id} className="block text-sm font-medium text-gray-800">
            {t("fields.code")}
          </label>
          <input
            key={key}
            {...codeProps}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="tabular mt-1 block w-40 rounded border border-gray-400 px-3 py-2 text-center text-xl tracking-[0.4em] aria-[invalid=true]:border-danger-700"
          />
          <p id={fields.code.descriptionId} className="mt-1 text-sm text-gray-600">
            {t("otp.hint")}
          </p>
          <FieldErrors id={fields.code.errorId} errors={fields.code.errors} />
        </div>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("otp.pending")}>{t("otp.submit")}</SubmitButton>
      </Form>
      <Form method="post" className="mt-6 border-t border-gray-200 pt-4">
        <input type="hidden" name="intent" value="resend" />
        <p className="text-sm text-gray-700">{t("otp.noCode")}</p>
        {actionData?.resendError && (
          <p role="alert" className="mt-1 text-sm text-danger-700">
            <span aria-hidden="true">⚠ </span>
            {actionData.resendError}
          </p>
        )}
        <button
          type="submit"
          className="mt-2 rounded border border-primary-700 px-3 py-1.5 text-sm font-semibold text-primary-700 hover:bg-primary-50"
        >
          {t("otp.resend")}
        </button>
      </Form>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
