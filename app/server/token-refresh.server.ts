import type { TokenRecord } from "@contract/api/identity/schemas";

/**
 * What spending a refresh token came to: new tokens; a refusal (the sign-in has ended); or no answer that says
 * either (the API unreachable, a 5xx, a timeout), after which the sign-in stands (docs/errors.md).
 */
export type RefreshOutcome<T = TokenRecord> = { tokens: T } | { refused: true } | { unavailable: unknown };

/** A customer's refresh, or the back office's staff refresh (their tokens are of another shape). */
type Refresher<T> = (refreshToken: string) => Promise<RefreshOutcome<T>>;

// Keyed by the refresh token being spent: concurrent loaders of one request, and concurrent requests of one
// browser, all share one refresh. New tokens or a refusal are kept briefly, so that a request that read the old
// cookie just before the new one arrived gets the same outcome instead of replaying a spent refresh token; an
// outage is never kept: the next request asks the API again.
const inFlight = new Map<string, Promise<RefreshOutcome<unknown>>>();
const KEEP_RESULT_MS = 15_000;

export function refreshOnce<T = TokenRecord>(refreshToken: string, refresher: Refresher<T>): Promise<RefreshOutcome<T>> {
  // One refresh token is either a customer's or a staff member's, so its entry holds outcomes of one shape.
  const existing = inFlight.get(refreshToken) as Promise<RefreshOutcome<T>> | undefined;
  if (existing) return existing;
  const pending = refresher(refreshToken).catch((error: unknown): RefreshOutcome<T> => ({ unavailable: error }));
  inFlight.set(refreshToken, pending);
  void pending.then((outcome) => {
    if ("unavailable" in outcome) inFlight.delete(refreshToken);
    else setTimeout(() => inFlight.delete(refreshToken), KEEP_RESULT_MS).unref();
  });
  return pending;
}
