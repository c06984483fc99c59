/** Per-request values the storefront's server (server.ts) hands every loader and action. */
export interface StoreLoadContext {
  clientIp: string;
  /** The TCP peer's own address (the client, or the proxy in front of the store): no header can change it. */
  socketAddress: string;
  cspNonce: string;
  correlationId: string;
  /** Cookies to add to whatever response this request ends with (a refreshed session, for one). */
  pendingCookies: Map<string, string>;
  /** Sent as Retry-After with whatever response this request ends with: an API 429 passed on to the user. */
  retryAfterSeconds?: number;
  /** A part of the page was left out because an API call failed: no cache may keep what this request answers. */
  degraded?: boolean;
  /** Tokens refreshed during this request, used by every later API call of the same request. */
  refreshedTokens?: { accessToken: string; refreshToken: string };
  /** The back office's staff tokens refreshed during this request (app/features/back-office/staff.server.ts). */
  refreshedStaffTokens?: { accessToken: string; refreshToken: string };
}

declare module "@remix-run/node" {
  interface AppLoadContext extends StoreLoadContext {}
}
