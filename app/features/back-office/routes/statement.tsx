import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { getBankStatement } from "@contract/api/reconciliation/operations";
import { TRANSFER_STATUSES } from "@contract/api/reconciliation/values";
import { pathFor } from "@contract/paths";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatQuantity } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { requireStaff, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "back-office", "back-office-reconciliation"] };

export const headers = passCacheControl;

/** An uploaded statement (docs/decisions/038-bank-reconciliation.md): what was read, the rows not read with why. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "payments.view");
  const statementId = Number(args.params.statementId);
  if (!Number.isInteger(statementId) || statementId <= 0) throw new Response(null, { status: 404 });
  const summary = await staffGet(args, getBankStatement, { params: { statementId } });
  const t = await i18n.getFixedT(args.request, "back-office-reconciliation");
  return data({ title: t("statement.title", { id: statementId }), staff, summary }, { headers: PRIVATE_HEADERS });
}

export default function StatementPage() {
  const { title, staff, summary } = useLoaderData<typeof loader>();
  const { t } = useTranslation("back-office-reconciliation");
  const locale = usePageLocale();
  const { statement, account, problems, transfers } = summary;
  const row = "grid grid-cols-[minmax(8rem,16rem)_1fr] gap-2 py-1";
  const period = [formatDate(statement.periodStart, locale), formatDate(statement.periodEnd, locale)].filter(Boolean).join(" – ");
  const listPath = `${pathFor("backOfficeReconciliation", locale)}?${new URLSearchParams({ status: "open", statementId: String(statement.id) })}`;
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("statement.intro")}>
      <dl className="rounded border border-gray-200 bg-white p-4 text-sm" data-testid="statement-summary">
        <div className={row}>
          <dt className="text-gray-700">{t("statement.account")}</dt>
          <dd>{`${account.bankName} · ${account.currencyCode} · ${account.iban}`}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">{t("statement.file")}</dt>
          <dd className="[overflow-wrap:anywhere]">{`${statement.fileName} (${statement.format.toUpperCase()})`}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">{t("statement.period")}</dt>
          <dd>{period || "—"}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">{t("statement.uploadedAt")}</dt>
          <dd>{formatDateTime(statement.uploadedAt, locale)}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">{t("statement.read")}</dt>
          <dd className="tabular-nums" data-testid="transfers-read">
            {formatQuantity(statement.transfersRead, locale)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">{t("statement.added")}</dt>
          <dd className="tabular-nums">{formatQuantity(statement.transfersAdded, locale)}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">{t("statement.standing")}</dt>
          <dd>
            {TRANSFER_STATUSES.map((status) => `${t(`list.statuses.${status}`)}: ${formatQuantity(transfers[status], locale)}`).join(" · ")}
          </dd>
        </div>
      </dl>
      <p className="mt-4">
        <Link to={listPath} className="font-semibold text-primary-700 underline">
          {t("statement.toTransfers")}
        </Link>
      </p>
      <section aria-labelledby="problems-title" className="mt-8">
        <h2 id="problems-title" className="text-lg font-semibold text-gray-900">
          {t("statement.problems")}
        </h2>
        {problems.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">{t("statement.noProblems")}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-gray-700">{t("statement.problemsIntro")}</p>
            <div className="mt-3 overflow-x-auto">
              <table className="min-w-full border border-gray-200 bg-white text-left text-sm">
                <caption className="sr-only">{t("statement.problems")}</caption>
                <thead className="bg-gray-100">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {t("statement.line")}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t("statement.reason")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {problems.map((problem) => (
                    <tr key={`${problem.line}-${problem.code}`} className="border-t border-gray-200">
                      <td className="px-3 py-2 tabular-nums">{problem.line}</td>
                      <td className="px-3 py-2">{problem.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      <p className="mt-8">
        <Link to={pathFor("backOfficeReconciliation", locale)} className="text-sm text-primary-700 underline">
          {t("statement.back")}
        </Link>
      </p>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
