import { createCookieSessionStorage, type Session } from "@remix-run/node";
import type { TokenSessionRecord } from "~/lib/account/token-record";
import { env, secureCookies } from "./env.server";

/** The token record of spec section 3; nothing else sensitive lives in the session. */
export type SessionData = TokenSessionRecord;

export type StoreSession = Session<SessionData>;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: secureCookies(),
      secrets: env().SESSION_SECRET.split(",").map((secret) => secret.trim()),
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}

export function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: StoreSession) {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: StoreSession) {
  return sessionStorage().destroySession(session);
}

/** Tokens of the signed-in user, or null for a guest. */
export function sessionTokens(session: StoreSession) {
  const accessToken = session.get("accessToken");
  const refreshToken = session.get("refreshToken");
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}
