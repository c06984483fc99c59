import type { ErrorEnvelope } from "@contract/envelope";

/** The sentence of an error envelope (a JSON route's failure: docs/errors.md), or null when `body` is not one. */
export function failureMessage(body: unknown): string | null {
  const envelope = body as Partial<ErrorEnvelope> | null | undefined;
  return envelope?.success === false && typeof envelope.error?.message === "string" ? envelope.error.message : null;
}
