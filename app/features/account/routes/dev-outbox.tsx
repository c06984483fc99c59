import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { devOutbox } from "@contract/api/mail/operations";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { passCacheControl, PRIVATE_HEADERS } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { requireLoopbackClient } from "~/features/account/loopback.server";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

const PAGE_SIZE = 20;

/**
 * The mails the store would have sent, outside production only (the API answers 404 in production), to a browser
 * on this machine only: to anyone else the page does not exist (README, "Environment variables": SMTP_URL).
 */
export async function loader(args: LoaderFunctionArgs) {
  requireLoopbackClient(args.context);
  const url = new URL(args.request.url);
  const email = url.searchParams.get("email")?.trim() ?? "";
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const { data: mails } = await api(args)
    .call(devOutbox, { query: { email: email || undefined, page, pageSize: PAGE_SIZE } })
    .catch((error) => throwRouteError(error, args));
  const t = await i18n.getFixedT(args.request, "account");
  return data({ title: t("outbox.title"), locale: localeFromPath(url.pathname), email, mails }, { headers: PRIVATE_HEADERS });
}

export default function DevOutboxPage() {
  const { title, locale, email, mails } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("account");
  const lastPage = Math.max(1, Math.ceil(mails.totalCount / mails.pageSize));
  const pageLink = (page: number) => pathFor("devOutbox", locale, {}, { email: email || undefined, page });
  const first = mails.totalCount === 0 ? 0 : (mails.page - 1) * mails.pageSize + 1;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 text-sm text-gray-700">{t("outbox.intro")}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="outbox-email" className="block text-sm font-medium text-gray-800">
            {t("fields.email")}
          </label>
          <input
            id="outbox-email"
            type="email"
            name="email"
            defaultValue={email}
            className="mt-1 rounded border border-gray-400 px-3 py-2"
          />
        </div>
        <button type="submit" className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
          {t("outbox.filter")}
        </button>
      </Form>
      <p className="tabular mt-4 text-sm text-gray-700">
        {t("outbox.count", { first, last: first ? first + mails.items.length - 1 : 0, total: mails.totalCount })}
      </p>
      {mails.items.length === 0 ? (
        <p className="mt-6 rounded border border-gray-200 bg-gray-50 p-4 text-gray-700">{t("outbox.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {mails.items.map((mail) => (
            <li key={mail.id}>
              <article className="rounded border border-gray-200 bg-white p-4 shadow-sm">
                <h2 className="font-semibold text-gray-900">{mail.subject}</h2>
                <p className="text-sm text-gray-600">
                  {t("outbox.to")}: {mail.to} ·{" "}
                  <time dateTime={mail.createdAt}>{new Date(mail.createdAt).toLocaleString(i18n.language)}</time>
                </p>
                <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-gray-800">{mail.text}</pre>
              </article>
            </li>
          ))}
        </ul>
      )}
      {lastPage > 1 && (
        <nav aria-label={t("outbox.pages")} className="mt-6 flex gap-3">
          {mails.page > 1 && <Link to={pageLink(mails.page - 1)}>{t("outbox.previous")}</Link>}
          {mails.page < lastPage && <Link to={pageLink(mails.page + 1)}>{t("outbox.next")}</Link>}
        </nav>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
