import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { memoryCounters, redisCounters, type CounterStore } from "../lib/counters";

declare module "fastify" {
  interface FastifyInstance {
    counters: CounterStore;
  }
}

async function countersPlugin(app: FastifyInstance, options: { redisUrl?: string }) {
  if (!options.redisUrl) {
    app.decorate("counters", memoryCounters());
    return;
  }
  const redis = new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  app.addHook("onClose", async () => void (await redis.quit()));
  app.decorate("counters", redisCounters(redis));
}

export default fp(countersPlugin, { name: "counters" });
