import { and, eq, isNull, sql } from "drizzle-orm";
import type { TokenRecord } from "@contract/api/identity/schemas";
import type { UserType } from "@contract/limits";
import type { Database } from "../../db/client";
import { users, type User } from "../../db/schema";
import { AppError, TooManyRequests } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { hashPassword, passwordMatches } from "../../lib/passwords";
import { passwordChangedMail, resetCodeMail, signupCodeMail } from "../mail/templates";
import { assertNotLocked, clearFailures, limitPerAccount, recordFailure, spendAllowance, unlock } from "./abuse";
import { storefrontUrl } from "./links";
import {
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  checkCode,
  consumeLinkToken,
  findOpenLinkToken,
  issueCode,
  issueLinkToken,
  resendWaitSeconds,
  type CodeCheck,
} from "./otp";
import type { IdentityDeps } from "./settings";
import { issueTokens, revokeAllSignIns } from "./tokens";
import { adoptGuestOrders } from "../orders/adopt";

// Sign-up codes one e-mail may be sent in an hour, by resend-signup-otp and by signing in unverified alike.
const SIGNUP_RESENDS_PER_HOUR = 5;
const signupResendKey = (email: string) => `resend-signup:${email}`;

async function findUser(db: Database, email: string, userType: UserType) {
  return db.query.users.findFirst({ where: and(eq(users.email, email), eq(users.userType, userType)) });
}

/** What a sign-up or a resend answers, whether or not a code went out (so it never tells which addresses are registered). */
export const signupStarted = (email: string, userType: UserType, attempt: string) => ({
  email,
  otpExpiresIn: OTP_TTL_SECONDS,
  resendAvailableIn: OTP_RESEND_SECONDS,
  userType,
  attempt,
});

/**
 * Sends a sign-up code and an activation link in the user's language, both bound to this pending account (the sign-up
 * attempt): they verify it only, and die with it (docs/decisions/028-pending-sign-ups.md).
 */
export async function sendSignupCode({ db, mailer, settings }: IdentityDeps, user: User) {
  const attempt = { email: user.email, userType: user.userType, userId: user.id };
  const code = await issueCode(db, settings.JWT_SECRET, { ...attempt, purpose: "signup" });
  const token = await issueLinkToken(db, settings.JWT_SECRET, { ...attempt, purpose: "activation-link" });
  const locale = user.languageCode;
  const activationUrl = storefrontUrl(settings.STOREFRONT_URL, "accountActivation", locale, { token });
  await mailer.send(signupCodeMail({ to: user.email, name: user.firstName, code, activationUrl, locale, storeName: settings.STORE_NAME }));
  return signupStarted(user.email, user.userType, user.id);
}

/**
 * Sign-in. An unknown e-mail and a wrong password take the same path (a dummy hash is verified) and give the
 * same answer; failures count toward the account's lock whether or not the account exists.
 */
export async function signIn(
  deps: IdentityDeps,
  input: { email: string; password: string; userType: UserType },
  locale: ApiLocale,
): Promise<TokenRecord> {
  const { db, counters, settings } = deps;
  const account = `${input.userType}:${input.email}`;
  await limitPerAccount(counters, `login:${account}`, 20, 60, locale);
  await assertNotLocked(counters, account, locale);
  const user = await findUser(db, input.email, input.userType);
  const matches = await passwordMatches(user?.passwordHash ?? null, input.password);
  if (!user || !matches) {
    await recordFailure(counters, account, settings, locale);
    throw new AppError(401, text("identity.badCredentials", locale));
  }
  await clearFailures(counters, account);
  if (user.deactivatedAt) throw new AppError(403, text("userManagement.accountDeactivated", locale));
  if (!user.emailVerifiedAt) {
    const notVerified = await newCodeAtSignIn(deps, user, locale);
    // The password just matched: the caller may have this attempt's id, which its code is verified with.
    throw new AppError(403, notVerified, [
      { field: "emailVerification", message: notVerified },
      { field: "attempt", message: user.id },
    ]);
  }
  return issueTokens(db, user, settings);
}

/**
 * Signing in to an unverified account sends a new code when the resend limits allow one, and says so; otherwise
 * it says no new code was sent and when one may be asked for.
 */
async function newCodeAtSignIn(deps: IdentityDeps, user: User, locale: ApiLocale): Promise<string> {
  const wait =
    (await resendWaitSeconds(deps.db, user.email, "signup")) ||
    (await spendAllowance(deps.counters, signupResendKey(user.email), SIGNUP_RESENDS_PER_HOUR, 60 * 60));
  if (wait > 0) return text("identity.emailNotVerifiedNoNewCode", locale, { n: wait });
  await sendSignupCode(deps, user);
  return text("identity.emailNotVerified", locale);
}

/**
 * Turns a failed code check into its answer: 400 wrong (tries left), 410 expired, 429 used up (Retry-After: when a
 * new code may be asked for).
 */
async function throwForCheck(
  check: Exclude<CodeCheck, { result: "ok" }>,
  locale: ApiLocale,
  resendWait: () => Promise<number>,
): Promise<never> {
  if (check.result === "wrong") {
    const wrong = text("identity.codeWrong", locale, { n: check.remaining });
    throw new AppError(400, wrong, [{ field: "code", message: wrong }]);
  }
  if (check.result === "expired") throw new AppError(410, text("identity.codeExpired", locale));
  throw new TooManyRequests(text("identity.codeExhausted", locale), await resendWait());
}

/**
 * The e-mail proven for the sign-up attempt the code or link was issued for: that pending account, and no other, is
 * active, and a consumer's orders placed as a guest become theirs.
 */
async function activate(db: Database, attemptUserId: string) {
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, attemptUserId), isNull(users.emailVerifiedAt)))
    .returning();
  if (user) await adoptGuestOrders(db, user);
  return user;
}

export async function verifySignupCode(
  { db, counters, settings }: IdentityDeps,
  input: { email: string; code: string; attempt: string },
  locale: ApiLocale,
) {
  await limitPerAccount(counters, `verify-signup:${input.email}`, 10, 60, locale);
  const check = await checkCode(db, settings.JWT_SECRET, { ...input, userId: input.attempt, purpose: "signup" });
  if (check.result !== "ok") return throwForCheck(check, locale, () => resendWaitSeconds(db, input.email, "signup"));
  const user = check.userId ? await activate(db, check.userId) : undefined;
  if (!user) throw new AppError(410, text("identity.codeExpired", locale));
  return { userType: user.userType, email: user.email, token: await issueTokens(db, user, settings) };
}

/**
 * The activation link verifies its attempt only with the password typed in that attempt: the link reaches the
 * mailbox, which may not be the one who signed up (docs/decisions/028-pending-sign-ups.md). A wrong password leaves
 * the link unspent and counts toward the account's lock as a failed sign-in does, so the link is no password oracle.
 */
export async function confirmActivation(
  { db, counters, settings }: IdentityDeps,
  input: { token: string; password: string },
  locale: ApiLocale,
) {
  const invalid = () => new AppError(400, text("identity.activationInvalid", locale));
  const link = await findOpenLinkToken(db, settings.JWT_SECRET, "activation-link", input.token);
  const pending = link?.userId
    ? await db.query.users.findFirst({ where: and(eq(users.id, link.userId), isNull(users.emailVerifiedAt)) })
    : undefined;
  if (!pending) throw invalid();

  const account = `${pending.userType}:${pending.email}`;
  await limitPerAccount(counters, `login:${account}`, 20, 60, locale);
  await assertNotLocked(counters, account, locale);
  if (!(await passwordMatches(pending.passwordHash, input.password))) {
    await recordFailure(counters, account, settings, locale);
    const wrong = text("identity.activationPasswordWrong", locale);
    throw new AppError(400, wrong, [{ field: "password", message: wrong }]);
  }
  await clearFailures(counters, account);

  // Spent only now; a parallel confirmation may have spent it first.
  const spent = await consumeLinkToken(db, settings.JWT_SECRET, "activation-link", input.token);
  const user = spent?.userId === pending.id ? await activate(db, pending.id) : undefined;
  if (!user) throw invalid();
  return { userType: user.userType, email: user.email };
}

/** Same answer for an unknown, a verified and a pending e-mail; only the caller's attempt, while still pending, gets a code. */
export async function resendSignupCode(deps: IdentityDeps, { email, attempt }: { email: string; attempt: string }, locale: ApiLocale) {
  // A resend refused for coming too soon sends nothing, so it does not spend the hourly allowance.
  const wait = await resendWaitSeconds(deps.db, email, "signup");
  if (wait > 0) throw new TooManyRequests(text("identity.resendTooSoon", locale, { n: wait }), wait);
  await limitPerAccount(deps.counters, signupResendKey(email), SIGNUP_RESENDS_PER_HOUR, 60 * 60, locale);
  const pending = await deps.db.query.users.findFirst({
    where: and(eq(users.id, attempt), eq(users.email, email), isNull(users.emailVerifiedAt)),
  });
  if (pending) return sendSignupCode(deps, pending);
  return signupStarted(email, "b2c", attempt);
}

/**
 * Password reset, step 1. A code row is written for every e-mail (known or not) so the next steps behave the
 * same; only an existing account is mailed. One e-mail owns both its consumer and business accounts.
 */
export async function sendResetCode({ db, counters, mailer, settings }: IdentityDeps, email: string, locale: ApiLocale) {
  await limitPerAccount(counters, `reset:${email}`, 5, 60 * 60, locale);
  const wait = await resendWaitSeconds(db, email, "reset");
  if (wait > 0) throw new TooManyRequests(text("identity.resendTooSoon", locale, { n: wait }), wait);
  const code = await issueCode(db, settings.JWT_SECRET, { email, purpose: "reset", userType: null });
  const owner = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (owner)
    await mailer.send(
      resetCodeMail({
        to: { to: email, recipientProven: owner.emailVerifiedAt !== null },
        name: owner.firstName,
        code,
        locale: owner.languageCode,
        storeName: settings.STORE_NAME,
      }),
    );
  return { email, otpExpiresIn: OTP_TTL_SECONDS, resendAvailableIn: OTP_RESEND_SECONDS };
}

export async function verifyResetCode({ db, counters, settings }: IdentityDeps, input: { email: string; code: string }, locale: ApiLocale) {
  await limitPerAccount(counters, `verify-reset:${input.email}`, 10, 60, locale);
  const check = await checkCode(db, settings.JWT_SECRET, { ...input, purpose: "reset" });
  if (check.result !== "ok") return throwForCheck(check, locale, () => resendWaitSeconds(db, input.email, "reset"));
  return { resetToken: await issueLinkToken(db, settings.JWT_SECRET, { email: input.email, purpose: "reset-token", userType: null }) };
}

export async function resetPassword(
  { db, counters, mailer, revocations, settings }: IdentityDeps,
  input: { resetToken: string; password: string },
  locale: ApiLocale,
) {
  const link = await consumeLinkToken(db, settings.JWT_SECRET, "reset-token", input.resetToken);
  if (!link) throw new AppError(400, text("identity.resetTokenInvalid", locale));
  const passwordHash = await hashPassword(input.password);
  // Reading the code proved the mailbox: the e-mail counts as verified from now on.
  const changed = await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.email, link.email))
    .returning();
  await revokeAllSignIns(
    { db, revocations },
    changed.map((user) => user.id),
  );
  for (const user of changed) {
    await unlock(counters, `${user.userType}:${user.email}`);
    await mailer.send(
      passwordChangedMail({ to: user.email, name: user.firstName, locale: user.languageCode, storeName: settings.STORE_NAME }),
    );
  }
}
