import { createCookieSessionStorage, data, redirect, type Session } from "@remix-run/node";
import { staffMe, staffRefresh } from "@contract/api/back-office/operations";
import type { StaffPermission } from "@contract/api/back-office/permissions";
import type { StaffMember, StaffTokens } from "@contract/api/back-office/schemas";
import { localeFromPath } from "@contract/locale";
import type { Operation, OperationAnswer, OperationData, OperationInput } from "@contract/operation";
import { pathFor } from "@contract/paths";
import { api, ApiError, type Credentials, type RouteArgs } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { env, secureCookies } from "~/server/env.server";
import { refreshOnce } from "~/server/token-refresh.server";
import type { StaffRefusal } from "./components/back-office-refusal";

// The back office's staff session (docs/decisions/036-staff-accounts.md): a cookie of its own, apart from the
// customer's `__session`, so one browser can be a customer and staff without mixing them. It holds the staff tokens,
// and between the two sign-in steps the password step's challenge; never more than a working day.

export const STAFF_COOKIE = "__staff";

interface StaffSessionData {
  accessToken: string;
  refreshToken: string;
  /** The password step's proof, until the code step spends it. */
  challengeToken: string;
}

type StaffSession = Session<Partial<StaffSessionData>>;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  return createCookieSessionStorage<Partial<StaffSessionData>>({
    cookie: {
      name: STAFF_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: secureCookies(),
      secrets: env()
        .SESSION_SECRET.split(",")
        .map((secret) => secret.trim()),
      maxAge: 8 * 60 * 60,
    },
  });
}

const staffStorage = () => (storage ??= createStorage());

export const getStaffSession = (request: Request) => staffStorage().getSession(request.headers.get("Cookie"));
export const commitStaffSession = (session: StaffSession) => staffStorage().commitSession(session);
export const destroyStaffSession = (session: StaffSession) => staffStorage().destroySession(session);

/** Stores a sign-in's tokens (and drops the challenge): the Set-Cookie value. */
export async function keepStaffTokens(request: Request, tokens: Pick<StaffTokens, "accessToken" | "refreshToken">) {
  const session = await getStaffSession(request);
  session.unset("challengeToken");
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
  return commitStaffSession(session);
}

async function storedTokens(args: RouteArgs) {
  if (args.context.refreshedStaffTokens) return args.context.refreshedStaffTokens;
  const session = await getStaffSession(args.request);
  const accessToken = session.get("accessToken");
  const refreshToken = session.get("refreshToken");
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

/** A call with no staff tokens: the refresh itself. */
const noTokens: Credentials = {
  tokens: async () => null,
  refresh: async () => ({ refused: true }),
  signOut: async () => {},
};

/** The staff session's tokens for the API client: refreshed once on a 401, the cookie rewritten; a refused refresh ends it. */
const staffCredentials: Credentials = {
  tokens: storedTokens,
  refresh: async (args, spent) => {
    const outcome = await refreshOnce<StaffTokens>(spent, async (token) => {
      try {
        return { tokens: (await api(args, noTokens).call(staffRefresh, { body: { refreshToken: token } }, { noRefresh: true })).data };
      } catch (error) {
        return error instanceof ApiError && (error.status === 401 || error.status === 403) ? { refused: true } : { unavailable: error };
      }
    });
    if (!("tokens" in outcome)) return outcome;
    const tokens = { accessToken: outcome.tokens.accessToken, refreshToken: outcome.tokens.refreshToken };
    args.context.refreshedStaffTokens = tokens;
    args.context.pendingCookies.set(STAFF_COOKIE, await keepStaffTokens(args.request, tokens));
    return { refreshed: tokens.accessToken };
  },
  signOut: async (args) => {
    args.context.pendingCookies.set(STAFF_COOKIE, await destroyStaffSession(await getStaffSession(args.request)));
  },
};

/** The API client with the staff session's tokens: `staffApi(args).call(listAuditLog, { query })`. */
export const staffApi = (args: RouteArgs) => api(args, staffCredentials);

/** What is not the back office's to show: the 404 page (the back office is not advertised). */
const notFound = () => new Response(null, { status: 404 });

// One reading of the staff member per request, however many loaders ask.
const readings = new WeakMap<Request, Promise<StaffMember | null>>();

/** The signed-in staff member as the API knows them now (role and permissions), or null. */
export function currentStaff(args: RouteArgs): Promise<StaffMember | null> {
  const known = readings.get(args.request);
  if (known) return known;
  const reading = storedTokens(args).then(async (tokens) => {
    if (!tokens) return null;
    try {
      return (await staffApi(args).call(staffMe)).data;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
      throw error;
    }
  });
  readings.set(args.request, reading);
  return reading;
}

/**
 * A back-office page's guard: a visitor without a staff session (a guest, a customer) gets the 404 page; a staff
 * session that has ended goes to the staff sign-in; a member whose role lacks `permission` gets 403.
 */
export async function requireStaff(args: RouteArgs, permission?: StaffPermission): Promise<StaffMember> {
  const hadSession = (await storedTokens(args)) !== null;
  const staff = await currentStaff(args);
  if (!staff) {
    if (!hadSession) throw notFound();
    throw redirect(pathFor("backOfficeSignIn", localeFromPath(new URL(args.request.url).pathname)));
  }
  // The refusal carries the member, so that its page keeps the back office's layout (components/back-office-refusal.tsx).
  if (permission && !staff.permissions.includes(permission)) throw data({ staff } satisfies StaffRefusal, { status: 403 });
  return staff;
}

type InputOf<O extends Operation> = object extends OperationInput<O> ? [input?: OperationInput<O>] : [input: OperationInput<O>];

/** A back-office page's read: its failures become the error page of their status (a 401 after the guard: sign in again). */
export async function staffGet<O extends Operation>(args: RouteArgs, operation: O, ...[input]: InputOf<O>): Promise<OperationData<O>> {
  const call = staffApi(args).call as (operation: O, input?: OperationInput<O>) => Promise<OperationAnswer<O>>;
  try {
    return (await call(operation, input)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw redirect(pathFor("backOfficeSignIn", localeFromPath(new URL(args.request.url).pathname)));
    return throwRouteError(error, args);
  }
}
