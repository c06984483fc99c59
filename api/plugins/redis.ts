import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";

declare module "fastify" {
  interface FastifyInstance {
    /** The one Redis connection of this process (rate limits, counters); null without REDIS_URL. */
    redis: Redis | null;
  }
}

async function redisPlugin(app: FastifyInstance, options: { url?: string }) {
  if (!options.url) {
    app.decorate("redis", null);
    return;
  }
  // One retry per command: a Redis outage fails a limit check fast instead of holding requests.
  const redis = new Redis(options.url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  // ioredis reconnects by itself; without a listener each failed attempt would be an "unhandled error" on stderr.
  redis.on("error", (error: Error) => app.log.warn({ err: error }, "redis: connection error"));
  app.decorate("redis", redis);
  app.addHook("onClose", async () => {
    // QUIT waits for the server's answer: a client still trying to connect is just dropped.
    if (redis.status === "ready") await redis.quit();
    else redis.disconnect();
  });
}

export default fp(redisPlugin, { name: "redis" });
