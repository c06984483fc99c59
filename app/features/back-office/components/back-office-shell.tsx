import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { StaffMember } from "@contract/api/back-office/schemas";
import { pathFor } from "@contract/paths";
import { Form } from "~/components/ui/form";
import { usePageLocale } from "~/lib/use-page-locale";
import { desksOf } from "../desks";

/**
 * Every back-office page (docs/decisions/036-staff-accounts.md): a staff header with the member's name and role and
 * the sign-out, a side navigation listing only the desks the member's permissions open, the page beside it.
 */
export function BackOfficeShell({
  staff,
  title,
  intro,
  children,
}: {
  staff: StaffMember;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("back-office");
  const locale = usePageLocale();
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-300 bg-primary-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold">{t("title")}</p>
          <div className="flex flex-wrap items-center gap-4 text-sm">
            <p data-testid="staff-member">
              {t("staffHeader", { name: `${staff.firstName} ${staff.lastName}`, role: t(`roles.${staff.role}`) })}
            </p>
            <Form method="post" action={pathFor("backOfficeSignIn", locale)}>
              <button
                type="submit"
                name="intent"
                value="sign-out"
                className="rounded border border-white/60 px-3 py-1 hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                {t("signOut")}
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t("navLabel")}>
          <ul className="flex flex-wrap gap-1 md:block md:space-y-1">
            {desksOf(staff.permissions).map((desk) => (
              <li key={desk.key}>
                <NavLink
                  to={pathFor(desk.key, locale)}
                  end
                  className={({ isActive }) =>
                    `block rounded px-3 py-1.5 text-sm ${isActive ? "bg-primary-50 font-semibold text-primary-800" : "text-gray-800 hover:bg-gray-100"}`
                  }
                >
                  {t(desk.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
          {intro && <p className="mt-1 text-sm text-gray-700">{intro}</p>}
          <div className="mt-6">{children}</div>
        </main>
      </div>
    </div>
  );
}
