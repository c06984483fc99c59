import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the route schemas: JSON at /v1/openapi.json, a browsable page at /v1/docs. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Store API",
        version: "1.0.0",
        description: "Upstream REST API of the store. Errors use the envelope { success: false, errorCode, error }.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/v1/docs" });
  app.get("/v1/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: "openapi" });
