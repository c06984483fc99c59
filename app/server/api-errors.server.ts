import type { TFunction } from "i18next";
import { loginPath } from "~/lib/account/redirects";
import { localeFromPath } from "~/lib/locale";
import { pathFor } from "~/lib/paths";
import { ApiError } from "./api.server";
import { i18n } from "./i18n.server";
import { redirectWithToast } from "./toast.server";

/** The user-facing text of an API failure, as spec section 8 maps error codes. */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t("errors.notFound.text");
  switch (error.errorCode) {
    case 401:
      return error.message || t("errors.unauthorized.text");
    case 404:
      return error.message || t("errors.notFound.text");
    case 413:
      return t("errors.tooLarge");
    case 503:
      return t("errors.unavailable.text");
    default:
      return error.errors[0]?.message ?? error.message ?? t("errors.serverError.text");
  }
}

/**
 * In a loader: an API failure becomes the error page of its status; anything else is rethrown. With the
 * route args, a 401 (the refresh failed too) sends the user to the login page and back after, with a
 * toast carrying a 'need login' link (spec section 8).
 */
export async function throwRouteError(error: unknown, args?: { request: Request }): Promise<never> {
  if (error instanceof ApiError) {
    if (error.status === 401 && args) throw await redirectToLogin(args.request, error);
    const status = error.status === 401 || error.status === 403 || error.status === 404 ? error.status : error.status >= 500 ? 503 : 500;
    throw new Response(null, { status });
  }
  throw error;
}

async function redirectToLogin(request: Request, error: ApiError): Promise<Response> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = await i18n.getFixedT(request, "common");
  const plainLogin = pathFor("login", locale);
  return redirectWithToast(loginPath(locale, `${url.pathname}${url.search}`), {
    type: "error",
    title: t("errors.unauthorized.title"),
    description: apiErrorMessage(error, t),
    link: { href: plainLogin, label: t("errors.needLogin") },
  });
}
