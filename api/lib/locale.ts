import type { FastifyRequest } from "fastify";

export type ApiLocale = "tr" | "en";

/** Only tr and en are accepted (docs/spec.md §1); anything else is Turkish. */
export function localeOf(acceptLanguage: string | undefined): ApiLocale {
  const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "tr";
}

export function requestLocale(request: FastifyRequest): ApiLocale {
  return localeOf(request.headers["accept-language"]);
}
