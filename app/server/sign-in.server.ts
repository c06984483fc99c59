import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { TokenRecord, UserInfoResponse } from "~/lib/account-types";
import { tokenSessionRecord, type TokenSessionRecord } from "~/lib/account/token-record";
import { api, type ApiSuccess, type RouteArgs } from "./api.server";
import { commitSession, getSession, sessionStorage } from "./session.server";


/** Sign-in endpoints by user type (spec section 7): business users by login, consumers by login-email. */
const LOGIN_ENDPOINT = { b2b: "identity/auth/login", b2c: "identity/auth/login-email" } as const;

/** The token record of a fresh sign-in: the user info is read with the new access token. */
export async function tokenSessionFor(args: RouteArgs, token: TokenRecord): Promise<TokenSessionRecord> {
  // Every later call of this request speaks as the user who just signed in.
  args.context.refreshedTokens = { accessToken: token.accessToken, refreshToken: token.refreshToken };
  const { data: info } = await api(args).get<ApiSuccess<UserInfoResponse>>("identity/users/me/info", { noRefresh: true });
  return tokenSessionRecord(token, info, Date.now());
}

/** The session cookie holding the record; a cookie a refresh queued earlier in this request must not override it. */
export async function signedInCookie(args: RouteArgs, record: TokenSessionRecord): Promise<string> {
  const session = await getSession(args.request);
  for (const [key, value] of Object.entries(record)) session.set(key as keyof TokenSessionRecord, value);
  args.context.pendingCookies.delete("__session");
  return commitSession(session);
}

function createAuthenticator() {
  return new Authenticator<TokenSessionRecord>(sessionStorage(), { throwOnError: true }).use(
    new FormStrategy(async ({ form, context, request }) => {
      if (!context) throw new Error("The load context is missing");
      const userType = form.get("userType") === "b2b" ? "b2b" : "b2c";
      const args = { request, context };
      const { data: token } = await api(args).post<ApiSuccess<TokenRecord>>(
        LOGIN_ENDPOINT[userType],
        { email: String(form.get("email") ?? "").trim(), password: String(form.get("password") ?? "") },
        { noRefresh: true },
      );
      return tokenSessionFor(args, token);
    }),
    "form",
  );
}

let instance: ReturnType<typeof createAuthenticator> | undefined;

/**
 * remix-auth with its form strategy: e-mail, password and user type in, the token record out. Failures
 * throw an AuthorizationError whose cause is the API's error (the page words it).
 */
export function authenticator() {
  instance ??= createAuthenticator();
  return instance;
}

/**
 * The error behind a failed sign-in: remix-auth wraps what the strategy threw (the API's error) in an
 * AuthorizationError. Unwrapped here because remix-auth is CommonJS: imported by a route module, it would
 * stay in the browser bundle and pull in the whole Remix server runtime with it.
 */
export function signInFailure(error: unknown): unknown {
  return error instanceof AuthorizationError ? error.cause : error;
}
