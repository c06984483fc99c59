import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../db/client";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { searchIndexReady } from "../catalog/search-index";

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/v1/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: { 200: z.object({ success: z.literal(true), data: z.object({ status: z.literal("ok"), database: z.literal("ok") }) }) },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, "health: database unreachable");
        throw new AppError(503, message("unavailable", requestLocale(request)));
      }
      reply.header("cache-control", "no-store");
      return { success: true as const, data: { status: "ok" as const, database: "ok" as const } };
    },
  );

  app.get(
    "/v1/health/ready",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: database reachable and this process's catalog search index loaded (503 until then)",
        response: { 200: z.object({ success: z.literal(true), data: z.object({ status: z.literal("ready") }) }) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      await pingDatabase(app.db).catch((error) => {
        request.log.error({ err: error }, "ready: database unreachable");
        throw new AppError(503, message("unavailable", requestLocale(request)));
      });
      if (!searchIndexReady(app.db)) throw new AppError(503, message("unavailable", requestLocale(request)));
      return { success: true as const, data: { status: "ready" as const } };
    },
  );
};

export default healthRoutes;
