import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/**
 * The docs page's own scripts, styles and images, and calls to this API ("Try it out"), nothing from anywhere else
 * and nothing inline. Replaces the JSON answers' policy (plugins/security-headers.ts). The one inline style
 * swagger-ui writes (in its own logo, which the page at once replaces with Fastify's) is blocked, with no visible change.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** OpenAPI generated from the route schemas: JSON at /v1/openapi.json, a browsable page at /v1/docs. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Store API",
        version: "1.0.0",
        description: "Upstream REST API of the store. Errors use the envelope { success: false, errorCode, error }.",
      },
      // The paths carry /v1: the API answers at the root of the host that served this document.
      servers: [{ url: "/", description: "This API" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
    // Schemas with an `id` (the recursive category trees) become named components the operations refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/v1/docs", staticCSP: DOCS_CSP });
  app.get("/v1/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: "openapi" });
