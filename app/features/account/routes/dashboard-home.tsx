import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { RecentCarts } from "~/features/cart/components/your-carts-recent";
import { userInfo } from "@contract/api/identity/operations";
import { listCurrentAccounts } from "@contract/api/current-account/operations";
import { getDashboard } from "@contract/api/dashboard/operations";
import { SpendingChart } from "~/features/account/components/spending-chart";
import { formatAmount } from "~/lib/format";
import { dashboardNav } from "~/features/account/dashboard-nav";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";

export const handle = { i18n: ["common", "account", "your-carts"] };

export const headers = passCacheControl;

/**
 * The dashboard home (docs/decisions/048-dashboard-figures.md): who is signed in, the counts, the recent carts, twelve
 * months of spending, and for a business user who may see it the current accounts' limit, used and available.
 */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const seesAccounts = user.userType === "b2b" && user.permissions.includes("view-current-accounts");
  const [info, figures, accounts] = await Promise.all([
    dashboardGet(args, userInfo),
    dashboardGet(args, getDashboard),
    seesAccounts ? dashboardGet(args, listCurrentAccounts) : Promise.resolve([]),
  ]);
  return data(
    {
      ...(await dashboardMeta(args.request, "dashboard.title")),
      locale: localeFromPath(new URL(args.request.url).pathname),
      info: info.userInfo,
      nav: dashboardNav(user),
      figures,
      accounts,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export default function DashboardHome() {
  const { title, locale, info, nav, figures, accounts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <DashboardShell title={title} intro={t("dashboard.greeting", { name: info.name })}>
      <dl className="grid gap-4 rounded border border-gray-200 bg-white p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-600">{t("fields.email")}</dt>
          <dd className="font-semibold text-gray-900">{info.email}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("userType.legend")}</dt>
          <dd className="font-semibold text-gray-900">{t(`userType.${info.userType}`)}</dd>
        </div>
        {info.companyName && (
          <>
            <div>
              <dt className="text-gray-600">{t("fields.companyTitle")}</dt>
              <dd className="font-semibold text-gray-900">{info.companyName}</dd>
            </div>
            <div>
              <dt className="text-gray-600">{t("fields.role")}</dt>
              <dd className="font-semibold text-gray-900">{info.isCompanyAdmin ? t("dashboard.companyAdmin") : (info.roleName ?? "–")}</dd>
            </div>
          </>
        )}
      </dl>
      <section aria-labelledby="figures-title" className="mt-8">
        <h2 id="figures-title" className="text-lg font-semibold text-gray-900">
          {t("dashboard.figures.title")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t(`dashboard.figures.scope.${figures.scope}`)}</p>
        <dl className="mt-3 grid gap-3 sm:grid-cols-4">
          {(["openOrders", "awaitingPayment", "openRequests", "carts"] as const).map((key) => (
            <div key={key} className="rounded border border-gray-200 bg-white p-3">
              <dt className="text-sm text-gray-700">{t(`dashboard.figures.${key}`)}</dt>
              <dd className="tabular text-2xl font-semibold text-gray-900">
                {figures.counts[key] ?? (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="sr-only">{t("dashboard.figures.unavailable")}</span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {accounts.length > 0 && (
        <section aria-labelledby="accounts-title" className="mt-8">
          <h2 id="accounts-title" className="text-lg font-semibold text-gray-900">
            {t("dashboard.accounts.title")}
          </h2>
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr className="border-b border-gray-300 text-left">
                <th scope="col" className="py-1">
                  {t("dashboard.accounts.code")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t("dashboard.accounts.limit")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t("dashboard.accounts.used")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t("dashboard.accounts.available")}
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.id} className="border-b border-gray-100">
                  <th scope="row" className="py-1 text-left font-normal">
                    {account.code}
                  </th>
                  <td className="tabular py-1 text-right">{formatAmount(account.creditLimit, locale, account.currencyCode)}</td>
                  <td className="tabular py-1 text-right">{formatAmount(account.balance, locale, account.currencyCode)}</td>
                  <td className="tabular py-1 text-right">{formatAmount(account.available, locale, account.currencyCode)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <RecentCarts carts={figures.recentCarts} locale={locale} />
      <SpendingChart spending={figures.spending} locale={locale} />
      <h2 className="mt-8 text-lg font-semibold text-gray-900">{t("dashboard.shortcuts")}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {nav
          .flatMap((group) => group.items)
          .filter((item) => item.key !== "dashboard")
          .map((item) => (
            <li key={item.key}>
              <Link
                to={pathFor(item.key, locale)}
                className="block rounded border border-gray-200 bg-white px-4 py-3 font-semibold text-primary-700 hover:border-primary-600 hover:bg-primary-50"
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
      </ul>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
