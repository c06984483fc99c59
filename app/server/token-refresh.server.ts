import type { TokenRecord } from "@contract/api/identity/schemas";

type Refresher = (refreshToken: string) => Promise<TokenRecord | null>;

// Keyed by the refresh token being spent: concurrent loaders of one request, and concurrent requests of one
// browser, all share one refresh. The result is kept briefly so that a request that read the old cookie just
// before the new one arrived gets the new tokens instead of replaying a spent refresh token.
const inFlight = new Map<string, Promise<TokenRecord | null>>();
const KEEP_RESULT_MS = 15_000;

export function refreshOnce(refreshToken: string, refresher: Refresher): Promise<TokenRecord | null> {
  const existing = inFlight.get(refreshToken);
  if (existing) return existing;
  const pending = refresher(refreshToken).catch(() => null);
  inFlight.set(refreshToken, pending);
  void pending.finally(() => setTimeout(() => inFlight.delete(refreshToken), KEEP_RESULT_MS).unref());
  return pending;
}
