import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { errorEnvelope } from "../lib/errors";
import { requestLocale } from "../lib/locale";
import { message } from "../lib/messages";

/** Limits are opt-in per route (`config.rateLimit`); counters live in Redis when there is one, so replicas share them. */
async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    redis: app.redis ?? undefined,
    nameSpace: "store-rl:",
    // Over the limit is refused; a Redis outage must not take the API down with it.
    skipOnError: true,
    errorResponseBuilder: (request, context) => {
      const response = errorEnvelope(429, message("rateLimited", requestLocale(request)));
      return Object.assign(response, { statusCode: context.statusCode });
    },
  });
}

export default fp(rateLimitPlugin, { name: "rate-limit", dependencies: ["redis"] });
