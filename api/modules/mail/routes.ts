import type { FastifyInstance } from "fastify";
import { devOutbox } from "@contract/api/mail/operations";
import { route } from "../../lib/route";
import { listOutbox } from "./outbox";

/** The development outbox (mounted under /v1): mails written instead of sent, so a person can read a code. Never registered in production. */
export default async function mailDevRoutes(app: FastifyInstance) {
  route(app, devOutbox, async (request) => ({ success: true, data: await listOutbox(app.db, request.query) }));
}
