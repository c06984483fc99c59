import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { matchPage, pathFor } from "@contract/paths";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

/** /register/b2c/congratz and /register/b2b/congratz: one module, the path says which kind of account. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const userType = matchPage(pathname)?.key === "registerB2bCongratz" ? "b2b" : "b2c";
  const t = await i18n.getFixedT(request, "account");
  return data({ title: t(`congratz.${userType}.title`), locale: localeFromPath(pathname), userType }, { headers: PRIVATE_HEADERS });
}

export default function CongratzPage() {
  const { title, locale, userType } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <p aria-hidden="true" className="text-5xl text-ok-700">
        ✓
      </p>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-700">{t(`congratz.${userType}.text`)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={pathFor("dashboard", locale)} className="rounded bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700">
          {t("congratz.toDashboard")}
        </Link>
        <Link
          to={pathFor("home", locale)}
          className="rounded border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50"
        >
          {t("congratz.toShop")}
        </Link>
      </div>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
