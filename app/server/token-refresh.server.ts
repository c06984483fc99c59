import type { TokenRecord } from "@contract/api/identity/schemas";

/**
 * What spending a refresh token came to: new tokens; a refusal (the sign-in has ended); or no answer that says
 * either (the API unreachable, a 5xx, a timeout), after which the sign-in stands (docs/errors.md).
 */
export type RefreshOutcome = { tokens: TokenRecord } | { refused: true } | { unavailable: unknown };

type Refresher = (refreshToken: string) => Promise<RefreshOutcome>;

// Keyed by the refresh token being spent: concurrent loaders of one request, and concurrent requests of one
// browser, all share one refresh. New tokens or a refusal are kept briefly, so that a request that read the old
// cookie just before the new one arrived gets the same outcome instead of replaying a spent refresh token; an
// outage is never kept: the next request asks the API again.
const inFlight = new Map<string, Promise<RefreshOutcome>>();
const KEEP_RESULT_MS = 15_000;

export function refreshOnce(refreshToken: string, refresher: Refresher): Promise<RefreshOutcome> {
  const existing = inFlight.get(refreshToken);
  if (existing) return existing;
  const pending = refresher(refreshToken).catch((error: unknown): RefreshOutcome => ({ unavailable: error }));
  inFlight.set(refreshToken, pending);
  void pending.then((outcome) => {
    if ("unavailable" in outcome) inFlight.delete(refreshToken);
    else setTimeout(() => inFlight.delete(refreshToken), KEEP_RESULT_MS).unref();
  });
  return pending;
}
