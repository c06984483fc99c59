// When the database, not the request, is what failed (docs/errors.md): the answer is a 503 "try again", never a 500.

/** SQLSTATEs of a database that cannot serve now: a statement or lock wait over its bound, shutting down, no connections. */
const UNAVAILABLE_STATES = new Set(["57014", "55P03", "57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006"]);
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH"]);
/** node-postgres's own words for a pool wait over its bound, a query over its client-side bound, a connection lost. */
const UNAVAILABLE_MESSAGES = [/timeout exceeded when trying to connect/i, /query read timeout/i, /connection terminated/i];

/** True when `error` (or what it wraps: drizzle puts the driver's error in `cause`) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_CODES.has(code))) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}
