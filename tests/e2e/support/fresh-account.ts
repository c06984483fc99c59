import type { BrowserContext } from "@playwright/test";
import type { SignupStarted, SignupVerified, TokenRecord } from "../../../contract/api/identity/schemas";
import type { OutboxPage } from "../../../contract/api/mail/schemas";
import { sessionRecordOf } from "../../../app/lib/auth/token-record";
import { mailedCode, uniqueEmail } from "./account-flows";
import { apiUrl, apiUserInfo, setSessionCookie } from "./session";

// Tests that change an account (settings, deletion requests, addresses) use a consumer of their own, made
// through the real API sign-up and its one-time code, so parallel tests never share what they change.

/**
 * Each new consumer signs up from an address of its own (TEST-NET-2, through the proxy header the API trusts from
 * loopback), as real buyers do: the suite's many sign-ups are not one client hitting the per-address limit, which
 * tests/api/identity-limits.test.ts checks.
 */
const clientAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

/** A signed-out API post from a new client address: a JSON body, or a multipart form as it is. */
export async function postAsNewClient<T>(route: string, body: unknown): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`${apiUrl()}/${route}`, {
    method: "POST",
    headers: { ...(form ? {} : { "Content-Type": "application/json" }), "Accept-Language": "en", "X-Forwarded-For": clientAddress() },
    body: form ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The text of the newest mail to an address, read from the API's development outbox. */
export async function newestMailText(email: string): Promise<string> {
  const response = await fetch(`${apiUrl()}/dev/outbox?email=${encodeURIComponent(email)}`);
  const { data } = (await response.json()) as { data: OutboxPage };
  return data.items[0]?.text ?? "";
}

/** The 6-digit code of the newest mail to an address. */
export async function newestCode(email: string): Promise<string> {
  const code = mailedCode(await newestMailText(email));
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export interface FreshConsumer {
  email: string;
  password: string;
  token: TokenRecord;
}

/** Signs up and verifies a new consumer at the API (the browser stays signed out). */
export async function freshConsumer(prefix: string, project: string): Promise<FreshConsumer> {
  const email = uniqueEmail(prefix, project);
  const password = "Fresh1234!";
  const { attempt } = await postAsNewClient<SignupStarted>("identity/auth/sign-up", {
    firstName: "Ece",
    lastName: "Test",
    email,
    password,
    isMembershipAgreementAccepted: true,
    isKvkkAccepted: true,
    languageCode: "en",
  });
  const verified = await postAsNewClient<SignupVerified>("identity/auth/verify-signup-otp", {
    email,
    attempt,
    code: await newestCode(email),
  });
  return { email, password, token: verified.token! };
}

/** Signs up and verifies a new consumer at the API, then signs the browser context in as them. */
export async function signInAsFreshConsumer(
  context: BrowserContext,
  baseURL: string,
  prefix: string,
  project: string,
): Promise<FreshConsumer> {
  const consumer = await freshConsumer(prefix, project);
  const { data: info } = await apiUserInfo(consumer.token.accessToken);
  await setSessionCookie(context, baseURL, sessionRecordOf(consumer.token, info, Date.now()));
  return consumer;
}

/**
 * An API call as a signed-in user (test setup only: what the page under test does goes through the page); `headers`
 * adds to the usual ones (an Idempotency-Key).
 */
export async function apiAs<T>(
  token: Pick<TokenRecord, "accessToken">,
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${apiUrl()}/${route}`, {
    method,
    headers: { "Content-Type": "application/json", "Accept-Language": "en", Authorization: `Bearer ${token.accessToken}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}
