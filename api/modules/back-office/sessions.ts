import { and, eq, gt, isNull, or } from "drizzle-orm";
import { SignJWT } from "jose";
import type { StaffTokens } from "@contract/api/back-office/schemas";
import type { Database } from "../../db/client";
import { staffSessions } from "../../db/schema";
import { keyedHash, randomToken } from "../identity/secrets";
import { STAFF_TOKEN_TYPE } from "./staff-identity";

/**
 * How long a staff sign-in lasts (docs/decisions/036-staff-accounts.md): an access token 15 minutes; a refresh is
 * refused more than 30 minutes after the previous one (a back office left alone signs out) and 8 hours after the
 * sign-in (a working day), whatever happens.
 */
export const STAFF_SESSION = { accessSeconds: 15 * 60, idleSeconds: 30 * 60, maxSeconds: 8 * 60 * 60 } as const;

export interface StaffSignIns {
  db: Database;
  secret: string;
}

const signAccessToken = (staffId: string, sessionId: string, secret: string) =>
  new SignJWT({ typ: STAFF_TOKEN_TYPE, sid: sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(staffId)
    .setIssuedAt()
    .setExpirationTime(`${STAFF_SESSION.accessSeconds}s`)
    .sign(new TextEncoder().encode(secret));

async function tokensOf(staffId: string, sessionId: string, refreshToken: string, expiresAt: Date, secret: string): Promise<StaffTokens> {
  return {
    accessToken: await signAccessToken(staffId, sessionId, secret),
    refreshToken,
    expiresIn: STAFF_SESSION.accessSeconds,
    sessionExpiresIn: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
    tokenType: "Bearer",
  };
}

/** A new staff sign-in and its first tokens. */
export async function startStaffSession({ db, secret }: StaffSignIns, staffId: string): Promise<StaffTokens> {
  const refreshToken = randomToken();
  const expiresAt = new Date(Date.now() + STAFF_SESSION.maxSeconds * 1000);
  const [session] = await db
    .insert(staffSessions)
    .values({ staffId, tokenHash: keyedHash(secret, refreshToken), expiresAt })
    .returning({ id: staffSessions.id });
  return tokensOf(staffId, session.id, refreshToken, expiresAt, secret);
}

/** Its access tokens are refused from the next request: the auth plugin reads the sign-in with the staff member. */
async function endSession({ db }: StaffSignIns, sessionId: string) {
  await db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.id, sessionId));
}

/**
 * Spends a refresh token for a new pair of the same sign-in; null when the sign-in has ended, was left idle, or the
 * token is not its current one. The token before the current one, presented again, is a copy replayed after its
 * rotation: the sign-in ends for both holders. (Staff sign in from one storefront session, so the customers'
 * grace for concurrent refreshes is not needed here.)
 */
export async function rotateStaffSession(signIns: StaffSignIns, refreshToken: string): Promise<StaffTokens | null> {
  const { db, secret } = signIns;
  const hash = keyedHash(secret, refreshToken);
  const now = new Date();
  const next = randomToken();
  const [rotated] = await db
    .update(staffSessions)
    .set({ tokenHash: keyedHash(secret, next), previousTokenHash: hash, refreshedAt: now })
    .where(
      and(
        eq(staffSessions.tokenHash, hash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.refreshedAt, new Date(now.getTime() - STAFF_SESSION.idleSeconds * 1000)),
      ),
    )
    .returning({ id: staffSessions.id, staffId: staffSessions.staffId, expiresAt: staffSessions.expiresAt });
  if (rotated) return tokensOf(rotated.staffId, rotated.id, next, rotated.expiresAt, secret);
  const [replayed] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(and(eq(staffSessions.previousTokenHash, hash), isNull(staffSessions.revokedAt)));
  if (replayed) await endSession(signIns, replayed.id);
  return null;
}

/** Sign-out: the sign-in of the refresh token (its current or previous one) ends, its access tokens at once. */
export async function endStaffSession(signIns: StaffSignIns, refreshToken: string) {
  const hash = keyedHash(signIns.secret, refreshToken);
  const [session] = await signIns.db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(or(eq(staffSessions.tokenHash, hash), eq(staffSessions.previousTokenHash, hash)));
  if (session) await endSession(signIns, session.id);
}
