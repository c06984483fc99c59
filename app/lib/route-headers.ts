import type { HeadersFunction } from "@remix-run/node";

/** Public pages pass their loader's Cache-Control through (a thrown error stays uncached). */
export const passCacheControl: HeadersFunction = ({ loaderHeaders, errorHeaders }): Record<string, string> => {
  if (errorHeaders) return { "Cache-Control": "private, no-cache" };
  const value = loaderHeaders.get("Cache-Control");
  return value ? { "Cache-Control": value, Vary: "Cookie" } : {};
};
