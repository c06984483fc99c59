import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { staffSignIn, staffSignOut, staffVerify } from "@contract/api/back-office/operations";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { titleMeta } from "~/lib/meta";
import { api, ApiError } from "~/server/api.server";
import { apiErrorMessage, formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { staffCodeForm, staffPasswordForm } from "../forms/staff-forms";
import { commitStaffSession, currentStaff, destroyStaffSession, getStaffSession, keepStaffTokens } from "../staff.server";

export const handle = { i18n: ["common", "back-office"] };

export const headers = passCacheControl;

/**
 * The staff sign-in, the one back-office page a visitor reaches (docs/decisions/036-staff-accounts.md): the password,
 * then (the password step's challenge kept in the staff cookie) the authenticator's code. Sign-out posts here too.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const session = await getStaffSession(request);
  if (session.get("accessToken") && (await currentStaff(args))) throw redirect(pathFor("backOffice", locale));
  const t = await i18n.getFixedT(request, "back-office");
  const step = session.get("challengeToken") ? "code" : "password";
  return data({ title: t("signIn.title"), step }, { headers: PRIVATE_HEADERS });
}

/** The sign-in's own refusals (a wrong entry 401, a locked account 423, too many tries 429) are said above its form. */
const OWN_REFUSALS = new Set([401, 423, 429]);

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, ["back-office", "common"]);
  const formData = await readForm(request);
  const session = await getStaffSession(request);
  const here = pathFor("backOfficeSignIn", locale);
  const client = api(args);
  const refusedHere = async <T,>(
    error: unknown,
    reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => T,
  ) => {
    if (error instanceof ApiError && OWN_REFUSALS.has(error.status))
      return data(reply({ formErrors: [apiErrorMessage(error, t)] }), { status: 400 });
    return formFailure(args, error, reply);
  };

  switch (String(formData.get("intent") ?? "")) {
    case "password": {
      const submission = parseWithZod(formData, { schema: staffPasswordForm });
      if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
      try {
        const { data: challenge } = await client.call(staffSignIn, { body: submission.value });
        session.set("challengeToken", challenge.challengeToken);
        return redirect(here, { status: 303, headers: { "Set-Cookie": await commitStaffSession(session) } });
      } catch (error) {
        return refusedHere(error, (options) => submission.reply({ ...options, hideFields: ["password"] }));
      }
    }
    case "code": {
      const submission = parseWithZod(formData, { schema: staffCodeForm });
      if (submission.status !== "success") return data(submission.reply(), { status: 400 });
      const challengeToken = session.get("challengeToken");
      if (!challengeToken) return redirect(here, 303);
      try {
        const { data: tokens } = await client.call(staffVerify, { body: { challengeToken, code: submission.value.code } });
        return redirectWithToast(
          pathFor("backOffice", locale),
          { type: "success", title: t("signIn.title") },
          { headers: { "Set-Cookie": await keepStaffTokens(request, tokens) } },
        );
      } catch (error) {
        return refusedHere(error, (options) => submission.reply(options));
      }
    }
    case "start-over":
      session.unset("challengeToken");
      return redirect(here, { status: 303, headers: { "Set-Cookie": await commitStaffSession(session) } });
    case "sign-out": {
      const refreshToken = session.get("refreshToken");
      if (refreshToken) await client.call(staffSignOut, { body: { refreshToken } }).catch(() => undefined);
      return redirectWithToast(
        here,
        { type: "success", title: t("signedOut") },
        { headers: { "Set-Cookie": await destroyStaffSession(session) } },
      );
    }
    default:
      throw new Response(null, { status: 400 });
  }
}

function PasswordStep() {
  const { t } = useTranslation("back-office");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "staff-password-form",
    lastResult: lastResult && "status" in lastResult ? lastResult : undefined,
    constraint: getZodConstraint(staffPasswordForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffPasswordForm }),
  });
  watchAllErrors(form);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <TextField label={t("signIn.email")} type="email" autoComplete="username" meta={fields.email} />
      <TextField label={t("signIn.password")} type="password" autoComplete="current-password" meta={fields.password} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton name="intent" value="password" pendingLabel={t("signIn.pending")}>
        {t("signIn.submit")}
      </SubmitButton>
    </Form>
  );
}

function CodeStep() {
  const { t } = useTranslation("back-office");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "staff-code-form",
    lastResult: lastResult && "status" in lastResult ? lastResult : undefined,
    constraint: getZodConstraint(staffCodeForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffCodeForm }),
  });
  watchAllErrors(form);
  return (
    <>
      <h2 className="text-lg font-semibold text-gray-900">{t("signIn.codeTitle")}</h2>
      <p className="mt-1 text-sm text-gray-700">{t("signIn.codeIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <TextField
          label={t("signIn.code")}
          hint={t("signIn.codeHint")}
          inputMode="numeric"
          autoComplete="one-time-code"
          meta={fields.code}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton name="intent" value="code" pendingLabel={t("signIn.verifying")}>
          {t("signIn.verify")}
        </SubmitButton>
      </Form>
      <Form method="post" className="mt-4">
        <button type="submit" name="intent" value="start-over" className="text-sm text-primary-700 underline">
          {t("signIn.startOver")}
        </button>
      </Form>
    </>
  );
}

export default function StaffSignInPage() {
  const { title, step } = useLoaderData<typeof loader>();
  const { t } = useTranslation("back-office");
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">{t("title")}</p>
      <h1 className="mt-1 text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-1 text-sm text-gray-700">{t("signIn.intro")}</p>
      <div className="mt-6 rounded border border-gray-200 bg-white p-6 shadow-sm">{step === "code" ? <CodeStep /> : <PasswordStep />}</div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
