import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { dashboardNav } from "~/features/account/dashboard-nav";
import { pathFor } from "@contract/paths";
import { usePageLocale } from "~/lib/use-page-locale";
import { useRootUser } from "~/lib/use-root-user";

function DashboardNav() {
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const user = useRootUser();
  if (!user) return null;
  return (
    <nav aria-label={t("nav.label")} className="space-y-4">
      {dashboardNav(user).map((group) => (
        <div key={group.label}>
          <p className="px-3 text-xs font-semibold uppercase tracking-wide text-gray-600">{t(group.label)}</p>
          <ul className="mt-1">
            {group.items.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={pathFor(item.key, locale)}
                  end
                  className={({ isActive }) =>
                    `block rounded px-3 py-1.5 text-sm ${isActive ? "bg-primary-50 font-semibold text-primary-800" : "text-gray-800 hover:bg-gray-100"}`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Every dashboard page: the menu of what this user may use on the left (folded on mobile), the page on the right. */
export function DashboardShell({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation("account");
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 md:grid-cols-[14rem_1fr]">
      <aside>
        <details className="rounded border border-gray-200 bg-white p-2 md:hidden">
          <summary className="cursor-pointer px-2 py-1 text-sm font-semibold">{t("nav.menu")}</summary>
          <div className="mt-2">
            <DashboardNav />
          </div>
        </details>
        <div className="hidden md:block">
          <DashboardNav />
        </div>
      </aside>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {intro && <p className="mt-1 text-sm text-gray-700">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
