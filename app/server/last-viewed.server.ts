import { recordView } from "@contract/api/catalog/operations";
import { api, ApiError, type RouteArgs } from "./api.server";
import { ensureGuestId, guestIdCookie } from "./cookies.server";
import { getSession, sessionTokens } from "./session.server";

/**
 * Records that this visitor saw a variant (user from the token, else the guest id). A first-time guest
 * gets a guest id here; the returned cookie must go out with the page. A failure never breaks the page.
 */
export async function recordProductView(args: RouteArgs, variantId: number): Promise<string | null> {
  const signedIn = sessionTokens(await getSession(args.request)) !== null;
  let setCookie: string | null = null;
  let request = args.request;
  if (!signedIn) {
    const guest = await ensureGuestId(args.request);
    setCookie = guest.setCookie;
    if (setCookie) {
      // The API client reads the guest id from the request's cookies: hand it the new one.
      const headers = new Headers(request.headers);
      const cookie = await guestIdCookie.serialize(guest.guestId);
      headers.set("Cookie", [request.headers.get("Cookie"), cookie.split(";")[0]].filter(Boolean).join("; "));
      request = new Request(request.url, { headers, signal: request.signal });
    }
  }
  try {
    await api({ request, context: args.context }).call(recordView, { body: { variantId } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
  return setCookie;
}
