import { decodeJwt, SignJWT } from "jose";
import { sessionRecordOf } from "../../../app/lib/auth/token-record";
import { apiLogin, apiUserInfo, sessionCookieValue, type Credentials } from "../../e2e/support/session";
import type { Store } from "./store";

/**
 * The access token as the API signed it, but expired a minute ago (the same claims, signed with the store's
 * JWT_SECRET): what a session holds after five idle minutes, without waiting them out. The API refuses it with 401,
 * so the storefront has to refresh.
 */
async function expiredCopy(accessToken: string, jwtSecret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(decodeJwt(accessToken))
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(now - 120)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(jwtSecret));
}

/**
 * The Cookie header of a signed-in session, made as tests/e2e/support/session.ts makes one (the API's sign-in, the
 * storefront's signed cookie); with `expiredAccessToken`, its access token has run out while its refresh token is
 * valid and unspent.
 */
export async function signedInCookie(store: Store, account: Credentials, options: { expiredAccessToken?: boolean } = {}): Promise<string> {
  const token = await apiLogin(account);
  const { data: info } = await apiUserInfo(token.accessToken);
  const record = sessionRecordOf(token, info, Date.now());
  if (options.expiredAccessToken) {
    record.accessToken = await expiredCopy(record.accessToken, store.secrets.JWT_SECRET);
    record.accessTokenExpiresAt = Date.now() - 60_000;
  }
  return `__session=${await sessionCookieValue(record)}`;
}
