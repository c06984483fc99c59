import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { unsubscribeNewsletter } from "@contract/api/newsletter/operations";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { AuthCard } from "~/features/account/components/auth-card";
import { LinkError } from "~/features/newsletter/components/link-error";
import { Form } from "~/components/ui/form";
import { SubmitButton } from "~/components/ui/submit-button";
import { titleMeta } from "~/lib/meta";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "newsletter"] };

export const headers = passCacheControl;

/** Every newsletter's unsubscribe link opens this page; a GET changes nothing (mail scanners open links), the button does. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = await i18n.getFixedT(request, "newsletter");
  return data({ title: t("unsubscribe.title"), token: url.searchParams.get("token") ?? "" }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const token = (await readForm(request)).get("token");
  try {
    await api(args).call(unsubscribeNewsletter, { body: { token: typeof token === "string" ? token : "" } });
    return redirect(pathFor("newsletterUnsubscribeConfirmed", locale), 303);
  } catch (error) {
    return formFailure(args, error, ({ formErrors = [], fieldErrors = {} }) => ({
      error: [...formErrors, ...Object.values(fieldErrors).flat()][0],
    }));
  }
}

export default function NewsletterUnsubscribeConfirmationPage() {
  const { title, token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("newsletter");
  return (
    <AuthCard title={title} intro={token ? t("unsubscribe.intro") : t("unsubscribe.missingToken")}>
      <LinkError message={answer?.error} />
      {token && (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <SubmitButton pendingLabel={t("unsubscribe.pending")}>{t("unsubscribe.submit")}</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
