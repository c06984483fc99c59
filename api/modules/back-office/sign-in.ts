import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { StaffTokens } from "@contract/api/back-office/schemas";
import { staffMembers } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { passwordMatches } from "../../lib/passwords";
import { assertNotLocked, clearFailures, limitPerAccount, recordFailure } from "../identity/abuse";
import type { IdentityDeps } from "../identity/settings";
import { startStaffSession } from "./sessions";
import { totpStep } from "./totp";
import { openTotpSecret, sealTotpSecret, totpKeyOf } from "./totp-secret";

/** The password step's proof, good for five minutes, only at the code step (it has no `sid`: no operation accepts it). */
const CHALLENGE_TYPE = "staff-challenge";
const CHALLENGE_SECONDS = 5 * 60;

/** Both steps count failures toward one lock per e-mail, as the customers' sign-in does (identity/abuse.ts). */
const lockAccount = (email: string) => `staff:${email.toLowerCase()}`;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * The password step. An unknown e-mail and a wrong password take the same path and answer; a deactivated member
 * learns so only after the right password.
 */
export async function checkStaffPassword(deps: IdentityDeps, input: { email: string; password: string }, locale: ApiLocale) {
  const { db, counters, settings } = deps;
  const account = lockAccount(input.email);
  await limitPerAccount(counters, `login:${account}`, 20, 60, locale);
  await assertNotLocked(counters, account, locale);
  const [member] = await db
    .select({ id: staffMembers.id, email: staffMembers.email, passwordHash: staffMembers.passwordHash, active: staffMembers.active })
    .from(staffMembers)
    .where(sql`lower(${staffMembers.email}) = ${input.email.toLowerCase()}`);
  if (!member || !(await passwordMatches(member?.passwordHash ?? null, input.password))) {
    await recordFailure(counters, account, settings, locale);
    throw new AppError(401, text("backOffice.badCredentials", locale));
  }
  if (!member.active) throw new AppError(403, text("backOffice.inactive", locale));
  const challengeToken = await new SignJWT({ typ: CHALLENGE_TYPE, email: member.email })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(member.id)
    .setIssuedAt()
    .setExpirationTime(`${CHALLENGE_SECONDS}s`)
    .sign(keyOf(settings.JWT_SECRET));
  return { challengeToken, expiresIn: CHALLENGE_SECONDS };
}

async function challengeOf(token: string, secret: string, locale: ApiLocale) {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ["HS256"] });
    if (payload.typ === CHALLENGE_TYPE && typeof payload.sub === "string" && typeof payload.email === "string")
      return { staffId: payload.sub, email: payload.email };
  } catch {
    // An expired or forged challenge: the answer below.
  }
  throw new AppError(401, text("backOffice.challengeInvalid", locale));
}

/**
 * The code step: a valid TOTP code of a time step later than the last one accepted. The step is claimed in one
 * UPDATE, so a code replayed (in its window, or by a concurrent request) finds it taken and is refused like a wrong one.
 */
export async function verifyStaffCode(
  deps: IdentityDeps,
  input: { challengeToken: string; code: string },
  locale: ApiLocale,
): Promise<StaffTokens> {
  const { db, counters, settings } = deps;
  const challenge = await challengeOf(input.challengeToken, settings.JWT_SECRET, locale);
  const account = lockAccount(challenge.email);
  await limitPerAccount(counters, `staff-code:${account}`, 20, 60, locale);
  await assertNotLocked(counters, account, locale);
  const [member] = await db
    .select({ totpSecret: staffMembers.totpSecret, active: staffMembers.active })
    .from(staffMembers)
    .where(eq(staffMembers.id, challenge.staffId));
  if (!member?.active) throw new AppError(401, text("backOffice.challengeInvalid", locale));
  const key = totpKeyOf(settings);
  const { secret, plain } = openTotpSecret(member.totpSecret, key, challenge.staffId);
  const step = totpStep(secret, input.code);
  // A secret still plain (seeded or migrated) is sealed by the update that accepts its code.
  const sealed = plain ? { totpSecret: sealTotpSecret(secret, key, challenge.staffId) } : {};
  const claimed =
    step !== null &&
    (
      await db
        .update(staffMembers)
        .set({ totpLastStep: step, lastSignInAt: new Date(), ...sealed })
        .where(and(eq(staffMembers.id, challenge.staffId), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
        .returning({ id: staffMembers.id })
    ).length > 0;
  if (!claimed) {
    await recordFailure(counters, account, settings, locale);
    const wrong = text("backOffice.codeWrong", locale);
    throw new AppError(401, wrong, [{ field: "code", message: wrong }]);
  }
  await clearFailures(counters, account);
  return startStaffSession({ db, secret: settings.JWT_SECRET }, challenge.staffId);
}
