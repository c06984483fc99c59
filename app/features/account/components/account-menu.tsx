import { Link, useLocation } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { SessionUser } from "~/lib/auth/session-user";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { useSessionStatus } from "./session-keeper";

export const SIGN_OUT_ACTION = "/api/auth/signout";

/**
 * The header's account control: a guest gets a sign-in link that comes back here; a signed-in user a
 * `<details>` menu (opens without JavaScript) with the dashboard and a sign-out form (POST).
 */
export function AccountMenu({ locale, user }: { locale: Locale; user: Pick<SessionUser, "name"> | null }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const status = useSessionStatus();
  const here = `${pathname}${search}`;

  if (!user) {
    const onLoginPage = pathname === pathFor("login", locale);
    return (
      <Link
        to={onLoginPage ? here : pathFor("login", locale, {}, { redirectTo: here })}
        className="rounded px-2 py-1 text-sm hover:bg-primary-700"
      >
        {t("nav.signIn")}
      </Link>
    );
  }

  return (
    <details className="relative" aria-busy={status === "loading" || undefined}>
      <summary className="cursor-pointer list-none rounded px-2 py-1 text-sm hover:bg-primary-700">
        <span className="sr-only">{t("nav.accountMenu")}: </span>
        {user.name || t("nav.account")}
      </summary>
      <div className="absolute right-0 z-30 mt-1 w-56 rounded border border-gray-200 bg-white py-1 text-gray-900 shadow-lg">
        <Link to={pathFor("dashboard", locale)} className="block px-3 py-2 text-sm hover:bg-gray-100">
          {t("nav.dashboard")}
        </Link>
        <Link to={pathFor("settings", locale)} className="block px-3 py-2 text-sm hover:bg-gray-100">
          {t("nav.settings")}
        </Link>
        {/* A full page load after sign-out: nothing the browser cached for this user survives. */}
        <Form method="post" action={SIGN_OUT_ACTION} reloadDocument className="border-t border-gray-200">
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className="block w-full px-3 py-2 text-left text-sm hover:bg-gray-100">
            {t("nav.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
