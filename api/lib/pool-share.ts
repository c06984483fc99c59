import type { FastifyInstance, FastifyRequest } from "fastify";
import { poolOf } from "../db/client";
import { AppError } from "./errors";
import { requestLocale } from "./locale";
import { message } from "./messages";

/**
 * A share of the database's pool for one part of the API (docs/decisions/060-faults-under-load.md): at most half the
 * pool's connections run its requests at once; more wait here, holding no connection, as long as a request may wait
 * for one (DB_POOL_WAIT_MS), then answer 503. Requests stuck on one locked table then hold at most half the pool, and
 * the rest of the API (the catalog first) keeps the other half. Nothing to share on PGlite: one connection.
 */
export function poolShare(app: FastifyInstance) {
  const pool = poolOf(app.db);
  if (!pool) return;
  const limit = Math.max(1, Math.floor((pool.options.max ?? 10) / 2));
  const waitMs = pool.options.connectionTimeoutMillis || 2_000;
  let running = 0;
  const waiting: Array<() => void> = [];

  app.addHook("onRequest", async (request, reply) => {
    if (running < limit) running += 1;
    // A request that ends hands its place to the first waiting one: `running` stays, and none can slip in between.
    else await turn(request);
    // The response's end, or its connection's: a caller that went away gives its place back too.
    reply.raw.once("close", () => {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    });
  });

  function turn(request: FastifyRequest): Promise<void> {
    return new Promise((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(new AppError(503, message("unavailable", requestLocale(request))));
      }, waitMs);
      waiting.push(go);
    });
  }
}
