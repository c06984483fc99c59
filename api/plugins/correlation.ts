import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Takes the caller's x-correlation-id when it is a safe token, else makes one; it names every log line. */
export function correlationIdFor(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}

async function correlationPlugin(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-correlation-id", request.id);
  });
}

export default fp(correlationPlugin, { name: "correlation" });
