import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { confirmNewsletter, subscribeNewsletter } from "@contract/api/newsletter/operations";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { AuthCard } from "~/features/account/components/auth-card";
import { NEWSLETTER_INTENTS } from "~/features/newsletter/intents";
import { LinkError } from "~/features/newsletter/components/link-error";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { HoneypotField } from "~/components/ui/honeypot";
import { SubmitButton } from "~/components/ui/submit-button";
import { safeRedirect } from "~/lib/auth/redirects";
import { newsletterSubscribeSchema } from "~/features/newsletter/forms/newsletter";
import { titleMeta } from "~/lib/meta";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { isBotSubmission, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { formSentCookie } from "~/server/analytics-flash.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "newsletter"] };

export const headers = passCacheControl;

/** The marker of the page a confirmed subscription is sent to. */
const CONFIRMED_QUERY = { confirmed: "1" } as const;

/**
 * Three states of one page: the opt-in mail's link (`?token=`) shows a button that confirms (a POST: mail scanners
 * open links, and a GET changes nothing); after it, the confirmation; without either, the subscribe form, which is
 * where the footer's form comes back with its mistake when JavaScript could not catch it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = await i18n.getFixedT(request, "newsletter");
  const token = url.searchParams.get("token") ?? "";
  const state = url.searchParams.get("confirmed") === CONFIRMED_QUERY.confirmed ? "confirmed" : token ? "confirm" : "subscribe";
  return data({ title: t(`${state}.title`), locale: localeFromPath(url.pathname), state, token }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, ["newsletter", "common"]);
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === NEWSLETTER_INTENTS.confirm) {
    const token = formData.get("token");
    try {
      await api(args).call(confirmNewsletter, { body: { token: typeof token === "string" ? token : "" } });
      return redirect(pathFor("emailNewsConfirm", locale, {}, CONFIRMED_QUERY), 303);
    } catch (error) {
      // A link that is not valid (400) or past its time (410) is said on the page: the form is one button.
      return formFailure(
        args,
        error,
        ({ formErrors = [], fieldErrors = {} }) => ({
          kind: "confirm" as const,
          error: [...formErrors, ...Object.values(fieldErrors).flat()][0],
        }),
        { formStatuses: [410] },
      );
    }
  }
  if (intent !== NEWSLETTER_INTENTS.subscribe) return data({ kind: "intent" as const, error: t("invalidIntent") }, { status: 400 });

  const sent = { type: "success" as const, title: t("subscribe.sentTitle") };
  const back = safeRedirect(formData.get("redirectTo"), pathFor("home", locale));
  if (isBotSubmission(formData)) return redirectWithToast(back, sent);
  const submission = parseWithZod(formData, { schema: newsletterSubscribeSchema });
  // A fresh id starts the page's form afresh from what was sent: the footer's form may have sent it from this page.
  const reply = (options: Parameters<typeof submission.reply>[0] = {}) => ({
    kind: "subscribe" as const,
    result: submission.reply(options),
    id: crypto.randomUUID(),
  });
  if (submission.status !== "success") return data(reply(), { status: 400 });
  try {
    const answer = await api(args).call(subscribeNewsletter, { body: { email: submission.value.email, source: "footer" } });
    return redirectWithToast(
      back,
      { ...sent, description: answer.message ?? "" },
      { headers: { "Set-Cookie": await formSentCookie("newsletter") } },
    );
  } catch (error) {
    return formFailure(args, error, reply);
  }
}

export default function EmailNewsConfirmPage() {
  const { title, locale, state, token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("newsletter");

  if (state === "confirmed")
    return (
      <AuthCard title={title} intro={t("confirmed.text")}>
        <Link to={pathFor("home", locale)} className="font-semibold text-primary-700 underline">
          {t("confirmed.home")}
        </Link>
      </AuthCard>
    );
  if (state === "confirm")
    return (
      <AuthCard title={title} intro={t("confirm.intro")}>
        <LinkError message={answer && "error" in answer ? answer.error : undefined} />
        <Form method="post">
          <input type="hidden" name="intent" value={NEWSLETTER_INTENTS.confirm} />
          <input type="hidden" name="token" value={token} />
          <SubmitButton pendingLabel={t("confirm.pending")}>{t("confirm.submit")}</SubmitButton>
        </Form>
      </AuthCard>
    );
  return (
    <AuthCard title={title} intro={t("subscribe.intro")}>
      <LinkError message={answer?.kind === "intent" ? answer.error : undefined} />
      {answer?.kind === "subscribe" ? <SubscribeForm key={answer.id} lastResult={answer.result} /> : <SubscribeForm />}
    </AuthCard>
  );
}

/** The subscribe form of the page: the footer's, with its mistakes next to the field and what was typed kept. */
function SubscribeForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("newsletter");
  const [form, fields] = useForm({
    id: "newsletter-subscribe",
    lastResult,
    constraint: getZodConstraint(newsletterSubscribeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSubscribeSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-4">
      <HoneypotField />
      <input type="hidden" name="intent" value={NEWSLETTER_INTENTS.subscribe} />
      <input {...getInputProps(fields.redirectTo, { type: "hidden" })} key={fields.redirectTo.key} />
      <TextField label={t("subscribe.email")} autoComplete="email" type="email" meta={fields.email} />
      <p className="text-sm text-gray-600">{t("subscribe.consent")}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("subscribe.sending")}>{t("subscribe.submit")}</SubmitButton>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
