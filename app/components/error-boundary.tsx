import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ForbiddenContent, NotFoundContent, ServerErrorContent, UnauthorizedContent } from "./error-pages";

/** One error boundary for every route: thrown responses by status, anything else as a 500 without details. */
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
        return <ServerErrorContent code={error.status >= 500 ? error.status : 500} />;
    }
  }
  return <ServerErrorContent />;
}
