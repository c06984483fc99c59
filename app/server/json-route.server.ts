import type { ErrorEnvelope } from "@contract/envelope";
import { apiErrorMessage } from "./api-errors.server";
import { ApiError, type RouteArgs } from "./api.server";
import { translatorFor } from "./i18n.server";
import { languageOf } from "./language.server";

/** The common.json text of a status with nothing more precise to say (as the error pages choose it). */
function statusTextKey(status: number, exists: (key: string) => boolean): string {
  const named: Record<number, string> = { 401: "unauthorized", 403: "forbidden", 404: "notFound", 500: "serverError", 503: "unavailable" };
  if (named[status]) return `errors.${named[status]}.text`;
  return exists(`errors.status.${status}.text`) ? `errors.status.${status}.text` : "errors.status.other.text";
}

/** A refusal's own sentence (`refusal()` in api-errors.server.ts answers `{ message }`), when the thrown answer has one. */
async function ownMessage(response: Response): Promise<string | null> {
  const body: unknown = await response.json().catch(() => null);
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" && message !== "" ? message : null;
}

function envelope(status: number, message: string): Response {
  const body: ErrorEnvelope = { success: false, errorCode: status, error: { message, errors: [{ message }] } };
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * A JSON resource route's answer whatever happens (docs/errors.md): what `answer` returns, or, when it throws, the
 * error envelope with its status and a sentence in the request's language — the API away is a 503 saying so, never
 * an empty body a script cannot show. A redirect (a sign-in that ran out) goes as it is.
 */
export async function jsonRoute(args: RouteArgs, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) return error;
    const locale = languageOf(args.request);
    const { t, exists } = translatorFor(locale);
    if (error instanceof ApiError) {
      const status = error.status >= 500 ? 503 : error.status;
      return envelope(status, status === 503 ? t("errors.unavailable.text") : apiErrorMessage(error, t));
    }
    if (error instanceof Response) {
      return envelope(error.status, (await ownMessage(error)) ?? t(statusTextKey(error.status, exists)));
    }
    console.error(error);
    return envelope(500, t("errors.serverError.text"));
  }
}
