import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { SignJWT } from "jose";
import type { TokenRecord } from "@contract/api/identity/schemas";
import type { AccountsConfig } from "../../config";
import type { Database } from "../../db/client";
import { refreshTokens, rolePermissions, type User } from "../../db/schema";
import type { SignInRevocations } from "../../lib/revocations";
import { keyedHash, randomToken } from "./secrets";

export interface TokenSettings extends Pick<
  AccountsConfig,
  "ACCESS_TOKEN_TTL_SECONDS" | "REFRESH_TOKEN_TTL_SECONDS" | "REFRESH_TOKEN_REUSE_GRACE_SECONDS"
> {
  JWT_SECRET: string;
}

/** The permissions of a business user's role; consumers hold none. */
export async function permissionsOf(db: Database, user: Pick<User, "userType" | "roleId">): Promise<string[]> {
  if (user.userType !== "b2b" || !user.roleId) return [];
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, user.roleId));
  return rows.map((row) => row.permission).sort();
}

/** What ends sign-ins: the refresh tokens in the database and the access tokens' revocation list. */
export interface SignIns {
  db: Database;
  revocations: SignInRevocations;
}

/** `sid` names the sign-in (the refresh-token family), so ending it refuses the token at once (api/plugins/auth.ts). */
async function signAccessToken(user: User, permissions: string[], familyId: string, settings: TokenSettings) {
  return new SignJWT({ typ: user.userType, cid: user.companyId ?? undefined, permissions, sid: familyId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${settings.ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(new TextEncoder().encode(settings.JWT_SECRET));
}

/** A new access token and a new refresh token of the sign-in `familyId` (a new sign-in when omitted). */
export async function issueTokens(
  db: Database,
  user: User,
  settings: TokenSettings,
  familyId: string = randomUUID(),
): Promise<TokenRecord> {
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: keyedHash(settings.JWT_SECRET, refreshToken),
    expiresAt: new Date(Date.now() + settings.REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return {
    accessToken: await signAccessToken(user, await permissionsOf(db, user), familyId, settings),
    refreshToken,
    expiresIn: settings.ACCESS_TOKEN_TTL_SECONDS,
    refreshExpiresIn: settings.REFRESH_TOKEN_TTL_SECONDS,
    tokenType: "Bearer",
    userType: user.userType,
  };
}

async function revokeFamily({ db, revocations }: SignIns, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await revocations.revoke([familyId]);
}

type RefreshTokenRow = typeof refreshTokens.$inferSelect;

const isLive = (token: RefreshTokenRow) => !token.revokedAt && token.expiresAt > new Date();

function usedWithinReuseGrace(usedAt: Date, settings: TokenSettings) {
  const graceMs = settings.REFRESH_TOKEN_REUSE_GRACE_SECONDS * 1000;
  return graceMs > 0 && Date.now() - usedAt.getTime() < graceMs;
}

/** Flips usedAt from null; only one caller can, so only one caller gets true. */
async function markUsed(db: Database, tokenId: string): Promise<boolean> {
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.id, tokenId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: refreshTokens.id });
  return spent.length > 0;
}

/**
 * Spends a refresh token: it is marked used and a new pair of the same family is issued. Presented again within
 * REFRESH_TOKEN_REUSE_GRACE_SECONDS of its first use, it gets another pair of the family: several storefront
 * processes refreshing one sign-in at once all present the same token. The price: a stolen copy replayed within
 * the window goes undetected. A later reuse (a copy replayed after rotation) revokes the whole family: both
 * holders must sign in again.
 */
export async function rotateRefreshToken(signIns: SignIns, refreshToken: string, settings: TokenSettings): Promise<TokenRecord | null> {
  const { db } = signIns;
  const tokenHash = keyedHash(settings.JWT_SECRET, refreshToken);
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row || !isLive(row)) return null;

  const spentBefore = row.usedAt !== null || !(await markUsed(db, row.id));
  if (spentBefore) {
    // Spent earlier or by a concurrent caller just now: the row's usedAt tells a sibling refresh from a replay.
    const [spent] = row.usedAt ? [row] : await db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id));
    if (!spent?.usedAt || !isLive(spent)) return null;
    if (!usedWithinReuseGrace(spent.usedAt, settings)) {
      await revokeFamily(signIns, row.familyId);
      return null;
    }
  }
  const user = await db.query.users.findFirst({ where: (users, { eq: equals }) => equals(users.id, row.userId) });
  if (!user) return null;
  return issueTokens(db, user, settings, row.familyId);
}

/** Sign-out: the sign-in the refresh token belongs to ends, whichever of its tokens is presented. */
export async function revokeSignIn(signIns: SignIns, refreshToken: string, secret: string) {
  const [row] = await signIns.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, keyedHash(secret, refreshToken)));
  if (row) await revokeFamily(signIns, row.familyId);
}

/**
 * After a password change or reset every sign-in of the user ends, each by its id: a sign-in made right after,
 * even within the same second (a token's `iat` has one-second steps), is a new one and keeps working.
 */
export async function revokeAllSignIns({ db, revocations }: SignIns, userIds: string[]) {
  if (userIds.length === 0) return;
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(refreshTokens.userId, userIds), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  await revocations.revoke([...new Set(revoked.map((row) => row.familyId))]);
}
