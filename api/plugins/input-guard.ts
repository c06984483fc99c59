import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { requestLocale } from "../lib/locale";
import { refuseUnsafeText } from "../lib/validate";

/**
 * No input reaches a schema, a service or the database with a NUL, a control character, a text-direction override
 * or half a surrogate pair in any string of its parameters, query or body (docs/errors.md): one check for every
 * route, those added later included. The field rules of contract/rules.ts say the same for the forms.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  // Bodies are JSON (multipart where an operation declares files): Fastify's default text/plain parser would hand a
  // route a string its schema then refuses as a 400; without it the answer is the truthful 415.
  app.removeContentTypeParser("text/plain");
  app.addHook("preValidation", async (request) => {
    refuseUnsafeText([request.params, request.query, request.body], requestLocale(request));
  });
}

export default fp(inputGuardPlugin, { name: "input-guard" });
