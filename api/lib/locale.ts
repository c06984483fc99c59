import type { FastifyRequest } from "fastify";

export type ApiLocale = "tr" | "en";

/** Only tr and en are accepted (docs/spec.md §1); anything else is Turkish. */
export function requestLocale(request: FastifyRequest): ApiLocale {
  const header = request.headers["accept-language"] ?? "";
  const first = header.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "tr";
}
