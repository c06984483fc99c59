import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { pathFor } from "@contract/paths";
import { usePageLocale } from "~/lib/use-page-locale";

function ErrorPage({ code, title, text, children }: { code: number; title: string; text: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="tabular text-6xl font-bold text-primary-800">{code}</p>
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-gray-700">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {children}
        <Link to={pathFor("home", locale)} className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
          {t("errors.goHome")}
        </Link>
      </div>
    </section>
  );
}

export function NotFoundContent() {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <ErrorPage code={404} title={t("errors.notFound.title")} text={t("errors.notFound.text")}>
      <Link
        to={pathFor("contact", locale)}
        className="rounded border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50"
      >
        {t("errors.contactUs")}
      </Link>
    </ErrorPage>
  );
}

export function ServerErrorContent({ code = 500 }: { code?: number }) {
  const { t } = useTranslation();
  const unavailable = code === 503;
  return (
    <ErrorPage
      code={code}
      title={t(unavailable ? "errors.unavailable.title" : "errors.serverError.title")}
      text={t(unavailable ? "errors.unavailable.text" : "errors.serverError.text")}
    />
  );
}

/** A refusal other than 401, 403 and 404 (400, 409, 429…): its status's title, and its own text when it has one. */
export function ClientErrorContent({ code, text }: { code: number; text: string }) {
  const { t, i18n } = useTranslation();
  const key = i18n.exists(`errors.status.${code}.title`) ? code : "other";
  return <ErrorPage code={code} title={t(`errors.status.${key}.title`)} text={text || t(`errors.status.${key}.text`)} />;
}

export function ForbiddenContent() {
  const { t } = useTranslation();
  return <ErrorPage code={403} title={t("errors.forbidden.title")} text={t("errors.forbidden.text")} />;
}

export function UnauthorizedContent() {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <ErrorPage code={401} title={t("errors.unauthorized.title")} text={t("errors.unauthorized.text")}>
      <Link
        to={pathFor("login", locale)}
        className="rounded border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50"
      >
        {t("errors.needLogin")}
      </Link>
    </ErrorPage>
  );
}
