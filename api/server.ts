import Fastify, { LogController, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AccountsConfig, Config } from "./config";
import type { Database } from "./db/client";
import catalogRoutes from "./modules/catalog/routes";
import contentRoutes from "./modules/content/routes";
import crmRoutes from "./modules/crm/routes";
import healthRoutes from "./modules/health/routes";
import { registerAccounts } from "./modules/identity/register";
import authPlugin from "./plugins/auth";
import correlationPlugin, { correlationIdFor } from "./plugins/correlation";
import dbPlugin from "./plugins/db";
import errorsPlugin from "./plugins/errors";
import openapiPlugin from "./plugins/openapi";
import rateLimitPlugin from "./plugins/rate-limit";

export type AppConfig = Pick<Config, "JWT_SECRET" | "TRUST_PROXY" | "BODY_LIMIT_BYTES" | "REDIS_URL" | "LOG_LEVEL" | "NODE_ENV"> &
  Partial<AccountsConfig> &
  Partial<Pick<Config, "CATALOG_INDEX_STALENESS_MS">>;

/** Builds the API without listening: main.ts listens, tests call `app.inject`. */
export async function buildApp(config: AppConfig, db: Database, logger: FastifyServerOptions["logger"] = { level: config.LOG_LEVEL }) {
  const app = Fastify({
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    logController: new LogController({ requestIdLogLabel: "correlationId" }),
    genReqId: (request) => correlationIdFor(request.headers["x-correlation-id"]),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(correlationPlugin);
  await app.register(dbPlugin, { db });
  await app.register(authPlugin, { jwtSecret: config.JWT_SECRET });
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL });
  await app.register(openapiPlugin);

  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(crmRoutes, { prefix: "/v1" });
  await app.register(catalogRoutes, { searchIndexStalenessMs: config.CATALOG_INDEX_STALENESS_MS ?? 1000 });
  await registerAccounts(app, config);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
