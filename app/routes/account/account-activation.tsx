import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "react-i18next";
import { AuthCard } from "~/components/account/auth-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/submit-button";
import { confirmActivation } from "@contract/api/identity/operations";
import { localeFromPath } from "@contract/locale";
import { pageTitle } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { env } from "~/server/env.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

/** The mail's activation link opens this page; a GET changes nothing, the button confirms (POST). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = await i18n.getFixedT(request, "account");
  return data(
    {
      title: t("activation.title"),
      storeName: env().STORE_NAME,
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
  const token = (await readForm(request)).get("token");
  if (typeof token !== "string" || !token) return data({ error: t("activation.missingToken") }, { status: 400 });
  try {
    await api(args).call(confirmActivation, { body: { token } });
    return redirectWithToast(pathFor("login", locale), {
      type: "success",
      title: t("activation.done"),
      description: t("activation.signInNow"),
    });
  } catch (error) {
    // A link that is invalid or used (400) or asked too often (429) is said on the page: the form is one button.
    return formFailure(args, error, ({ formErrors = [], fieldErrors = {} }) => ({
      error: [...formErrors, ...Object.values(fieldErrors).flat()][0],
    }));
  }
}

export default function AccountActivationPage() {
  const { title, locale, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  return (
    <AuthCard title={title} intro={token ? t("activation.intro") : t("activation.missingToken")}>
      {actionData?.error && (
        <p role="alert" className="mb-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          <span aria-hidden="true">⚠ </span>
          {actionData.error}
        </p>
      )}
      {token ? (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
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

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [
  { title: pageTitle(loaderData?.title, loaderData?.storeName) },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
