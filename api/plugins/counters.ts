import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { memoryCounters, redisCounters, type CounterStore } from "../lib/counters";

declare module "fastify" {
  interface FastifyInstance {
    counters: CounterStore;
  }
}

async function countersPlugin(app: FastifyInstance) {
  app.decorate("counters", app.redis ? redisCounters(app.redis) : memoryCounters());
}

export default fp(countersPlugin, { name: "counters", dependencies: ["redis"] });
