import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * What every API answer carries: its JSON is data, never a page, so nothing may sniff it into one, frame it, load
 * anything from it or learn where its caller came from. The docs page (plugins/openapi.ts) replaces the
 * Content-Security-Policy with one that lets its own scripts and styles run.
 */
export const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
} as const;

async function securityHeadersPlugin(app: FastifyInstance) {
  // onRequest: set before any hook or handler can fail, so errors and 404s carry them too.
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
}

export default fp(securityHeadersPlugin, { name: "security-headers" });
