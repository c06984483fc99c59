import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { eq } from "drizzle-orm";
import { jwtVerify, type JWTPayload } from "jose";
import type { Database } from "../db/client";
import { rolePermissions, users } from "../db/schema";
import { AppError } from "../lib/errors";
import type { SignInRevocations } from "../lib/revocations";
import { requestLocale } from "../lib/locale";
import { message, text } from "../lib/messages";
import { currentStaff, STAFF_TOKEN_TYPE, type StaffIdentity } from "../modules/back-office/staff-identity";
import { permissionText } from "../modules/identity/permission-texts";
import type { Permission } from "../modules/identity/permissions";

/** Who is calling, as the access token says; every query is scoped by it, never by ids in the path. */
export interface Identity {
  userId: string;
  userType: "b2b" | "b2c";
  companyId: string | null;
  /** The permissions of a business user's role as it is now (none for consumers). */
  permissions: string[];
}

declare module "fastify" {
  interface FastifyRequest {
    identity: Identity | null;
    /** The staff member of a staff token (never a customer's `identity`). */
    staff: StaffIdentity | null;
  }
}

/**
 * A business user's company and permissions as the database holds them now, not as the token said when it was
 * issued: a role changed or a user deactivated by the company's administrator counts from the very next request
 * (docs/decisions/027-business-accounts.md). Null for a user deleted or deactivated.
 */
async function currentBusinessAccess(db: Database, userId: string): Promise<Pick<Identity, "companyId" | "permissions"> | null> {
  const rows = await db
    .select({ companyId: users.companyId, deactivatedAt: users.deactivatedAt, permission: rolePermissions.permission })
    .from(users)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, users.roleId))
    .where(eq(users.id, userId));
  if (!rows.length || rows[0].deactivatedAt) return null;
  const permissions = rows.flatMap((row) => (row.permission ? [row.permission] : [])).sort();
  return { companyId: rows[0].companyId, permissions };
}

/**
 * The claims of a valid access token whose sign-in has not ended. A token without a sign-in id (`sid`, from before
 * sign-ins were revocable) counts as invalid: the storefront's refresh on the 401 replaces it with one that has it
 * (docs/decisions/009-sign-in-revocation.md).
 */
async function readToken(request: FastifyRequest, key: Uint8Array, revocations: SignInRevocations): Promise<JWTPayload | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  let payload;
  try {
    ({ payload } = await jwtVerify(header.slice(7), key, { algorithms: ["HS256"] }));
  } catch {
    return null;
  }
  if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
  if (await revocations.isRevoked(payload.sid)) return null;
  return payload;
}

/** The customer a token's claims name (a staff token names none: docs/decisions/036-staff-accounts.md). */
async function customerOf(payload: JWTPayload & { sub: string }, db: Database): Promise<Identity | null> {
  if (payload.typ === STAFF_TOKEN_TYPE) return null;
  if (payload.typ !== "b2b") return { userId: payload.sub, userType: "b2c", companyId: null, permissions: [] };
  const access = await currentBusinessAccess(db, payload.sub);
  return access && { userId: payload.sub, userType: "b2b", ...access };
}

async function authPlugin(app: FastifyInstance, options: { jwtSecret: string }) {
  const key = new TextEncoder().encode(options.jwtSecret);
  app.decorateRequest("identity", null);
  app.decorateRequest("staff", null);
  app.addHook("onRequest", async (request) => {
    const payload = await readToken(request, key, app.revocations);
    if (!payload?.sub) return;
    const claims = payload as JWTPayload & { sub: string };
    request.identity = await customerOf(claims, app.db);
    if (claims.typ === STAFF_TOKEN_TYPE) request.staff = await currentStaff(app.db, claims.sub, String(claims.sid));
  });
}

/** A missing or invalid token answers 401 (the storefront then refreshes once); a staff token is no customer's: 403. */
async function requireUser(request: FastifyRequest) {
  if (request.staff) throw new AppError(403, text("backOffice.staffNotCustomer", requestLocale(request)));
  if (!request.identity) throw new AppError(401, message("unauthorized", requestLocale(request)));
}

/** Marks a scope whose every route needs a signed-in caller (lib/route.ts refuses a signed-in operation elsewhere). */
export const SIGNED_IN_SCOPE = "signedInScope";

/**
 * Makes an encapsulated scope signed-in only: one hook refuses an anonymous call before its body is even read,
 * for every route registered in it: `await app.register(async (scope) => { guardSignedIn(scope); route(scope, …) })`.
 */
export function guardSignedIn(scope: FastifyInstance) {
  scope.decorate(SIGNED_IN_SCOPE, true);
  scope.addHook("onRequest", requireUser);
}

/** The identity of a route guarded by `requireUser`. */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new AppError(401, message("unauthorized", requestLocale(request)));
  return request.identity;
}

/** A route hook for one user type only: the other type answers 403, no token 401. */
export function requireUserType(userType: Identity["userType"]) {
  return async (request: FastifyRequest) => {
    const identity = identityOf(request);
    if (identity.userType !== userType || (userType === "b2b" && !identity.companyId)) {
      throw new AppError(403, message("forbidden", requestLocale(request)));
    }
  };
}

/**
 * A route hook for an operation guarded by one permission of a business role: a business caller whose role lacks it
 * answers 403. `forBusinessOnly` (an operation of access b2b) refuses consumers too; otherwise (access user, like
 * the checkout) a consumer, who has no role, passes.
 */
export function requirePermission(permission: Permission, forBusinessOnly: boolean) {
  const businessOnly = requireUserType("b2b");
  return async (request: FastifyRequest) => {
    if (forBusinessOnly) await businessOnly(request);
    const identity = identityOf(request);
    if (identity.userType === "b2b" && !identity.permissions.includes(permission)) {
      const locale = requestLocale(request);
      throw new AppError(403, text("errors.missingPermission", locale, { permission: permissionText(permission, locale).name }));
    }
  };
}

export default fp(authPlugin, { name: "auth", dependencies: ["db", "revocations"] });
