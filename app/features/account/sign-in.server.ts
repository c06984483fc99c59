import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { businessSignIn, consumerSignIn, userInfo } from "@contract/api/identity/operations";
import type { TokenRecord } from "@contract/api/identity/schemas";
import { accountSettings } from "@contract/api/accounts/operations";
import { localeFromPath } from "@contract/locale";
import type { UserSettings } from "~/lib/settings";
import { sessionRecordOf, type SessionRecord } from "~/lib/auth/token-record";
import { api, type RouteArgs } from "~/server/api.server";
import { commitSession, sessionStorage } from "~/server/session.server";
import { readUserSettings, withAccountSettings, writeUserSettings } from "~/server/user-settings.server";

/** Sign-in operations by user type (docs/spec.md §7): business users at login, consumers at login-email. */
const SIGN_IN = { b2b: businessSignIn, b2c: consumerSignIn } as const;

/** The session record of a fresh sign-in: the user info is read with the new access token. */
export async function sessionRecordFor(args: RouteArgs, token: TokenRecord): Promise<SessionRecord> {
  // Every later call of this request speaks as the user who just signed in.
  args.context.refreshedTokens = { accessToken: token.accessToken, refreshToken: token.refreshToken };
  const { data: info } = await api(args).call(userInfo, {}, { noRefresh: true });
  return sessionRecordOf(token, info, Date.now());
}

/**
 * The settings cookie with the language, currency and country saved in the account, read with the new sign-in's token:
 * what the user chose on any browser applies from their next sign-in (docs/spec.md §1). When the API cannot say, the
 * browser keeps its own settings.
 */
export async function accountSettingsCookie(args: RouteArgs): Promise<{ cookie: string; settings: UserSettings } | null> {
  const { pathname } = new URL(args.request.url);
  try {
    const { data: saved } = await api(args).call(accountSettings, {});
    const settings = withAccountSettings(await readUserSettings(args.request, localeFromPath(pathname)), saved);
    return { cookie: await writeUserSettings(settings), settings };
  } catch {
    return null;
  }
}

/**
 * The session cookie holding the record, in a fresh session (nothing of an earlier one stays); a cookie a refresh
 * queued earlier in this request must not override it.
 */
export async function signedInCookie(args: RouteArgs, record: SessionRecord): Promise<string> {
  const session = await sessionStorage().getSession();
  for (const [key, value] of Object.entries(record)) session.set(key as keyof SessionRecord, value);
  args.context.pendingCookies.delete("__session");
  return commitSession(session);
}

function createAuthenticator() {
  return new Authenticator<SessionRecord>(sessionStorage(), { throwOnError: true }).use(
    new FormStrategy(async ({ form, context, request }) => {
      if (!context) throw new Error("The load context is missing");
      const userType = form.get("userType") === "b2b" ? "b2b" : "b2c";
      const args = { request, context };
      const body = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
      const { data: token } = await api(args).call(SIGN_IN[userType], { body }, { noRefresh: true });
      return sessionRecordFor(args, token);
    }),
    "form",
  );
}

let instance: ReturnType<typeof createAuthenticator> | undefined;

/**
 * remix-auth with its form strategy: e-mail, password and user type in, the session record out. Failures
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
