import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { jwtVerify } from "jose";
import { AppError } from "../lib/errors";
import type { SignInRevocations } from "../lib/revocations";
import { requestLocale } from "../lib/locale";
import { message } from "../lib/messages";

/** Who is calling, as the access token says; every query is scoped by it, never by ids in the path. */
export interface Identity {
  userId: string;
  userType: "b2b" | "b2c";
  companyId: string | null;
  /** The permissions of a business user's role (none for consumers). */
  permissions: string[];
}

declare module "fastify" {
  interface FastifyRequest {
    identity: Identity | null;
  }
}

/**
 * The caller of a valid access token whose sign-in has not ended. A token without a sign-in id (`sid`, from
 * before sign-ins were revocable) counts as invalid: the storefront's refresh on the 401 replaces it with one that
 * has it (docs/decisions/009-sign-in-revocation.md).
 */
async function readIdentity(request: FastifyRequest, key: Uint8Array, revocations: SignInRevocations): Promise<Identity | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  try {
    const { payload } = await jwtVerify(header.slice(7), key, { algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    if (await revocations.isRevoked(payload.sid)) return null;
    return {
      userId: payload.sub,
      userType: payload.typ === "b2b" ? "b2b" : "b2c",
      companyId: typeof payload.cid === "string" ? payload.cid : null,
      permissions: Array.isArray(payload.permissions)
        ? payload.permissions.filter((permission): permission is string => typeof permission === "string")
        : [],
    };
  } catch {
    return null;
  }
}

async function authPlugin(app: FastifyInstance, options: { jwtSecret: string }) {
  const key = new TextEncoder().encode(options.jwtSecret);
  app.decorateRequest("identity", null);
  app.addHook("onRequest", async (request) => {
    request.identity = await readIdentity(request, key, app.revocations);
  });
}

/** A missing or invalid token answers 401 (the storefront then refreshes once). */
async function requireUser(request: FastifyRequest) {
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
 * A route hook for a business route guarded by one permission of the caller's role (the token's `permissions`
 * claim lists those the role is made of); a role without it answers 403.
 */
export function requirePermission(permission: string) {
  const businessOnly = requireUserType("b2b");
  return async (request: FastifyRequest) => {
    await businessOnly(request);
    if (!identityOf(request).permissions.includes(permission)) throw new AppError(403, message("forbidden", requestLocale(request)));
  };
}

export default fp(authPlugin, { name: "auth", dependencies: ["revocations"] });
