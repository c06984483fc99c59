import type { TFunction } from "i18next";
import { ApiError } from "./api.server";

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

/** In a loader: an API failure becomes the error page of its status; anything else is rethrown. */
export function throwRouteError(error: unknown): never {
  if (error instanceof ApiError) {
    const status = error.status === 401 || error.status === 403 || error.status === 404 ? error.status : error.status >= 500 ? 503 : 500;
    throw new Response(null, { status });
  }
  throw error;
}
