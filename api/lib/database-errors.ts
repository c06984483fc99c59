// When the database, not the request, is what failed (docs/errors.md): the answer is a 503 "try again", never a 500.

/** SQLSTATEs of a database that cannot serve now: a statement or lock wait over its bound, shutting down, no connections. */
const UNAVAILABLE_STATES = new Set(["57014", "55P03", "57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006"]);
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH"]);
/**
 * node-postgres's own words for a pool wait over its bound, a query over its client-side bound, a connection lost, and
 * a query sent on a connection already lost (a transaction's rollback after its connection died).
 */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /connection terminated/i,
  /is not queryable/i,
];

/** `error` and what it wraps (drizzle puts the driver's error in `cause`), a few levels deep. */
function causes(error: unknown): Array<Error & { code?: unknown }> {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  return chain;
}

/** True when `error` (or what it wraps) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(
    ({ code, message }) =>
      (typeof code === "string" && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_CODES.has(code))) ||
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)),
  );
}

/** True when `error` (or what it wraps) is a wait for a lock that outlasted its bound (lock_timeout). */
export const isLockTimeout = (error: unknown): boolean => causes(error).some(({ code }) => code === "55P03");
