import { createCookie, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "@contract/api/identity/operations";
import { pathAfterSignOut } from "~/lib/auth/redirects";
import { COMPARE_LIST_COOKIE } from "~/lib/cookie-names";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { api } from "~/server/api.server";
import { skipTokenRefreshCookie } from "~/server/cookies.server";
import { secureCookies } from "~/server/env.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { destroySession, getSession, sessionTokens } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";

/** GET changes nothing: the sign-out is a POST form (the header's account menu). */
export function loader() {
  return redirect(pathFor("home", "tr"));
}

/**
 * POST /api/auth/signout (docs/spec.md §7): the API revokes the refresh token (a copied cookie stops
 * working), the session and the compare list are cleared, refreshes are skipped for 10 s, and the user goes
 * back where they were, or home with a marker from a private page.
 */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await readForm(request);
  const target = pathAfterSignOut(form.get("redirectTo"));
  const session = await getSession(request);
  const tokens = context.refreshedTokens ?? sessionTokens(session);
  if (tokens) {
    try {
      await api(args).call(signOut, { body: { refreshToken: tokens.refreshToken } }, { noRefresh: true });
    } catch (error) {
      // docs/spec.md §8: a failed sign-out at the API is logged; the local session ends anyway.
      console.error(`sign-out at the API failed (${context.correlationId}):`, error instanceof Error ? error.message : error);
    }
  }

  context.pendingCookies.delete("__session");
  const secure = secureCookies();
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(session));
  headers.append(
    "Set-Cookie",
    await createCookie(COMPARE_LIST_COOKIE, { path: "/", sameSite: "lax" }).serialize("", { maxAge: 0, secure }),
  );
  headers.append("Set-Cookie", await skipTokenRefreshCookie.serialize("true", { secure }));
  const t = await i18n.getFixedT(localeFromPath(target.split(/[?#]/)[0]), "account");
  return redirectWithToast(target, { type: "success", title: t("signOut.done") }, { headers });
}
