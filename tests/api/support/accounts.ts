import { desc, eq } from "drizzle-orm";
import type { Database } from "../../../api/db/client";
import { mailOutbox } from "../../../api/db/schema";
import type { App } from "../../../api/server";

let ipCounter = 0;

/** A fresh documentation-range client address, so per-IP limits of one test do not leak into the next. */
export function freshIp() {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export async function post(app: App, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url, payload: payload as object, headers: { "x-forwarded-for": freshIp(), ...headers } });
}

export async function signIn(app: App, email: string, password: string, userType: "b2b" | "b2c") {
  const path = userType === "b2b" ? "/v1/identity/auth/login" : "/v1/identity/auth/login-email";
  const response = await post(app, path, { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { accessToken: string; refreshToken: string; expiresIn: number; refreshExpiresIn: number };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The newest mail in the outbox for an address, and the 6-digit code in it. */
export async function latestMail(db: Database, to: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return mail ? { ...mail, code: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? null } : null;
}
