import type { FastifyInstance } from "fastify";
import { devOutbox } from "@contract/api/mail/operations";
import { isLoopbackAddress } from "@contract/loopback";
import { route } from "../../lib/route";
import { listOutbox } from "./outbox";

/**
 * The development outbox (mounted under /v1): mails written instead of sent, so a person can read a code. Never
 * registered in production, and served only to a caller on this machine: the mails hold everyone's codes. The
 * caller is `request.ip`, the client the storefront names when it calls from a TRUST_PROXY address; anyone else
 * gets the 404 of a route that does not exist.
 */
export default async function mailDevRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (!isLoopbackAddress(request.ip)) return reply.callNotFound();
  });
  route(app, devOutbox, async (request) => ({ success: true, data: await listOutbox(app.db, request.query) }));
}
