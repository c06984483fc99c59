import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { TFunction } from "~/lib/i18n/translate";
import { loginPath } from "~/lib/auth/redirects";
import { pathFor } from "@contract/paths";
import { ApiError, type RouteArgs } from "./api.server";
import { i18n } from "./i18n.server";
import { languageOf } from "./language.server";
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
    case 429:
      return error.retryAfterSeconds === undefined ? error.message || t("errors.status.429.text") : tryAgainIn(error.retryAfterSeconds, t);
    case 503:
      return t("errors.unavailable.text");
    default:
      return error.errors[0]?.message ?? error.message ?? t("errors.serverError.text");
  }
}

/** "Too many attempts. Try again in N seconds/minutes." */
function tryAgainIn(seconds: number, t: TFunction): string {
  if (seconds < 60) return t("errors.tryAgainIn.seconds", { count: Math.max(1, seconds) });
  return t("errors.tryAgainIn.minutes", { count: Math.ceil(seconds / 60) });
}

/** An API 429's Retry-After goes out with the storefront's answer (server.ts sets it from the load context). */
function passRetryAfter(args: RouteArgs, error: ApiError) {
  if (error.status === 429 && error.retryAfterSeconds !== undefined) args.context.retryAfterSeconds = error.retryAfterSeconds;
}

/**
 * A refusal with its own text, to throw: the route's error boundary shows `message` under its status's title (a
 * body that is not `{ message }`, such as Remix's own 405 text, is never shown).
 */
export function refusal(status: number, message: string): Response {
  return Response.json({ message }, { status });
}

/** Statuses whose error page says nothing more than the status itself (docs/errors.md). */
const BARE_STATUSES = new Set([401, 403, 404]);

/**
 * In a loader (and an action with nothing to say on its form): an API failure becomes the error page of its
 * status, anything else is rethrown. A 401 (the refresh failed too) sends the user to the login page and back
 * after, with a toast carrying a 'need login' link; 403 and 404 are their pages; any other refusal keeps its
 * status, with its text (the API's, or when to try again) as the page's; the API failing or unreachable is 503.
 */
export async function throwRouteError(error: unknown, args: RouteArgs): Promise<never> {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 401) throw await redirectToLogin(args.request, error);
  if (error.status >= 500) throw new Response(null, { status: 503 });
  if (BARE_STATUSES.has(error.status)) throw new Response(null, { status: error.status });
  passRetryAfter(args, error);
  const t = await i18n.getFixedT(args.request, "common");
  throw refusal(error.status, apiErrorMessage(error, t));
}

/** Where to come back after signing in: the page itself, or for a resource route (a fetcher's post) the page it was posted from. */
function returnPath(request: Request): string | undefined {
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/api/")) return `${url.pathname}${url.search}`;
  const referer = URL.parse(request.headers.get("Referer") ?? "");
  return referer?.origin === url.origin ? `${referer.pathname}${referer.search}` : undefined;
}

async function redirectToLogin(request: Request, error: ApiError): Promise<Response> {
  const locale = languageOf(request);
  const t = await i18n.getFixedT(request, "common");
  const plainLogin = pathFor("login", locale);
  return redirectWithToast(loginPath(locale, returnPath(request)), {
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
 * with the typed values kept and the API's status (a 429 with its Retry-After, and a text saying when to try
 * again); a 401 sends the user to sign in and back; anything else is the error page of its status. `options` (or a
 * `fieldsOf` alone) rename the API's fields and add statuses the form answers.
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
  passRetryAfter(args, error);
  return data(reply({ formErrors, fieldErrors }), { status: error.status });
}
