import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Answers leave as UTF-8 bytes encoded once. Given a string, Fastify measures it for the Content-Length and Node
 * measures and encodes it again to write it: three passes over a list answer's 70 KB of text that is not all ASCII
 * (Ω, ±, Turkish letters), against one here (docs/decisions/063-list-page-time.md).
 */
async function answerBytesPlugin(app: FastifyInstance) {
  app.addHook("onSend", async (_request, _reply, payload) => (typeof payload === "string" ? Buffer.from(payload, "utf8") : payload));
}

export default fp(answerBytesPlugin, { name: "answer-bytes" });
