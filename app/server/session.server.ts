import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { sessionRecordSchema, type SessionRecord } from "~/lib/auth/token-record";
import { env, secureCookies } from "./env.server";

/** The session record of docs/spec.md §3; nothing else sensitive lives in the session. */
export type SessionData = SessionRecord;

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
      secrets: env()
        .SESSION_SECRET.split(",")
        .map((secret) => secret.trim()),
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

/** The signed-in user's record, or null for a guest; a cookie of another shape (an older release's) is a guest's. */
export function sessionRecord(session: StoreSession): SessionRecord | null {
  const parsed = sessionRecordSchema.safeParse(session.data);
  return parsed.success ? parsed.data : null;
}

/** Tokens of the signed-in user, or null for a guest. */
export function sessionTokens(session: StoreSession) {
  const record = sessionRecord(session);
  return record && { accessToken: record.accessToken, refreshToken: record.refreshToken };
}
