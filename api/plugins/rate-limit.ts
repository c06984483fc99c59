import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { errorEnvelope } from "../lib/errors";
import { requestLocale } from "../lib/locale";
import { message } from "../lib/messages";

/** Limits are opt-in per route (`config.rateLimit`); counters live in Redis when there is one, so replicas share them. */
async function rateLimitPlugin(app: FastifyInstance, options: { redisUrl?: string }) {
  const redis = options.redisUrl ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: "store-rl:",
    // Over the limit is refused; a Redis outage must not take the API down with it.
    skipOnError: true,
    errorResponseBuilder: (request, context) => {
      const response = errorEnvelope(429, message("rateLimited", requestLocale(request)));
      return Object.assign(response, { statusCode: context.statusCode });
    },
  });
}

export default fp(rateLimitPlugin, { name: "rate-limit" });
