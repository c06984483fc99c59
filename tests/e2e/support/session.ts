import { readFileSync } from "node:fs";
import path from "node:path";
import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import type { BrowserContext } from "@playwright/test";
import type { TokenRecord, UserInfo } from "../../../contract/api/identity/schemas";
import type { UserType } from "../../../contract/limits";
import { sessionRecordOf, type SessionRecord } from "../../../app/lib/auth/token-record";
export { DEMO_ACCOUNTS } from "../../../api/seed/accounts";

// Convention 15: tests sign in by making the session cookie themselves (the API's login, then the storefront's
// signed cookie with the secret the test store runs with), not through the form.

export interface Credentials {
  email: string;
  password: string;
  userType: UserType;
}

export const apiUrl = () => `http://127.0.0.1:${process.env.E2E_API_PORT}/v1`;

function sessionSecret(): string {
  const file = path.join(process.env.E2E_DATA_DIR ?? "", "secrets.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { SESSION_SECRET: string }).SESSION_SECRET;
}

async function apiCall<T>(method: string, route: string, body?: unknown, accessToken?: string): Promise<{ status: number; data: T }> {
  const response = await fetch(`${apiUrl()}/${route}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      "Accept-Language": "en",
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { data: T } | null;
  return { status: response.status, data: json?.data as T };
}

/** The API's sign-in for a user type (business: login, consumer: login-email). */
export async function apiLogin(credentials: Credentials): Promise<TokenRecord> {
  const endpoint = credentials.userType === "b2b" ? "identity/auth/login" : "identity/auth/login-email";
  const { status, data } = await apiCall<TokenRecord>("POST", endpoint, { email: credentials.email, password: credentials.password });
  if (status !== 200) throw new Error(`API sign-in of ${credentials.email} answered ${status}`);
  return data;
}

export async function apiRefresh(refreshToken: string) {
  return apiCall<TokenRecord>("POST", "identity/auth/refresh-token", { refreshToken });
}

export async function apiUserInfo(accessToken: string) {
  return apiCall<UserInfo>("GET", "identity/users/me/info", undefined, accessToken);
}

/** The storefront's session cookie value for a session record (or any shape), signed like the storefront signs it. */
export async function sessionCookieValue(record: Readonly<Record<string, unknown>>): Promise<string> {
  const storage = createCookieSessionStorage({
    cookie: { name: "__session", secrets: [sessionSecret()], path: "/", sameSite: "lax", httpOnly: true },
  });
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(record)) session.set(key, value);
  const header = await storage.commitSession(session);
  return header.slice("__session=".length, header.indexOf(";"));
}

/** The storefront's account-flow cookie value (the e-mail a sign-up or reset is about between its steps), signed. */
export async function accountFlowCookieValue(flow: { purpose: "signup" | "reset"; email: string; attempt?: string }): Promise<string> {
  const header = await createCookie("account-flow", { path: "/", secrets: [sessionSecret()] }).serialize(flow);
  return header.slice("account-flow=".length, header.indexOf(";"));
}

/** Reads back the session record of a session cookie value (null when it is not a valid signed session). */
export async function readSessionCookie(value: string): Promise<Partial<SessionRecord> | null> {
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [sessionSecret()] } });
  const session = await storage.getSession(`__session=${value}`);
  return session.has("accessToken") ? (session.data as Partial<SessionRecord>) : null;
}

export async function setSessionCookie(context: BrowserContext, baseURL: string, record: SessionRecord) {
  await context.addCookies([{ name: "__session", value: await sessionCookieValue(record), url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/** Signs a browser context in as a user: API sign-in, user info, the storefront's cookie. Returns the record. */
export async function signIn(context: BrowserContext, baseURL: string, credentials: Credentials): Promise<SessionRecord> {
  const token = await apiLogin(credentials);
  const { data: info } = await apiUserInfo(token.accessToken);
  const record = sessionRecordOf(token, info, Date.now());
  await setSessionCookie(context, baseURL, record);
  return record;
}

export async function sessionCookieOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "__session")?.value;
}
