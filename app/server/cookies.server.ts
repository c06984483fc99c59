import { randomUUID } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { secureCookies } from "./env.server";

const DAY = 60 * 60 * 24;

/** The guest's id (anonymous-customer-id, a GUID): it keys the guest cart and guest forms. */
export const guestIdCookie = createCookie("anonymous-customer-id", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 30 * DAY });

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function readGuestId(request: Request): Promise<string | null> {
  const value = await guestIdCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && GUID.test(value) ? value : null;
}

/** The guest id, creating one when the visitor has none; `setCookie` is set only when it is new. */
export async function ensureGuestId(request: Request): Promise<{ guestId: string; setCookie: string | null }> {
  const existing = await readGuestId(request);
  if (existing) return { guestId: existing, setCookie: null };
  const guestId = randomUUID();
  return { guestId, setCookie: await guestIdCookie.serialize(guestId, { secure: secureCookies() }) };
}

/**
 * The request as the API client should see it once the visitor has a guest id: a new id's cookie is added to the
 * request's cookies (the client forwards the guest id from them) and returned for the response.
 */
export async function requestWithGuestId(request: Request): Promise<{ request: Request; setCookie: string | null }> {
  const { setCookie } = await ensureGuestId(request);
  if (!setCookie) return { request, setCookie };
  const headers = new Headers(request.headers);
  headers.set("Cookie", [request.headers.get("Cookie"), setCookie.split(";")[0]].filter(Boolean).join("; "));
  return { request: new Request(request.url, { headers, signal: request.signal }), setCookie };
}

/** Set at sign-out for 10 s so that requests still in flight do not refresh the old tokens (docs/spec.md §4). */
export const skipTokenRefreshCookie = createCookie("skip-token-refresh", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 10 });

export async function isTokenRefreshSkipped(request: Request): Promise<boolean> {
  if (request.headers.get("x-bypass-token-refresh") === "true") return true;
  return (await skipTokenRefreshCookie.parse(request.headers.get("Cookie"))) === "true";
}
