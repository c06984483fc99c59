import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** What went wrong on the server's side while answering a request. */
interface RequestFailure {
  err?: Error;
  notes: string[];
}

declare module "fastify" {
  interface FastifyRequest {
    /** Said once, on the request's own log line; null while nothing went wrong. */
    failure: RequestFailure | null;
  }
}

/** A failure whose cause is known and needs no stack (the database away): a sentence on the request's line. */
export function noteFailure(request: FastifyRequest, note: string) {
  (request.failure ??= { notes: [] }).notes.push(note);
}

/** A failure nobody expected (a 500): its stack goes on the request's line. */
export function noteError(request: FastifyRequest, error: Error) {
  (request.failure ??= { notes: [] }).err = error;
}

/**
 * One log line per request (docs/decisions/060-faults-under-load.md): method, path, status and time under the
 * request's correlation id, at info; a 5xx at error, with what failed. Fastify's own two lines per request are off
 * (`disableRequestLogging` in server.ts), so a busy store's log stays a size an operator can keep.
 */
async function requestLogPlugin(app: FastifyInstance) {
  app.decorateRequest("failure", null);
  app.addHook("onResponse", async (request, reply) => {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    const { failure } = request;
    const said = {
      ...line,
      ...(failure?.err ? { err: failure.err } : {}),
      ...(failure && failure.notes.length > 0 ? { failure: failure.notes.join("; ") } : {}),
    };
    if (reply.statusCode >= 500 || failure?.err) request.log.error(said, "request failed");
    else if (failure) request.log.warn(said, "request");
    else request.log.info(said, "request");
  });
}

export default fp(requestLogPlugin, { name: "request-log" });
