import type { HeadersFunction } from "@remix-run/node";

// The storefront's cache rules, in one place for the routes (loaders and `headers`) and for the HTTP server
// (server.ts: the Cache-Control a response leaves with, and which responses get an ETag). Anonymous pages may be
// kept by a shared cache; anything for one visitor is private (docs/decisions/003-one-express-server.md).

/** An anonymous page: browsers keep it a minute, a shared cache five, and serve it stale ten more while revalidating. */
export const PUBLIC_PAGE = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
/** A page for one visitor that may be kept but is revalidated each time; also what a response says nothing else gets. */
export const PRIVATE_PAGE = "private, no-cache";
/** Kept by nobody: account pages, and every response that sets a cookie. */
export const NO_STORE = "private, no-store";

/** The headers of an account page's loader. */
export const PRIVATE_HEADERS = { "Cache-Control": NO_STORE } as const;

/**
 * Cache-Control for pages anyone may see: a shared cache may keep them unless the visitor is signed in, has a toast,
 * or has a guest id (the header then shows their cart's count).
 */
export function publicPageCacheControl(request: Request): string {
  const cookie = request.headers.get("Cookie") ?? "";
  return /(^|;\s*)(__session|toast|anonymous-customer-id)=/.test(cookie) ? PRIVATE_PAGE : PUBLIC_PAGE;
}

/**
 * A page passes its loader's Cache-Control through (a thrown error stays uncached); the answer varies by cookie.
 * Every page whose loader sets Cache-Control exports it as `headers`: without one, Remix keeps only the loader's cookies.
 */
export const passCacheControl: HeadersFunction = ({ loaderHeaders, errorHeaders }): Record<string, string> => {
  if (errorHeaders) return { "Cache-Control": PRIVATE_PAGE };
  const value = loaderHeaders.get("Cache-Control");
  return value ? { "Cache-Control": value, Vary: "Cookie" } : {};
};

/**
 * The Cache-Control a response leaves with: one that sets a cookie belongs to one visitor, and one missing a part an
 * API call failed to give (`degraded`, app/server/load-context.ts) must not outlive the failure: nobody keeps either;
 * one that says nothing is private.
 */
export function outgoingCacheControl(cacheControl: string | undefined, response: { setsCookie: boolean; degraded?: boolean }): string {
  if (response.setsCookie || response.degraded) return NO_STORE;
  return cacheControl || PRIVATE_PAGE;
}

/**
 * Whether the server computes an ETag over the response (and answers a matching If-None-Match with 304): a
 * successful GET that a shared cache may keep. A response that sets a cookie turns private as it goes out: none.
 */
export function takesEtag(response: { method: string; status: number; cacheControl: string | undefined; setsCookie: boolean }): boolean {
  return response.method === "GET" && response.status === 200 && !response.setsCookie && /\bpublic\b/.test(response.cacheControl ?? "");
}
