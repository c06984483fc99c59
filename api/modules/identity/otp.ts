import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { oneTimeCodes } from "../../db/schema";
import { hashesEqual, keyedHash, randomToken, sixDigitCode } from "./secrets";

export const OTP_TTL_SECONDS = 180;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SECONDS = 60;
const LINK_TTL_SECONDS = 24 * 60 * 60;
const RESET_TOKEN_TTL_SECONDS = 10 * 60;
/** An invitation waits for the invited user for a week. */
const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

type LinkPurpose = "activation-link" | "reset-token" | "invitation";
const LINK_TTLS: Record<LinkPurpose, number> = {
  "activation-link": LINK_TTL_SECONDS,
  "reset-token": RESET_TOKEN_TTL_SECONDS,
  invitation: INVITATION_TTL_SECONDS,
};

type CodePurpose = "signup" | "reset";
type UserType = "b2b" | "b2c";

const codeHash = (secret: string, purpose: string, email: string, code: string) => keyedHash(secret, `${purpose}:${email}:${code}`);

/** Seconds until another code of this purpose may be sent to the e-mail. */
export async function resendWaitSeconds(db: Database, email: string, purpose: CodePurpose): Promise<number> {
  const [latest] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest) return 0;
  const elapsed = (Date.now() - latest.createdAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(OTP_RESEND_SECONDS - elapsed));
}

/** A new 6-digit code, for a sign-up attempt when `userId` is given; earlier open codes of the same purpose stop working. */
export async function issueCode(
  db: Database,
  secret: string,
  input: { email: string; purpose: CodePurpose; userType: UserType | null; userId?: string },
) {
  const code = sixDigitCode();
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.email, input.email), eq(oneTimeCodes.purpose, input.purpose), isNull(oneTimeCodes.consumedAt)));
  await db.insert(oneTimeCodes).values({
    email: input.email,
    userType: input.userType,
    userId: input.userId ?? null,
    purpose: input.purpose,
    codeHash: codeHash(secret, input.purpose, input.email, code),
    expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
  });
  return code;
}

export type CodeCheck =
  | { result: "ok"; userType: UserType | null; userId: string | null }
  | { result: "wrong"; remaining: number }
  | { result: "expired" }
  | { result: "exhausted" };

/**
 * Checks a code against the latest open one (of the sign-up attempt `userId`, when given). Every check counts as a try, counted in one UPDATE so parallel
 * guesses cannot share a try; after the 5th the code is dead even if right.
 */
export async function checkCode(
  db: Database,
  secret: string,
  input: { email: string; purpose: CodePurpose; code: string; userId?: string },
): Promise<CodeCheck> {
  const [open] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, input.email),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.consumedAt),
        input.userId ? eq(oneTimeCodes.userId, input.userId) : undefined,
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!open || open.expiresAt <= new Date()) return { result: "expired" };

  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, open.id))
    .returning({ attempts: oneTimeCodes.attempts });
  if (counted.attempts > OTP_MAX_TRIES) return { result: "exhausted" };
  if (!hashesEqual(open.codeHash, codeHash(secret, input.purpose, input.email, input.code))) {
    const remaining = OTP_MAX_TRIES - counted.attempts;
    return remaining > 0 ? { result: "wrong", remaining } : { result: "exhausted" };
  }
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, open.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return consumed ? { result: "ok", userType: open.userType, userId: open.userId } : { result: "expired" };
}

/** An opaque single-use token (activation link, reset step, invitation) stored hashed; returns the token to hand out. */
export async function issueLinkToken(
  db: Database,
  secret: string,
  input: { email: string; purpose: LinkPurpose; userType: UserType | null; userId?: string },
) {
  const token = randomToken();
  const ttl = LINK_TTLS[input.purpose];
  await db.insert(oneTimeCodes).values({
    email: input.email,
    userType: input.userType,
    userId: input.userId ?? null,
    purpose: input.purpose,
    codeHash: keyedHash(secret, `${input.purpose}:${token}`),
    expiresAt: new Date(Date.now() + ttl * 1000),
  });
  return token;
}

/** What a link token tells: whose it is. */
const linkTokenColumns = { email: oneTimeCodes.email, userType: oneTimeCodes.userType, userId: oneTimeCodes.userId };

/** The row of an open (unused, unexpired) link token. */
const openLinkToken = (secret: string, purpose: LinkPurpose, token: string) =>
  and(
    eq(oneTimeCodes.codeHash, keyedHash(secret, `${purpose}:${token}`)),
    eq(oneTimeCodes.purpose, purpose),
    isNull(oneTimeCodes.consumedAt),
    sql`${oneTimeCodes.expiresAt} > now()`,
  );

/** The open (unused, unexpired) link token's row, without spending it; null when unknown, used or expired. */
export async function findOpenLinkToken(db: Database, secret: string, purpose: LinkPurpose, token: string) {
  const [row] = await db
    .select(linkTokenColumns)
    .from(oneTimeCodes)
    .where(openLinkToken(secret, purpose, token))
    .limit(1);
  return row ?? null;
}

/** Spends a link token once; null when unknown, used or expired. */
export async function consumeLinkToken(db: Database, secret: string, purpose: LinkPurpose, token: string) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(openLinkToken(secret, purpose, token))
    .returning(linkTokenColumns);
  return row ?? null;
}
