import { createCookie, data } from "@remix-run/node";
import type { UserType } from "@contract/limits";
import { ApiError, type RouteArgs } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { env, secureCookies } from "~/server/env.server";

/**
 * Which e-mail a sign-up or password reset is about, between its steps (code, new password). Signed, so it
 * cannot be changed; it holds no secret but the reset token the user has just earned with a code.
 */
export interface AccountFlow {
  purpose: "signup" | "reset";
  email: string;
  userType?: UserType;
  /** The sign-up attempt the API answered: the code page verifies and resends with it (docs/decisions/028-pending-sign-ups.md). */
  attempt?: string;
  resetToken?: string;
  /** Where a sign-up goes once verified instead of the welcome page: a local path the sign-up page was given. */
  redirectTo?: string;
}

const flowCookie = () =>
  createCookie("account-flow", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    maxAge: 30 * 60,
    secrets: env()
      .SESSION_SECRET.split(",")
      .map((secret) => secret.trim()),
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

/** How the API refuses a one-time code: wrong (400, with the tries left) or expired (410). */
const CODE_REFUSALS = new Set([400, 410]);

/**
 * A failed code step, said next to the code field (the person's next move is there: type the code again or ask for
 * a new one): a wrong or expired code as a 400; any other failure as every form's (formFailure), its message moved
 * to the code field. A 429 keeps the API's reason (a code used up: ask for a new one) before when to try again.
 */
export async function codeFailure<T>(args: RouteArgs, error: unknown, reply: (options: { fieldErrors?: Record<string, string[]> }) => T) {
  if (error instanceof ApiError && CODE_REFUSALS.has(error.status)) {
    return data(reply({ fieldErrors: { code: [error.errors[0]?.message ?? error.message] } }), { status: 400 });
  }
  const reason = error instanceof ApiError && error.status === 429 && error.message ? [error.message] : [];
  return formFailure(args, error, ({ formErrors = [], fieldErrors }) =>
    reply({ fieldErrors: formErrors.length > 0 ? { code: [...new Set([...reason, ...formErrors])] } : fieldErrors }),
  );
}
