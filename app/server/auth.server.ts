import { redirect } from "@remix-run/node";
import { userInfo } from "@contract/api/identity/operations";
import { localeFromPath } from "@contract/locale";
import { loginPath } from "~/lib/auth/redirects";
import type { SessionUser } from "~/lib/auth/session-user";
import { permissionsOf } from "~/lib/auth/token-record";
import { api, ApiError, type RouteArgs } from "./api.server";
import { getSession, sessionRecord, sessionTokens, type StoreSession } from "./session.server";

/** Account pages belong to one person: no cache may keep them (the rule is cache.server.ts's). */
export { PRIVATE_HEADERS } from "./cache.server";

/** Whether this visitor is a guest (no sign-in): the guest's cart and checkout, a form's guest variant. */
export async function isGuest(args: RouteArgs): Promise<boolean> {
  return sessionTokens(await getSession(args.request)) === null;
}

export function userOfSession(session: StoreSession): SessionUser | null {
  const record = sessionRecord(session);
  return record && { name: record.name, email: record.email, userType: record.userType, permissions: record.permissions };
}

// One reading of a business user's permissions per request, however many loaders ask.
const freshReadings = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * A business user with the permissions their role holds now, as the API answers them: an administrator's role change
 * shows in the menus from the user's next page (docs/decisions/027-business-accounts.md). A user the API no longer
 * knows (deleted, deactivated) is signed out; an API that cannot answer leaves the session's copy.
 */
function withCurrentPermissions(args: RouteArgs, user: SessionUser): Promise<SessionUser | null> {
  const known = freshReadings.get(args.request);
  if (known) return known;
  const reading = api(args)
    .call(userInfo)
    .then(({ data }) => ({ ...user, permissions: permissionsOf(data.tokenInfo.resourceAccess) }))
    .catch((error: unknown) => (error instanceof ApiError && error.status === 401 ? null : user));
  freshReadings.set(args.request, reading);
  return reading;
}

/**
 * The signed-in user of this request. An access token past its expiry is refreshed now (the API client
 * refreshes on the 401 and writes the new cookie), so an open page keeps its session alive; a refresh the
 * API refuses signs the user out. A business user's permissions are read from the API on every request.
 */
export async function currentUser(args: RouteArgs): Promise<SessionUser | null> {
  const session = await getSession(args.request);
  const user = userOfSession(session);
  if (!user) return null;
  if (user.userType === "b2b") return withCurrentPermissions(args, user);
  if ((session.get("accessTokenExpiresAt") ?? 0) > Date.now()) return user;
  try {
    await api(args).call(userInfo);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    return user;
  }
}

/** Signed-in pages: a guest goes to the login page and comes back here after. */
export async function requireUser(args: RouteArgs): Promise<SessionUser> {
  const session = await getSession(args.request);
  const stored = userOfSession(session);
  const user = stored?.userType === "b2b" ? await withCurrentPermissions(args, stored) : stored;
  if (user) return user;
  const url = new URL(args.request.url);
  throw redirect(loginPath(localeFromPath(url.pathname), `${url.pathname}${url.search}`));
}
