import type { FastifyInstance, FastifyRequest } from "fastify";
import { health, healthReady } from "@contract/api/health";
import { pingDatabase, type Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { route } from "../../lib/route";
import type { SearchIndex } from "../catalog/search-index";

const unavailable = (request: FastifyRequest) => new AppError(503, message("unavailable", requestLocale(request)));

/** How long readiness waits for the database: a balancer's check must answer quickly, whatever the pool is doing. */
const READY_PING_MS = 1000;

/** A database that does not answer within READY_PING_MS makes the process not ready (503), logged. */
async function requireDatabase(db: Database, request: FastifyRequest) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_PING_MS} ms`)), READY_PING_MS);
  });
  try {
    await Promise.race([pingDatabase(db), late]);
  } catch (error) {
    request.log.error({ err: error }, "ready: database unreachable");
    throw unavailable(request);
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness (the process) and readiness (database and search index) for a balancer (mounted under /v1); never cached. */
export default async function healthRoutes(app: FastifyInstance, options: { searchIndex: SearchIndex }) {
  route(app, health, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { success: true, data: { status: "ok" } as const };
  });

  route(app, healthReady, async (request, reply) => {
    reply.header("cache-control", "no-store");
    await requireDatabase(app.db, request);
    if (!options.searchIndex.ready()) throw unavailable(request);
    return { success: true, data: { status: "ready" } as const };
  });
}
