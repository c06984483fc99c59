import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createCookieSessionStorage } from "@remix-run/node";
import type { BrowserContext } from "@playwright/test";
import type { StaffRole } from "../../../contract/api/back-office/permissions";
import type { StaffTokens } from "../../../contract/api/back-office/schemas";
import { totpCode } from "../../../api/modules/back-office/totp";
import { DEMO_STAFF } from "../../../api/seed/staff";
import { apiUrl } from "./session";

// The back office's staff in browser tests (docs/decisions/036-staff-accounts.md). Convention 15: a test that is not
// about the sign-in form signs in through the API and writes the staff cookie itself.

export { DEMO_STAFF };

const PERIOD_MS = 30_000;

/** Where the run's workers (each project has its own) note the last time step whose code each demo member used. */
const stepsFile = () => path.join(process.env.E2E_DATA_DIR ?? "", "staff-totp-steps.json");

/** Runs `work` holding the run's lock on the steps file: workers take codes one at a time. */
async function withStepsLock<T>(work: () => T): Promise<T> {
  const lock = `${stepsFile()}.lock`;
  for (;;) {
    try {
      closeSync(openSync(lock, "wx"));
      break;
    } catch {
      await sleep(20);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Claims the next unused time step of `role`: the current one, else the next (the API accepts one step either side
 * of now); null when both are spent.
 */
function claimStep(role: StaffRole): number | null {
  const file = stepsFile();
  const used = (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}) as Partial<Record<StaffRole, number>>;
  const current = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(current, (used[role] ?? 0) + 1);
  if (step > current + 1) return null;
  writeFileSync(file, JSON.stringify({ ...used, [role]: step }));
  return step;
}

/**
 * A TOTP code of the demo secret that no worker of this run has used (each code is accepted once): when the current
 * and the next step's are both spent, it waits for the clock to reach the next step.
 */
export async function freshStaffCode(role: StaffRole): Promise<string> {
  for (;;) {
    const step = await withStepsLock(() => claimStep(role));
    if (step !== null) return totpCode(DEMO_STAFF.totpSecret, step * PERIOD_MS);
    await sleep(PERIOD_MS - (Date.now() % PERIOD_MS) + 50);
  }
}

async function post<T>(route: string, body: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${apiUrl()}/${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": "en" },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

/**
 * The demo staff member of `role` signed in through the API: password, then a fresh TOTP code. Another worker may
 * have used the same code a moment before: the next one is tried.
 */
async function signInThroughApi(role: StaffRole): Promise<StaffTokens> {
  const email = DEMO_STAFF.emailOf(role);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const challenge = await post<{ challengeToken: string }>("back-office/auth/sign-in", { email, password: DEMO_STAFF.password });
    if (challenge.status !== 200) throw new Error(`staff sign-in of ${email} answered ${challenge.status}`);
    const tokens = await post<StaffTokens>("back-office/auth/verify", {
      challengeToken: challenge.data.challengeToken,
      code: await freshStaffCode(role),
    });
    if (tokens.status === 200) return tokens.data;
  }
  throw new Error(`staff sign-in of ${email}: no code was accepted`);
}

/** This worker's sign-in of each role, renewed well before its 15-minute access token ends. */
const workerSignIns = new Map<StaffRole, { tokens: Promise<StaffTokens>; at: number }>();
const RENEW_MS = 10 * 60_000;

/**
 * The demo staff member of `role`, signed in once per worker and role: each sign-in spends one of the two TOTP codes
 * a role has per 30 seconds, so signing in for every test made tests wait for the clock. No test ends this session
 * (the sign-out test signs in through the form), and none outlives the five minutes left on its access token.
 */
export function staffTokens(role: StaffRole): Promise<StaffTokens> {
  const kept = workerSignIns.get(role);
  if (kept && Date.now() - kept.at < RENEW_MS) return kept.tokens;
  const signIn = { tokens: signInThroughApi(role), at: Date.now() };
  workerSignIns.set(role, signIn);
  signIn.tokens.catch(() => workerSignIns.get(role) === signIn && workerSignIns.delete(role));
  return signIn.tokens;
}

function sessionSecret(): string {
  const file = path.join(process.env.E2E_DATA_DIR ?? "", "secrets.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { SESSION_SECRET: string }).SESSION_SECRET;
}

/** Signs a browser context in as the demo staff member of `role`: the storefront's `__staff` cookie, signed as it signs it. */
export async function signInAsStaff(context: BrowserContext, baseURL: string, role: StaffRole): Promise<StaffTokens> {
  const tokens = await staffTokens(role);
  const storage = createCookieSessionStorage({
    cookie: { name: "__staff", secrets: [sessionSecret()], path: "/", sameSite: "lax", httpOnly: true },
  });
  const session = await storage.getSession();
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
  const header = await storage.commitSession(session);
  const value = header.slice("__staff=".length, header.indexOf(";"));
  await context.addCookies([{ name: "__staff", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return tokens;
}
