/** Cache-Control for pages anyone may see: a shared cache may keep them unless the visitor is signed in. */
export function publicPageCacheControl(request: Request): string {
  const cookie = request.headers.get("Cookie") ?? "";
  if (/(^|;\s*)(__session|toast)=/.test(cookie)) return "private, no-cache";
  return "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
}
