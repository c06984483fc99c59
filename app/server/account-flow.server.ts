import { createCookie } from "@remix-run/node";
import type { UserType } from "~/lib/account-types";
import { env, secureCookies } from "./env.server";

/**
 * Which e-mail a sign-up or password reset is about, between its steps (code, new password). Signed, so it
 * cannot be changed; it holds no secret but the reset token the user has just earned with a code.
 */
export interface AccountFlow {
  purpose: "signup" | "reset";
  email: string;
  userType?: UserType;
  resetToken?: string;
}

const flowCookie = () =>
  createCookie("account-flow", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    maxAge: 30 * 60,
    secrets: env().SESSION_SECRET.split(",").map((secret) => secret.trim()),
  });

export async function readAccountFlow(request: Request, purpose: AccountFlow["purpose"]): Promise<AccountFlow | null> {
  const value = (await flowCookie().parse(request.headers.get("Cookie"))) as AccountFlow | null;
  return value && value.purpose === purpose && typeof value.email === "string" ? value : null;
}

export function writeAccountFlow(flow: AccountFlow): Promise<string> {
  return flowCookie().serialize(flow, { secure: secureCookies() });
}

export function clearAccountFlow(): Promise<string> {
  return flowCookie().serialize("", { maxAge: 0, secure: secureCookies() });
}
