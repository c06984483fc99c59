import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18n.getFixedT(request, "account");
  return data({ title: t("resetSuccess.title"), locale: localeFromPath(new URL(request.url).pathname) }, { headers: PRIVATE_HEADERS });
}

export default function ResetPasswordSuccessPage() {
  const { title, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <p aria-hidden="true" className="text-5xl text-ok-700">
        ✓
      </p>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-700">{t("resetSuccess.text")}</p>
      <Link
        to={pathFor("login", locale)}
        className="mt-6 inline-block rounded bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700"
      >
        {t("resetSuccess.signIn")}
      </Link>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
