import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import type { Toast } from "~/lib/toast";
import { env, secureCookies } from "./env.server";

const FLASH_KEY = "toast";

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  return createCookieSessionStorage({
    cookie: {
      name: "toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: secureCookies(),
      secrets: env()
        .SESSION_SECRET.split(",")
        .map((secret) => secret.trim()),
    },
  });
}

const toastStorage = () => (storage ??= createStorage());

export async function toastCookie(toast: Omit<Toast, "id">): Promise<string> {
  const session = await toastStorage().getSession();
  session.flash(FLASH_KEY, { id: randomUUID(), ...toast });
  return toastStorage().commitSession(session);
}

/** Post/redirect/get with a message for the next page. */
export async function redirectWithToast(url: string, toast: Omit<Toast, "id">, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(url, { status: 303, ...init, headers });
}

/** Reads the message once: the returned cookie clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const toast = (session.get(FLASH_KEY) as Toast | undefined) ?? null;
  return { toast, setCookie: toast ? await toastStorage().destroySession(session) : null };
}
