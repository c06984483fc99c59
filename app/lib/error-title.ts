import { isRouteErrorResponse } from "@remix-run/react";

/**
 * The key (common namespace) of an error page's title: the heading components/error-pages.tsx shows for the
 * same error, so the browser tab and the page say the same thing.
 */
export function errorTitleKey(error: unknown, hasKey: (key: string) => boolean): string {
  if (!isRouteErrorResponse(error)) return "errors.serverError.title";
  if (error.status === 401) return "errors.unauthorized.title";
  if (error.status === 403) return "errors.forbidden.title";
  if (error.status === 404) return "errors.notFound.title";
  if (error.status === 503) return "errors.unavailable.title";
  if (error.status >= 500) return "errors.serverError.title";
  const key = `errors.status.${error.status}.title`;
  return hasKey(key) ? key : "errors.status.other.title";
}
