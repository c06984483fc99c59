import { gt, max } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { refreshTokens } from "../db/schema";
import { signInRevocations, type SignInRevocations } from "../lib/revocations";

declare module "fastify" {
  interface FastifyInstance {
    /** Sign-ins ended within the last access-token lifetime; the auth plugin refuses their tokens. */
    revocations: SignInRevocations;
  }
}

/**
 * The revocation list of this process, started with the sign-ins the database says were revoked within the last
 * access-token lifetime, so a restart (or a new replica) does not forget a sign-out whose tokens still live.
 */
async function revocationsPlugin(app: FastifyInstance, options: { accessTokenTtlSeconds: number }) {
  const revocations = signInRevocations({ ttlSeconds: options.accessTokenTtlSeconds, redis: app.redis, log: app.log });
  const since = new Date(Date.now() - options.accessTokenTtlSeconds * 1000);
  const lastRevokedAt = max(refreshTokens.revokedAt);
  const recent = await app.db
    .select({ familyId: refreshTokens.familyId, revokedAt: lastRevokedAt })
    .from(refreshTokens)
    .where(gt(refreshTokens.revokedAt, since))
    .groupBy(refreshTokens.familyId)
    .orderBy(lastRevokedAt);
  for (const { familyId, revokedAt } of recent) if (revokedAt) revocations.remember(familyId, revokedAt);
  app.decorate("revocations", revocations);
}

export default fp(revocationsPlugin, { name: "revocations", dependencies: ["db", "redis"] });
