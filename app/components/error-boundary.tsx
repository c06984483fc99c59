import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ClientErrorContent, ForbiddenContent, NotFoundContent, ServerErrorContent, UnauthorizedContent } from "./error-pages";

/** The text of a refusal thrown with one (`refusal()` in app/server/api-errors.server.ts); anything else says nothing. */
function messageOf(data: unknown): string {
  return typeof data === "object" && data !== null && "message" in data && typeof data.message === "string" ? data.message : "";
}

/**
 * One error boundary for every route: thrown responses by status (a refusal's own text, when it has one, is what
 * its page says), anything else as a 500 without details.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    switch (error.status) {
      case 401:
        return <UnauthorizedContent />;
      case 403:
        return <ForbiddenContent />;
      case 404:
        return <NotFoundContent />;
      default:
        if (error.status >= 500) return <ServerErrorContent code={error.status} />;
        return <ClientErrorContent code={error.status} text={messageOf(error.data)} />;
    }
  }
  return <ServerErrorContent />;
}
