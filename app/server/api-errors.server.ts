import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { TFunction } from "i18next";
import { loginPath } from "~/lib/account/redirects";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { ApiError, type RouteArgs } from "./api.server";
import { i18n } from "./i18n.server";
import { redirectWithToast } from "./toast.server";

/** The user-facing text of an API failure, as docs/errors.md maps error codes. */
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
 * toast carrying a 'need login' link (docs/errors.md).
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

/**
 * What conform's `submission.reply` takes (messages for the whole form and for named fields), or a function that
 * wraps its result in the action's own answer (a page with several forms says which one failed).
 */
type Reply<T> = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => T;

interface FailureOptions {
  /** Renames the API's fields to the form's where they differ (nested bodies). */
  fieldsOf?: (field: string) => string;
  /** Further statuses the form answers itself, above the form (a 404 of "nothing left to withdraw"). */
  formStatuses?: readonly number[];
}

/** Refusals a user can act on in the form they sent: the answer stays on the form, with what they typed. */
const FORM_STATUSES = new Set([400, 409, 413, 415, 422, 429]);

/**
 * An action's answer to a failed API call (docs/errors.md), the one place that decides it: the API's field errors
 * go next to the fields they name, a refusal the user can act on (409, 413, 415, 422, 429) above the form, both
 * with the typed values kept; a 401 sends the user to sign in and back; anything else is the error page of its
 * status. `options` (or a `fieldsOf` alone) rename the API's fields and add statuses the form answers.
 */
export async function formFailure<T = SubmissionResult<string[]>>(
  args: RouteArgs,
  error: unknown,
  reply: Reply<T>,
  options: FailureOptions | FailureOptions["fieldsOf"] = {},
) {
  const { fieldsOf = (field: string) => field, formStatuses = [] } = typeof options === "function" ? { fieldsOf: options } : options;
  if (!(error instanceof ApiError) || !(FORM_STATUSES.has(error.status) || formStatuses.includes(error.status)))
    return throwRouteError(error, args);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const item of error.errors) {
    if (item.field && error.status === 400) (fieldErrors[fieldsOf(item.field)] ??= []).push(item.message);
  }
  if (Object.keys(fieldErrors).length === 0) {
    const t = await i18n.getFixedT(args.request, "common");
    formErrors.push(apiErrorMessage(error, t));
  }
  return data(reply({ formErrors, fieldErrors }), { status: error.status === 400 ? 400 : error.status });
}
