import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/**
 * Sign-ins ended before their access tokens expired (docs/decisions/009-sign-in-revocation.md). An access token
 * names its sign-in (`sid`, the refresh-token family); the API refuses it while its sign-in is listed here. An
 * entry is kept for one access-token lifetime: by then every token of the sign-in has expired anyway.
 */
export interface SignInRevocations {
  /** Ends the sign-ins (refresh-token families) now: from the next request on, their access tokens are refused. */
  revoke(signInIds: readonly string[]): Promise<void>;
  /** Lists sign-ins ended at `revokedAt` (read back from the database at start-up). */
  remember(signInId: string, revokedAt: Date): void;
  isRevoked(signInId: string): Promise<boolean>;
}

/** Entries in insertion order, which is expiry order (one lifetime each), so expired ones are dropped from the front. */
function memoryList() {
  const expiries = new Map<string, number>();
  const dropExpired = (now: number) => {
    for (const [id, expiresAt] of expiries) {
      if (expiresAt > now) return;
      expiries.delete(id);
    }
  };
  return {
    add(id: string, expiresAt: number) {
      dropExpired(Date.now());
      if ((expiries.get(id) ?? 0) >= expiresAt) return;
      expiries.delete(id);
      expiries.set(id, expiresAt);
    },
    has(id: string) {
      const expiresAt = expiries.get(id);
      return expiresAt !== undefined && expiresAt > Date.now();
    },
  };
}

// Beside the rate limiter's "store-rl:" and the counters' "store-acct:" keys in the same Redis.
const redisKey = (signInId: string) => `store-revoked:${signInId}`;

/**
 * Process memory always (this process's revocations and those read at start-up); with Redis, also a key per
 * revoked sign-in that expires with the last of its access tokens, read on every request that carries a token,
 * so a sign-out on one replica is refused by all on their next request. A Redis that fails is logged and the
 * answer falls back to memory: signed-in traffic goes on, and the sign-in's refresh token is refused anyway.
 */
export function signInRevocations(options: {
  ttlSeconds: number;
  redis: Redis | null;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
}): SignInRevocations {
  const { redis, log } = options;
  const ttlMs = options.ttlSeconds * 1000;
  const memory = memoryList();
  return {
    async revoke(signInIds) {
      const expiresAt = Date.now() + ttlMs;
      for (const id of signInIds) memory.add(id, expiresAt);
      if (!redis || signInIds.length === 0) return;
      const batch = redis.multi();
      for (const id of signInIds) batch.set(redisKey(id), "1", "PX", ttlMs);
      await batch
        .exec()
        .catch((error: unknown) => log.error({ err: error }, "revocations: Redis write failed, other replicas will not see it"));
    },
    remember(signInId, revokedAt) {
      memory.add(signInId, revokedAt.getTime() + ttlMs);
    },
    async isRevoked(signInId) {
      if (memory.has(signInId)) return true;
      if (!redis) return false;
      try {
        return (await redis.exists(redisKey(signInId))) > 0;
      } catch (error) {
        log.warn({ err: error }, "revocations: Redis read failed, answering from this process's memory");
        return false;
      }
    },
  };
}
