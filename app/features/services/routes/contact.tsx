import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-errors";
import { HoneypotField } from "~/components/ui/honeypot";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { contactFormBody as contactSchema, guestContactRequest, userContactRequest } from "@contract/api/crm";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { isBotSubmission, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { getSession, sessionTokens } from "~/server/session.server";
import { formSentCookie } from "~/server/analytics-flash.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "contact"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18n.getFixedT(request, "contact");
  return data({ title: t("title") });
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, ["contact", "common"]);
  const formData = await readForm(request);
  const successToast = { type: "success" as const, title: t("sent.title"), description: t("sent.text") };
  if (isBotSubmission(formData)) return redirectWithToast(pathFor("contact", locale), successToast);

  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  // Signed-in users write as themselves; guests through the guest endpoint (docs/spec.md §7).
  const signedIn = sessionTokens(await getSession(request)) !== null;
  try {
    const result = await api(args).call(signedIn ? userContactRequest : guestContactRequest, { body: submission.value });
    return redirectWithToast(
      pathFor("contact", locale),
      { ...successToast, description: result.message ?? successToast.description },
      { headers: { "Set-Cookie": await formSentCookie("contact") } },
    );
  } catch (error) {
    return formFailure(args, error, submission.reply);
  }
}

export default function ContactPage() {
  const { title } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("contact");
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    constraint: getZodConstraint(contactSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  watchAllErrors(form);
  const optional = t("common:optional");

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-[1fr_2fr]">
      <section>
        <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
        <p className="mt-3 text-gray-700">{t("intro")}</p>
        <h2 className="mt-6 text-lg font-semibold">{t("hoursTitle")}</h2>
        <p className="text-gray-700">{t("hours")}</p>
      </section>
      <Form method="post" {...getFormProps(form)} className="relative space-y-4 rounded border border-gray-200 bg-white p-6 shadow-sm">
        <HoneypotField />
        <h2 className="text-lg font-semibold">{t("formTitle")}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("fields.name")} autoComplete="given-name" type="text" meta={fields.name} />
          <TextField label={t("fields.lastName")} autoComplete="family-name" type="text" meta={fields.lastName} />
        </div>
        <TextField
          label={t("fields.companyName")}
          optionalLabel={optional}
          autoComplete="organization"
          type="text"
          meta={fields.companyName}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("fields.email")} autoComplete="email" type="email" meta={fields.email} />
          <TextField
            label={t("fields.phone")}
            optionalLabel={optional}
            hint={t("hints.phone")}
            autoComplete="tel"
            type="tel"
            meta={fields.phone}
          />
        </div>
        <TextField label={t("fields.subject")} type="text" meta={fields.subject} />
        <TextAreaField label={t("fields.message")} rows={6} meta={fields.message} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("sending")}>{t("submit")}</SubmitButton>
      </Form>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
