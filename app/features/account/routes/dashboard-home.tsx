import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { RecentCarts } from "~/features/cart/components/your-carts-recent";
import { userInfo } from "@contract/api/identity/operations";
import { dashboardNav } from "~/features/account/dashboard-nav";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";
import { userCarts } from "~/features/cart/your-carts.server";

export const handle = { i18n: ["common", "account", "your-carts"] };

export const headers = passCacheControl;

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const [info, carts] = await Promise.all([dashboardGet(args, userInfo), userCarts(args)]);
  return data(
    {
      ...(await dashboardMeta(args.request, "dashboard.title")),
      locale: localeFromPath(new URL(args.request.url).pathname),
      info: info.userInfo,
      nav: dashboardNav(user),
      recentCarts: carts.slice(0, 3),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export default function DashboardHome() {
  const { title, locale, info, nav, recentCarts } = useLoaderData<typeof loader>();
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
      <RecentCarts carts={recentCarts} locale={locale} />
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
