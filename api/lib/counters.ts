import type { Redis } from "ioredis";

/**
 * Small expiring counters for per-account limits and lockouts. Redis when there is one (replicas share the
 * counts), process memory otherwise (one process, tests).
 */
export interface CounterStore {
  /** Adds one and returns the count in the current window (the window starts with the first hit). */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** Seconds until the key expires; 0 when it does not exist. */
  ttl(key: string): Promise<number>;
  set(key: string, ttlSeconds: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export function memoryCounters(): CounterStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowSeconds) {
      const entry = live(key) ?? { count: 0, expiresAt: Date.now() + windowSeconds * 1000 };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async ttl(key) {
      const entry = live(key);
      return entry ? Math.ceil((entry.expiresAt - Date.now()) / 1000) : 0;
    },
    async set(key, ttlSeconds) {
      entries.set(key, { count: 1, expiresAt: Date.now() + ttlSeconds * 1000 });
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

// Beside the rate limiter's "store-rl:" keys in the same Redis.
const prefix = "store-acct:";

export function redisCounters(redis: Redis): CounterStore {
  return {
    async hit(key, windowSeconds) {
      const results = await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, "NX")
        .exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
    async ttl(key) {
      const milliseconds = await redis.pttl(prefix + key);
      return milliseconds > 0 ? Math.ceil(milliseconds / 1000) : 0;
    },
    async set(key, ttlSeconds) {
      await redis.set(prefix + key, "1", "EX", ttlSeconds);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
