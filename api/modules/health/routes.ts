import type { FastifyInstance, FastifyRequest } from "fastify";
import { health, healthReady } from "@contract/api/health";
import { pingDatabase, type Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { route } from "../../lib/route";
import type { SearchIndex } from "../catalog/search-index";

const unavailable = (request: FastifyRequest) => new AppError(503, message("unavailable", requestLocale(request)));

/** A database that does not answer makes the process unavailable (503), logged with what asked. */
async function requireDatabase(db: Database, request: FastifyRequest, check: string) {
  try {
    await pingDatabase(db);
  } catch (error) {
    request.log.error({ err: error }, `${check}: database unreachable`);
    throw unavailable(request);
  }
}

/** Liveness and readiness for a balancer (mounted under /v1); never cached. */
export default async function healthRoutes(app: FastifyInstance, options: { searchIndex: SearchIndex }) {
  route(app, health, async (request, reply) => {
    await requireDatabase(app.db, request, "health");
    reply.header("cache-control", "no-store");
    return { success: true, data: { status: "ok", database: "ok" } as const };
  });

  route(app, healthReady, async (request, reply) => {
    reply.header("cache-control", "no-store");
    await requireDatabase(app.db, request, "ready");
    if (!options.searchIndex.ready()) throw unavailable(request);
    return { success: true, data: { status: "ready" } as const };
  });
}
